import DawnJournal
import DawnJournalText

extension LanguageServer {
    /// `textDocument/hover` on a habit's mention in a day file: its name, description, kind,
    /// and how often it was done in the last 30 days (counted by `Counter`, as `summary
    /// --days 30` counts, on the editor's unsaved text).
    func hover(_ params: JSONValue) throws(RequestError) -> JSONValue {
        let doc = try textDocument(params)
        guard let at = Position(params["position"]) else { throw .invalid("no position") }
        guard let root = doc.root, let relative = doc.relative, DayPath(relative).isDayFile else { return .null }
        let day = DayParser.parse(doc.text.bytes).day
        let checker = checker(root)
        for mention in day.entries.map(\.habit) + day.checklist.map(\.habit) {
            var whole = mention.range
            if let e = mention.emojiRange, e.line == whole.line, e.column < whole.column {
                whole.length += whole.column - e.column
                whole.column = e.column
            }
            let range = doc.text.range(of: whole, encoding)
            guard range.start.line == at.line, range.start.character <= at.character,
                at.character <= range.end.character
            else { continue }
            guard let habit = checker.habits.habit(for: mention) else { return .null }
            let markup = Markup(markdown: hoverMarkdown)
            var text = markup.title(habit.label)
            if let d = habit.description, !d.isEmpty { text += "\n\n" + markup.text(d) }
            text += "\n\n" + markup.field("Kind", markup.text(HabitText.summary(habit)))
            text += "\n\n" + lastThirtyDays(habit, root: root, markup)
            return .object([
                (
                    "contents",
                    .object([("kind", .string(hoverMarkdown ? "markdown" : "plaintext")), ("value", .string(text))])
                ),
                ("range", doc.text.range(of: mention.range, encoding).json),
            ])
        }
        return .null
    }

    /// "Done on N days of M due (67%), 5h", from the journal with the open documents over it,
    /// in `summary`'s words (`DawnJournalText`), in the client's format.
    func lastThirtyDays(_ habit: Habit, root: String, _ markup: Markup) -> String {
        var overrides: [String: [UInt8]] = [:]
        for doc in documents.values where doc.root == root { if let r = doc.relative { overrides[r] = doc.text.bytes } }
        let storage = OverlayStorage(base: journal(root).storage, overrides: overrides)
        guard let summary = try? JournalService(storage: storage, now: host.now()).summary(ViewWindow(days: 30)),
            let counts = summary.habits.first(where: { $0.habit.id == habit.id })
        else {
            return markup.field("Last 30 days", "not counted")
        }
        var text = "done on \(counts.done) day\(counts.done == 1 ? "" : "s")"
        if counts.due > 0 { text += " of \(counts.due) due (\(NumberText.percent(counts.percent)))" }
        if counts.minutes > 0 { text += ", " + DurationText.minutes(counts.minutes) }
        if let total = counts.total { text += ", \(markup.text(NumberText.amount(total, habit.unit))) in all" }
        return markup.field("Last 30 days", text)
    }
}
