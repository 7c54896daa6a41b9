import DawnTOML
import DawnJournalModel

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
        var diagnostics: [Diagnostic] = []
        var habits = HabitsFile()
        var habitsAreKnown = false
        if let bytes = sources.habits.bytes {
            let parsed = HabitsParser.parse(bytes)
            habits = parsed.file
            habitsAreKnown = !parsed.diagnostics.contains { $0.code == .habitsSyntax }
            diagnostics += parsed.diagnostics.map { $0.placed(in: sources.habits.path) }
        } else {
            diagnostics.append(unreadable(sources.habits))
        }
        var days: [DayRecord] = []
        days.reserveCapacity(sources.dayFiles.count)
        for file in sources.dayFiles {
            guard let bytes = file.bytes else {
                diagnostics.append(unreadable(file))
                continue
            }
            let parsed = DayParser.parse(bytes)
            diagnostics += parsed.diagnostics.map { $0.placed(in: file.path) }
            var date: LocalDate? = nil
            if case .day(let d) = DayPath(file.path) { date = d }
            days.append(DayRecord(path: file.path, date: date, day: parsed.day))
        }
        let journal = Journal(habits: habits, habitsAreKnown: habitsAreKnown, days: days, otherFiles: sources.otherFiles)
        return LoadedJournal(journal: journal, diagnostics: diagnostics)
    }

    static func unreadable(_ file: SourceFile) -> Diagnostic {
        Diagnostic(.unreadableFile, path: file.path, range: SourceRange(line: 1, column: 1),
                   message: "'\(file.path)' cannot be read: \(file.readError ?? "unknown error")",
                   hint: "Make it a readable file (check its permissions); the rest of the journal was still checked.")
    }
}
