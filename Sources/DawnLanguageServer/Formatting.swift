import DawnJournal

extension LanguageServer {
    /// `textDocument/formatting`: the edit that gives `fmt`'s canonical form; none when the
    /// file is canonical, has errors, or is not a day file.
    func formatting(_ params: JSONValue) throws(RequestError) -> JSONValue {
        let doc = try textDocument(params)
        guard let edit = formatEdit(doc) else { return .array([]) }
        return .array([edit])
    }

    /// The one text edit that formats a day file, if it needs one: `fmt`'s, with the journal's
    /// habits when habits.toml reads (a line with a former name gets the current one).
    func formatEdit(_ doc: OpenDocument) -> JSONValue? {
        guard let root = doc.root, let relative = doc.relative, JournalService.isFormatted(relative) else { return nil }
        let checker = checker(root)
        let habits = checker.context.habitsAreKnown ? checker.habits : nil
        guard case .formatted(let text) = DayFormatting.format(doc.text.bytes, habits: habits),
            let edit = doc.text.edit(to: Array(text.utf8), encoding)
        else { return nil }
        return Self.textEdit(edit.range, edit.text)
    }

    static func textEdit(_ range: TextRange, _ text: String) -> JSONValue {
        .object([("range", range.json), ("newText", .string(text))])
    }
}
