import DawnJournal
import DawnJournalText

extension LanguageServer {
    /// `textDocument/completion`. In a day file: habit names after `- HH:MM-HH:MM ` (or
    /// `- HH:MM +30m `) and after `- [ ] `; time ranges on the slot grid after `- ` on the
    /// timeline; whole entries (time range and habit) on a new timeline line. In habits.toml:
    /// weekday names in `days` and `week_starts`, preset names in `color`.
    func completion(_ params: JSONValue) throws(RequestError) -> JSONValue {
        let doc = try textDocument(params)
        guard let at = Position(params["position"]) else { throw .invalid("no position") }
        guard let root = doc.root, let relative = doc.relative, at.line < doc.text.lineCount else { return .array([]) }
        let cursor = doc.text.offset(of: at, encoding)
        let lineStart = doc.text.lineBytes(at.line).lowerBound
        let before = String(decoding: doc.text.bytes[lineStart..<cursor], as: UTF8.self)
        let checker = checker(root)
        let items: [JSONValue]
        if relative == "habits.toml" {
            items = habitsCompletions(before, doc: doc, line: at.line, cursor: cursor)
        } else if DayPath(relative).isDayFile || relative.hasSuffix(".md") {
            items = dayCompletions(before, doc: doc, line: at.line, cursor: cursor, checker: checker)
        } else {
            items = []
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    private func dayCompletions(_ before: String, doc: OpenDocument, line: Int, cursor: Int, checker: FileChecker)
        -> [JSONValue]
    {
        let habits = checker.habits.habits.filter { h in h.archived.map { $0 > checker.context.today } ?? true }
        let settings = checker.habits.settings
        func replacing(_ typed: Substring) -> TextRange {
            let start = doc.text.position(line: line, byte: cursor - typed.utf8.count, encoding)
            return TextRange(start: start, end: doc.text.position(line: line, byte: cursor, encoding))
        }
        // After a checklist box or an entry's times: the habit. Labelled and filtered by its
        // name, replacing exactly the name typed so far (an editor that inserts the label over
        // the word at point and then applies the edit, as eglot does, needs the label to start
        // with what was typed); the edit adds the emoji before the name, or, when another
        // emoji was typed, an additional edit puts the habit's in its place.
        if let typed = ItemParser.habitPart(ofTyped: before) {
            var word = typed
            var typedEmoji: Substring? // the emoji typed, with the blanks after it
            if let first = typed.first, Emoji.isEmoji(first) {
                word = typed.dropFirst().drop { $0 == " " || $0 == "\t" }
                typedEmoji = typed[..<word.startIndex]
            }
            let range = replacing(word)
            return habits.enumerated().map { n, h in
                var text = h.name
                var additional: [JSONValue] = []
                if let typedEmoji {
                    if typedEmoji.first.map(String.init) == h.emoji {
                        if typedEmoji.count == 1 { text = " " + text } // the emoji, then the cursor
                    } else {
                        let start = doc.text.position(line: line, byte: cursor - typed.utf8.count, encoding)
                        additional.append(
                            Self.textEdit(TextRange(start: start, end: range.start), h.emoji.map { $0 + " " } ?? ""))
                    }
                } else if let emoji = h.emoji {
                    text = emoji + " " + text
                }
                return Self.item(
                    label: h.name, kind: 12, detail: HabitText.summary(h), documentation: documentation(h),
                    edit: Self.textEdit(range, text), additionalEdits: additional, filter: h.name, sort: n)
            }
        }
        guard section(of: line, in: doc.text) == "timeline" else { return [] }
        let start = naturalStart(before: line, doc.text.bytes, settings: settings)
        var items: [JSONValue] = []
        // Lines as the day parser reads them: a list item's marker, then its content.
        let item = MarkdownSyntax.listItem(before[...])
        // A new line: whole entries, from where the last entry ended.
        if MarkdownSyntax.isBlank(before[...]) || item?.isEmpty == true {
            let bullet = before[...]
            let range = replacing(bullet)
            for (n, h) in habits.enumerated() {
                guard let end = TimeOfDay(minutes: start.minutes + (h.duration ?? settings.slot)) else { continue }
                let text = "- \(start)-\(end) \(h.label)"
                items.append(
                    Self.item(
                        label: text, kind: 15, detail: HabitText.summary(h), documentation: documentation(h),
                        edit: Self.textEdit(range, text), filter: text, sort: n))
            }
        }
        // Times on the slot grid, after a list item's marker.
        if let typed = item, typed.allSatisfy({ ItemParser.isTimeCharacter($0) || $0 == "-" }) {
            let range = replacing(typed)
            let slot = settings.clock.slot
            // The journal's one slot grid, from midnight, as lint checks and log snaps.
            var t = 0
            var n = 0
            if let dash = typed.firstIndex(of: "-"), let from = TimeOfDay(typed[..<dash]) {
                // The end of a range: the next slots after its start.
                var end = from.minutes + slot
                while end <= from.minutes + 12 * 60, let e = TimeOfDay(minutes: end) {
                    let text = "\(from)-\(e) "
                    items.append(
                        Self.item(
                            label: text, kind: 12, detail: nil, documentation: nil, edit: Self.textEdit(range, text),
                            filter: text, sort: 1000 + n))
                    end += slot
                    n += 1
                }
            } else {
                while t < TimeOfDay.midnight, let s = TimeOfDay(minutes: t), let e = TimeOfDay(minutes: t + slot) {
                    let text = "\(s)-\(e) "
                    // The slot where the last entry ended sorts first.
                    let sort = (t - start.minutes + TimeOfDay.midnight) % TimeOfDay.midnight
                    items.append(
                        Self.item(
                            label: text, kind: 12, detail: nil, documentation: nil, edit: Self.textEdit(range, text),
                            filter: text, sort: 1000 + sort))
                    t += slot
                    n += 1
                }
            }
        }
        return items
    }

    private func habitsCompletions(_ before: String, doc: OpenDocument, line: Int, cursor: Int) -> [JSONValue] {
        let key = before.split(separator: "=", maxSplits: 1).first.map { String($0).withoutOuterSpaces } ?? ""
        guard before.contains("=") else { return [] }
        let value = before.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        let quotes = value.filter { $0 == "\"" }.count
        let inside = quotes % 2 == 1
        let typed = inside ? value[value.index(after: value.lastIndex(of: "\"")!)...] : ""[...]
        let start = doc.text.position(line: line, byte: cursor - typed.utf8.count, encoding)
        let range = TextRange(start: start, end: doc.text.position(line: line, byte: cursor, encoding))
        let names: [String]
        switch key {
        case "days": names = Weekdays.names
        case "week_starts": names = JournalSettings.weekdays
        case "color": names = HabitColor.presets.map(\.name)
        default: return []
        }
        return names.enumerated().map { n, name in
            let text = inside ? name : "\"\(name)\""
            return Self.item(
                label: name, kind: key == "color" ? 16 : 12, detail: nil, documentation: nil,
                edit: Self.textEdit(range, text), filter: text, sort: n)
        }
    }

    /// The lower-cased title of the `##` section a line is in ("timeline", "checklist").
    func section(of line: Int, in text: TextDocument) -> String? {
        var l = line - 1
        while l >= 0 {
            let t = text.lineText(l)
            if t.hasPrefix("## ") {
                var title = String(t.dropFirst(3)).withoutOuterSpaces
                while title.hasSuffix("#") { title.removeLast() }
                return title.withoutOuterSpaces.lowercased()
            }
            if t.hasPrefix("# ") { return nil }
            l -= 1
        }
        return nil
    }

    /// Where a new entry most likely starts: where the last entry above `line` ended, else
    /// the slot that holds the journal's day start (`JournalClock.slotStart`: with
    /// `day_starts = "04:10"`, 04:00, where log would put it and lint finds it on the grid).
    func naturalStart(before line: Int, _ bytes: [UInt8], settings: JournalSettings) -> TimeOfDay {
        let day = DayParser.parse(bytes).day
        return day.entries.filter { $0.line <= line }.max { $0.line < $1.line }?.end
            ?? settings.clock.slotStart(settings.dayStarts)
    }

    /// A habit's description as an item's documentation: Markdown (escaped) to a client that
    /// prefers it, else a plain string.
    func documentation(_ h: Habit) -> JSONValue? {
        guard let d = h.description, !d.isEmpty else { return nil }
        guard completionMarkdown else { return .string(d) }
        return .object([("kind", .string("markdown")), ("value", .string(Markup(markdown: true).text(d)))])
    }

    static func item(
        label: String, kind: Int, detail: String?, documentation: JSONValue?, edit: JSONValue,
        additionalEdits: [JSONValue] = [], filter: String, sort: Int
    ) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("label", .string(label)), ("kind", .int(kind))]
        if let detail { pairs.append(("detail", .string(detail))) }
        if let documentation { pairs.append(("documentation", documentation)) }
        let padded = String(sort)
        pairs.append(("textEdit", edit))
        if !additionalEdits.isEmpty { pairs.append(("additionalTextEdits", .array(additionalEdits))) }
        pairs += [
            ("filterText", .string(filter)),
            ("sortText", .string(String(repeating: "0", count: max(0, 6 - padded.count)) + padded)),
        ]
        return .object(pairs)
    }
}
