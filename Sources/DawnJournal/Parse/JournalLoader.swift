import DawnJournalModel
import DawnSource

/// What loading a journal gives: the journal and every diagnostic of parsing it.
package struct LoadedJournal: Sendable {
    package var journal: Journal
    package var diagnostics: [Diagnostic]
}

/// Parses habits.toml and every day file into a `Journal`; the first stage of lint.
package enum JournalLoader {
    /// Codes the loader itself reports (the parsers' codes come through too).
    package static let codes: [DiagnosticCode] = [.unreadableFile]

    package static func load(_ sources: JournalSources) -> LoadedJournal {
        var (habits, habitsAreKnown, diagnostics) = loadHabits(sources.habits)
        var days: [DayRecord] = []
        days.reserveCapacity(sources.dayFiles.count)
        let memo = RunMemo()
        for file in sources.dayFiles {
            guard let bytes = file.bytes else {
                diagnostics.append(unreadable(file))
                continue
            }
            let (record, found) = loadDay(file.path, DayPath(file.path), bytes, habits: habits, memo: memo)
            diagnostics += found
            days.append(record)
        }
        let journal = Journal(
            habits: habits, habitsAreKnown: habitsAreKnown, days: days, otherFiles: sources.otherFiles)
        return LoadedJournal(journal: journal, diagnostics: diagnostics)
    }

    /// One day file: parsed, its mentions resolved, and its parse diagnostics placed in it.
    package static func loadDay(
        _ path: String, _ place: DayPath, _ bytes: [UInt8], habits: HabitsFile,
        memo: RunMemo = RunMemo()
    ) -> (DayRecord, [Diagnostic]) {
        loadDay(path, place, SourceText(bytes), habits: habits, memo: memo)
    }

    /// A day file already read as lines (the language server's open document).
    package static func loadDay(
        _ path: String, _ place: DayPath, _ source: SourceText, habits: HabitsFile,
        memo: RunMemo = RunMemo()
    ) -> (DayRecord, [Diagnostic]) {
        let parsed = DayParser.parse(source, fastPath: true, memo: memo)
        return (
            DayRecord(path: path, place: place, day: parsed.day, habits: habits),
            parsed.diagnostics.map { $0.placed(in: path) }
        )
    }

    /// habits.toml: the habits (none when it cannot be read), whether they are known (it
    /// decoded as TOML), and its diagnostics.
    package static func loadHabits(_ file: SourceFile) -> (file: HabitsFile, known: Bool, diagnostics: [Diagnostic]) {
        guard let bytes = file.bytes else { return (HabitsFile(), false, [unreadable(file)]) }
        let parsed = HabitsParser.parse(bytes)
        return (
            parsed.file, !parsed.diagnostics.contains { $0.code == .habitsSyntax },
            parsed.diagnostics.map { $0.placed(in: file.path) }
        )
    }

    package static func unreadable(_ file: SourceFile) -> Diagnostic {
        Diagnostic(
            .unreadableFile, path: file.path, range: SourceRange(line: 1, column: 1),
            message: "'\(file.path)' "
                + ((file.readError ?? "").hasPrefix("cannot be read")
                    ? file.readError! : "cannot be read: \(file.readError ?? "unknown error")"),
            hint:
                "Make it a readable regular file (check its permissions), or move it out of the journal; the rest of the journal was still checked."
        )
    }
}
