import DawnJournalModel
import DawnTOML

/// The catalog of diagnostics the day-file parser reports: one constructor per code.
///
/// Codes are stable (tests and scripts match on them); messages quote the offending text;
/// every hint says how to fix it. Each code is documented in Docs/RULES.md.
package enum ParseDiagnostics {
    /// Every code this catalog can produce.
    package static let codes: [DiagnosticCode] = [
        .invalidUTF8, .nulByte, .unterminatedFrontMatter, .frontMatterSyntax, .badTime, .badDuration, .endNotAfterStart,
        .pastMidnight, .notAnEntry, .notAChecklistItem, .missingHabit, .duplicateSection,
    ]

    static func make(_ code: DiagnosticCode, _ range: SourceRange, _ message: String, _ hint: String) -> Diagnostic {
        Diagnostic(code, range: range, message: message, hint: hint)
    }

    static func invalidUTF8(byte: UInt8, at range: SourceRange) -> Diagnostic {
        make(
            .invalidUTF8, range, "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))",
            "Save the file as UTF-8; dawn-journal leaves it untouched until then.")
    }

    static func nulByte(at range: SourceRange) -> Diagnostic {
        make(
            .nulByte, range, "NUL byte in a text file",
            "Remove the NUL byte; a day file is plain text, and this one may be binary or damaged.")
    }

    static func unterminatedFrontMatter(at range: SourceRange) -> Diagnostic {
        make(
            .unterminatedFrontMatter, range, "front matter opened with '+++' is never closed",
            "Add a line with '+++' after the last front matter field.")
    }

    static func frontMatterSyntax(_ e: TOMLError, lineOffset: Int) -> Diagnostic {
        var range = e.range
        range.line += lineOffset
        return make(
            .frontMatterSyntax, range, "front matter is not valid TOML: \(e.message)",
            "Front matter is TOML: write fields like 'mood = 4' or 'weather = \"rain\"'.")
    }

    static func badTime(_ text: Substring, at range: SourceRange) -> Diagnostic {
        make(
            .badTime, range, "invalid time '\(excerpt(text))'",
            "Write times as HH:MM between 00:00 and 24:00, e.g. '06:30'; the night after the day goes on past 24:00 ('24:30' is half past midnight)."
        )
    }

    static func badDuration(_ text: Substring, at range: SourceRange) -> Diagnostic {
        make(
            .badDuration, range, "invalid duration '\(excerpt(text))'",
            "Write durations like '+15m', '+1h' or '+1h30m', at most a day.")
    }

    static func endNotAfterStart(_ text: Substring, at range: SourceRange) -> Diagnostic {
        make(
            .endNotAfterStart, range, "the entry '\(excerpt(text))' does not end after it starts",
            "Make the end time later than the start; an entry lies within its day.")
    }

    static func pastMidnight(_ text: Substring, at range: SourceRange) -> Diagnostic {
        make(
            .pastMidnight, range, "the entry '\(excerpt(text))' runs past 32:00",
            "A day's file holds its night until day_starts (24:00 plus at most 8 hours): end the entry there and put the rest on the next day's file."
        )
    }

    static func notAnEntry(_ text: Substring, at range: SourceRange, _ why: String) -> Diagnostic {
        make(
            .notAnEntry, range, "'\(excerpt(text))' under Timeline is not an entry: \(why)",
            "Write '- 06:30-07:15 Habit name' or '- 06:30 +45m Habit name', or move the line out of the Timeline section."
        )
    }

    static func notAChecklistItem(_ text: Substring, at range: SourceRange, _ why: String) -> Diagnostic {
        make(
            .notAChecklistItem, range, "'\(excerpt(text))' under Checklist is not a checklist item: \(why)",
            "Write '- [x] Habit' (done), '- [ ] Habit' (not done) or '- [-] Habit' (skipped), or move the line out of the Checklist section."
        )
    }

    static func missingHabit(_ text: Substring, at range: SourceRange) -> Diagnostic {
        make(
            .missingHabit, range, "'\(excerpt(text))' names no habit",
            "Write the habit's name or id after the time or box, e.g. '- 06:30-07:15 Morning Run'.")
    }

    static func duplicateSection(_ section: DaySection, firstLine: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .duplicateSection, range: range,
            message: "a second '## \(section.title)' heading (the first is on line \(firstLine))",
            hint: "Keep one \(section.title) section; both are read, but one is easier to keep in order.")
    }
}
