import DawnJournal

/// habits.toml as the writing commands need it: decoded, or a clear refusal.
struct JournalHabits {
    var bytes: [UInt8]
    var file: HabitsFile

    static func load(_ journal: JournalLocation) throws -> JournalHabits {
        let bytes = try FileStore.read(journal.path("habits.toml"))
        let parsed = HabitsParser.parse(bytes)
        if let e = parsed.diagnostics.first(where: { $0.code == .habitsSyntax }) {
            throw CLIFailure("\(journal.display("habits.toml")):\(e.range.line):\(e.range.column): \(e.message); fix it first (run 'dawn-journal lint')")
        }
        return JournalHabits(bytes: bytes, file: parsed.file)
    }

    /// The habit named (name, any case, or id), or a refusal with the closest name suggested.
    func habit(_ name: String) throws -> Habit {
        if let h = file.habit(named: name.trimmingCharacters(in: .whitespaces)) { return h }
        let candidates = file.habits.flatMap { [$0.name, $0.id] }
        if let guess = Suggestions.closest(to: name, in: candidates), let h = file.habit(named: guess) {
            throw CLIFailure("no habit named '\(name)'; did you mean '\(h.name)'? Nothing was written.")
        }
        let known = file.habits.isEmpty ? "habits.toml defines none yet: add one with 'dawn-journal habit add NAME'"
            : "habits: " + file.habits.map(\.name).joined(separator: ", ")
        throw CLIFailure("no habit named '\(name)' (\(known)). Nothing was written.")
    }
}
