import DawnJournal

extension LanguageServer {
    /// `textDocument/codeAction`: for an unknown habit on the lines of the range (an editor
    /// often asks for the cursor's position only), the "did you mean" fix
    /// (the name lint's hint suggests) and "add this habit to habits.toml" (what `habit add`
    /// would write); for a day file that is not canonical, "format this file".
    func codeActions(_ params: JSONValue) throws(RequestError) -> JSONValue {
        let doc = try textDocument(params)
        guard let range = TextRange(params["range"]) else { throw .invalid("no range") }
        guard let root = doc.root, let relative = doc.relative, DayPath(relative).isDayFile else { return .array([]) }
        let checker = checker(root)
        let findings = checker.checkDay(relative, doc.text.bytes)
        let day = DayParser.parse(doc.text.bytes).day
        let mentions = day.entries.map(\.habit) + day.checklist.map(\.habit)
        var actions: [JSONValue] = []
        var added = Set<String>()
        for finding in findings where finding.code == .unknownHabit {
            let at = doc.text.range(of: finding.range, encoding)
            guard at.start.line <= range.end.line, range.start.line <= at.end.line,
                let mention = mentions.first(where: { $0.range == finding.range })
            else { continue }
            let diagnostic = diagnostic(finding, in: doc.text)
            if let name = UnknownHabitSuggestion.name(for: mention.name, checker.context) {
                actions.append(
                    .object([
                        ("title", .string("Change to '\(name)'")),
                        ("kind", .string("quickfix")),
                        ("diagnostics", .array([diagnostic])),
                        ("isPreferred", .bool(true)),
                        ("edit", workspaceEdit(doc.text.uri, [Self.textEdit(at, name)])),
                    ]))
            }
            if !added.contains(mention.matchKey), let edit = addHabitEdit(mention.name, root: root) {
                added.insert(mention.matchKey)
                actions.append(
                    .object([
                        ("title", .string("Add '\(mention.name)' to habits.toml")),
                        ("kind", .string("quickfix")),
                        ("diagnostics", .array([diagnostic])),
                        ("edit", edit),
                    ]))
            }
        }
        if let edit = formatEdit(doc) {
            actions.append(
                .object([
                    ("title", .string("Format this file (dawn-journal fmt)")),
                    ("kind", .string("source")),
                    ("edit", workspaceEdit(doc.text.uri, [edit])),
                ]))
        }
        // `context.only`: the kinds the client asked for ("quickfix", "source", or a parent
        // such as "source" for "source.fixAll"); an action is kept when its kind is one of them
        // or lies under one.
        if let only = params["context"]?["only"]?.array?.compactMap(\.string) {
            actions = actions.filter { action in
                let kind = action["kind"]?.string ?? ""
                return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
            }
        }
        return .array(actions)
    }

    func workspaceEdit(_ uri: String, _ edits: [JSONValue]) -> JSONValue {
        .object([("changes", .object([(uri, .array(edits))]))])
    }

    /// The edit of habits.toml that `habit add NAME` would make, run on the open text (or the
    /// file on disk) with the writes kept in memory; nil when it would refuse.
    func addHabitEdit(_ name: String, root: String) -> JSONValue? {
        let habits = source("habits.toml", root: root)
        guard let old = habits.bytes else { return nil }
        var overrides: [String: [UInt8]] = ["habits.toml": old]
        for doc in documents.values where doc.root == root { if let r = doc.relative { overrides[r] = doc.text.bytes } }
        let storage = OverlayStorage(base: journal(root).storage, overrides: overrides)
        do { _ = try JournalService(storage: storage, now: host.now()).addHabit(HabitAddRequest(name: name)) } catch {
            host.log("no 'add habit' action for '\(name)': \(host.words(error))")
            return nil
        }
        guard let new = storage.written["habits.toml"] else { return nil }
        let open = documents.values.first { $0.root == root && $0.relative == "habits.toml" }
        let text =
            open?.text
            ?? TextDocument(
                uri: DocumentURI.uri(root + "/habits.toml"), version: 0, text: String(decoding: old, as: UTF8.self))
        guard let edit = text.edit(to: new, encoding) else { return nil }
        return workspaceEdit(text.uri, [Self.textEdit(edit.range, edit.text)])
    }
}
