import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnLanguageServer

final class MemoryHost: LanguageServerHost {
    let root = "/journal"
    let storage: MemoryStorage
    var logged: [String] = []
    init(_ storage: MemoryStorage) { self.storage = storage }
    func exists(_ path: String) -> Bool {
        path.hasPrefix(root + "/") && storage.files[String(path.dropFirst(root.count + 1))] != nil
    }
    func storage(root: String) -> any JournalStorage { storage }
    func now() -> LocalDateTime { LocalDateTime("2026-11-21T20:00")! }
    func log(_ message: String) { logged.append(message) }
}

/// The server in-process: positions in both encodings, changes, cross-file re-checks,
/// completion, hover and the "add habit" action, against the library's own answers.
final class LanguageServerTests: XCTestCase {
    static let habits = """
        [journal]
        slot = "15m"

        [habits.run]
        name = "Morning Run"
        emoji = "🏃"
        duration = "30m"
        description = "Start the day outside."

        [habits.read]
        name = "読書"
        emoji = "📚"
        description = "A chapter a day."

        [habits.family]
        name = "Family Time"
        emoji = "👨‍👩‍👧"
        unit = "games"

        """

    let dayPath = "days/2026/2026-11-21.md"
    var uri: String { "file:///journal/" + dayPath }
    let habitsURI = "file:///journal/habits.toml"

    var host: MemoryHost!
    var server: LanguageServer!

    func start(encodings: [String] = [], files: [String: String] = [:], textDocument: [String: Any] = [:])
        -> [JSONValue]
    {
        host = MemoryHost(
            MemoryStorage(
                [
                    "habits.toml": Self.habits,
                    "days/2026/2026-11-01.md": "# Sunday\n\n## Timeline\n\n- 06:30-07:00 🏃 Morning Run\n",
                ].merging(files) { $1 }))
        server = LanguageServer(host: host, version: "test")
        let out = send([
            "id": 1, "method": "initialize",
            "params": ["capabilities": ["general": ["positionEncodings": encodings], "textDocument": textDocument]],
        ])
        return out + send(["method": "initialized", "params": [:]])
    }

    @discardableResult
    func send(_ message: [String: Any]) -> [JSONValue] {
        server.handle(Array(Self.json(message).utf8))
    }

    static func json(_ v: Any) -> String {
        switch v {
        case let s as String: JSONValue.string(s).compact
        case let i as Int: String(i)
        case let b as Bool: b ? "true" : "false"
        case let a as [Any]: "[" + a.map(json).joined(separator: ",") + "]"
        case let o as [String: Any]:
            "{" + o.keys.sorted().map { JSONValue.string($0).compact + ":" + json(o[$0]!) }.joined(separator: ",") + "}"
        case let j as JSONValue: j.compact
        default: "null"
        }
    }

    func open(_ text: String, uri: String? = nil) -> [JSONValue] {
        send([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri ?? self.uri, "languageId": "markdown", "version": 1, "text": text]],
        ])
    }

    func diagnostics(_ out: [JSONValue], for uri: String? = nil) -> [JSONValue] {
        out.first {
            $0["method"]?.string == "textDocument/publishDiagnostics"
                && $0["params"]?["uri"]?.string == (uri ?? self.uri)
        }?["params"]?["diagnostics"]?.array ?? []
    }

    /// A marked range as LSP's JSON.
    func lsp(_ r: MarkedText.LSPRange) -> [String: Any] { ["start": lsp(r.start), "end": lsp(r.end)] }
    func lsp(_ p: MarkedText.LSPPosition) -> [String: Any] { ["line": p.line, "character": p.character] }

    func range(_ v: JSONValue?) -> [Int] {
        [
            v?["start"]?["line"]?.int ?? -1, v?["start"]?["character"]?.int ?? -1, v?["end"]?["line"]?.int ?? -1,
            v?["end"]?["character"]?.int ?? -1,
        ]
    }

    /// Lint's findings for a day's text, through the library (`FileChecker`, as `lint` runs it).
    func lint(_ text: String, files: [String: String] = [:]) -> [Diagnostic] {
        let checker = FileChecker(
            habitsSource: SourceFile(path: "habits.toml", bytes: Array(Self.habits.utf8)), now: host.now(),
            firstDay: LocalDate("2026-11-01"), otherFiles: [])
        return checker.checkDay(dayPath, Array(text.utf8))
    }

    /// A finding's place as LSP counts it, computed here from characters, not by the server's code.
    func expected(_ d: Diagnostic, _ text: String, utf8: Bool) -> [Int] {
        let line = Array(text.split(separator: "\n", omittingEmptySubsequences: false)[d.range.line - 1])
        func units(_ n: Int) -> Int {
            let s = String(line[0..<min(n, line.count)])
            return utf8 ? s.utf8.count : s.utf16.count
        }
        return [
            d.range.line - 1, units(d.range.column - 1), d.range.line - 1, units(d.range.column - 1 + d.range.length),
        ]
    }

    /// A day with ZWJ, skin-tone and CJK text; the unknown habit "Family Tme" marked.
    static let trickyMarked = MarkedText(
        """
        # 土曜日 🧘🏽

        ## Timeline

        - 06:30-07:00 🏃 Morning Rn -- 早上好
        - 07:00-07:30 📚 読書 +3 pages
        - 08:00-08:30 👨‍👩‍👧 «Family Tme»

        ## Checklist

        - [x] 👨‍👩‍👧 Family Time +2 gmes
        - [ ] 📚 読書書
        """)
    static var tricky: String { trickyMarked.text }

    func checkPositions(utf8: Bool) {
        let out = start(encodings: utf8 ? ["utf-8"] : ["utf-32"])
        XCTAssertEqual(out.first?["result"]?["capabilities"]?["positionEncoding"]?.string, utf8 ? "utf-8" : "utf-16")
        let got = diagnostics(open(Self.tricky))
        let want = lint(Self.tricky)
        XCTAssertGreaterThanOrEqual(want.count, 4)
        XCTAssertEqual(got.count, want.count)
        for (g, w) in zip(got, want) {
            XCTAssertEqual(g["code"]?.string, w.code.rawValue)
            XCTAssertEqual(g["message"]?.string, w.message + ". " + w.hint)
            XCTAssertEqual(range(g["range"]), expected(w, Self.tricky, utf8: utf8), "\(w.code) at \(w.range)")
        }
        // One place marked in the text: after the family emoji (18 UTF-8 bytes, 8 UTF-16 units,
        // 1 character; MarkedTextTests counts this line by hand).
        let want6 = Self.trickyMarked.lspRange(utf8 ? .utf8 : .utf16)
        let family = got.first { range($0["range"])[0] == want6.start.line }
        XCTAssertEqual(range(family?["range"]), want6.numbers)
    }

    func testDiagnosticsAreLintsAtUTF16Positions() { checkPositions(utf8: false) }
    func testDiagnosticsAreLintsAtUTF8Positions() { checkPositions(utf8: true) }

    func testIncrementalChangesInBothEncodings() {
        for utf8 in [false, true] {
            _ = start(encodings: utf8 ? ["utf-8"] : [])
            _ = open(Self.tricky)
            // Line 6: "- 08:00-08:30 👨‍👩‍👧 Family Tme": replace "Tme" by "Time".
            let tme = MarkedText(Self.tricky.replacingOccurrences(of: "Family Tme", with: "Family «Tme»")).lspRange(
                utf8 ? .utf8 : .utf16)
            let out = send([
                "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": 2],
                    "contentChanges": [
                        ["range": lsp(tme), "text": "Time"]
                    ],
                ],
            ])
            let text = Self.tricky.replacingOccurrences(of: "Family Tme", with: "Family Time")
            XCTAssertEqual(server.documents[uri]?.text.text, text)
            XCTAssertEqual(diagnostics(out).count, lint(text).count)
            XCTAssertFalse(diagnostics(out).contains { range($0["range"])[0] == tme.start.line })
        }
    }

    func testAChangeToHabitsTomlRechecksOpenDayFiles() {
        _ = start()
        XCTAssertTrue(
            diagnostics(open("# Saturday\n\n## Timeline\n\n- 06:30-07:00 Swim\n")).contains {
                $0["code"]?.string == "unknown-habit"
            })
        var out = open(Self.habits, uri: habitsURI)
        XCTAssertEqual(diagnostics(out, for: habitsURI).count, 0)
        out = send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": habitsURI, "version": 2],
                "contentChanges": [
                    ["text": Self.habits + "\n[habits.swim]\nname = \"Swim\"\nduration = \"30m\"\ncolor = \"nope\"\n"]
                ],
            ],
        ])
        XCTAssertEqual(diagnostics(out).count, 0, "the day file is checked again with the new habit")
        XCTAssertEqual(diagnostics(out, for: habitsURI).map { $0["code"]?.string }, ["bad-color"])
        // Closing habits.toml brings back the file on disk.
        out = send(["method": "textDocument/didClose", "params": ["textDocument": ["uri": habitsURI]]])
        XCTAssertEqual(diagnostics(out).map { $0["code"]?.string }, ["unknown-habit"])
    }

    func testWatchedFilesAreReadAgain() {
        host = MemoryHost(MemoryStorage(["habits.toml": Self.habits]))
        server = LanguageServer(host: host, version: "test")
        _ = send([
            "id": 1, "method": "initialize",
            "params": ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]],
        ])
        let registration = send(["method": "initialized", "params": [:]])
        XCTAssertEqual(registration.first?["method"]?.string, "client/registerCapability")
        XCTAssertTrue(
            send(["id": "dawn-journal-watch", "result": JSONValue.null]).isEmpty, "the client's answer is taken quietly"
        )
        XCTAssertTrue(
            start().allSatisfy { $0["method"]?.string != "client/registerCapability" },
            "not asked of a client that cannot")
        _ = open("# Saturday\n\n## Timeline\n\n- 06:30-07:00 Swim\n")
        host.storage.files["habits.toml"] = Array((Self.habits + "[habits.swim]\nname = \"Swim\"\n").utf8)
        let out = send([
            "method": "workspace/didChangeWatchedFiles", "params": ["changes": [["uri": habitsURI, "type": 2]]],
        ])
        XCTAssertEqual(diagnostics(out).count, 0)
    }

    /// "Format this file" and `textDocument/formatting` give what `fmt` writes: a line with a
    /// former name gets the habit's current one. They formatted without the habits, so the old
    /// name stayed, and a file otherwise canonical was offered nothing.
    func testFormattingWritesTheCurrentNameOfAFormerName() throws {
        let habits = Self.habits + "[habits.walk]\nname = \"Walk\"\nformer_names = [\"Evening Walk\"]\n"
        _ = start(files: ["habits.toml": habits])
        let text = "# Saturday\n\n## Checklist\n\n- [x] Evening Walk\n"
        _ = open(text)
        let edits = try XCTUnwrap(
            send([
                "id": 2, "method": "textDocument/formatting",
                "params": ["textDocument": ["uri": uri], "options": [:]],
            ])[0]["result"]?.array)
        var doc = TextDocument(uri: uri, version: 0, text: text)
        for e in edits { doc.replace(TextRange(e["range"]), with: e["newText"]!.string!, .utf16) }
        let storage = MemoryStorage(["habits.toml": habits, dayPath: text])
        _ = try JournalService(storage: storage, now: host.now()).formatDays(write: true)
        XCTAssertEqual(doc.text, "# Saturday\n\n## Checklist\n\n- [x] Walk\n")
        XCTAssertEqual(doc.bytes, storage.files[dayPath], "what fmt writes")
        let actions =
            send([
                "id": 3, "method": "textDocument/codeAction",
                "params": [
                    "textDocument": ["uri": uri],
                    "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                    "context": ["diagnostics": [], "only": ["source"]],
                ],
            ])[0]["result"]?.array ?? []
        XCTAssertEqual(actions.compactMap { $0["title"]?.string }, ["Format this file (dawn-journal fmt)"])
    }

    func testAddHabitActionWritesWhatHabitAddWrites() throws {
        _ = start()
        let day = MarkedText("# Saturday\n\n## Timeline\n\n«»- 06:30-07:00 Swim\n")
        _ = open(day.text)
        let actions =
            send([
                "id": 2, "method": "textDocument/codeAction",
                "params": [
                    "textDocument": ["uri": uri], "range": lsp(day.lspRange()), "context": ["diagnostics": []],
                ],
            ])[0]["result"]?.array ?? []
        let add = try XCTUnwrap(actions.first { $0["title"]?.string == "Add 'Swim' to habits.toml" })
        let edits = try XCTUnwrap(add["edit"]?["changes"]?[habitsURI]?.array)
        var doc = TextDocument(uri: habitsURI, version: 0, text: Self.habits)
        for e in edits { doc.replace(TextRange(e["range"]), with: e["newText"]!.string!, .utf16) }
        // What `habit add Swim` writes, on the same journal.
        let storage = MemoryStorage(["habits.toml": Self.habits])
        _ = try JournalService(storage: storage, now: host.now()).addHabit(HabitAddRequest(name: "Swim"))
        XCTAssertEqual(doc.bytes, storage.files["habits.toml"])
        XCTAssertTrue(doc.text.contains("[habits.swim]\nname = \"Swim\""))
        XCTAssertNil(actions.first { $0["title"]?.string?.hasPrefix("Change to") == true }, "nothing is close to Swim")
    }

    /// `context.only` narrows the actions to the kinds asked for (Neovim's "format on save"
    /// asks for "source" only, a lightbulb for "quickfix").
    func testCodeActionsKeepOnlyTheKindsAskedFor() {
        _ = start()
        let day = MarkedText("# Saturday\n\n## Timeline\n\n«»-   06:30-07:00 Swim\n")
        _ = open(day.text)
        func titles(_ only: [String]?) -> [String] {
            var context: [String: Any] = ["diagnostics": [Any]()]
            if let only { context["only"] = only }
            return
                (send([
                    "id": 2, "method": "textDocument/codeAction",
                    "params": [
                        "textDocument": ["uri": uri], "range": lsp(day.lspRange()), "context": context,
                    ],
                ])[0]["result"]?.array ?? []).compactMap { $0["title"]?.string }
        }
        let all = titles(nil)
        XCTAssertTrue(
            all.contains("Add 'Swim' to habits.toml") && all.contains("Format this file (dawn-journal fmt)"), "\(all)")
        XCTAssertEqual(titles(["source"]), ["Format this file (dawn-journal fmt)"])
        XCTAssertFalse(titles(["quickfix"]).contains("Format this file (dawn-journal fmt)"))
        XCTAssertTrue(titles(["quickfix"]).contains("Add 'Swim' to habits.toml"))
        XCTAssertEqual(titles(["refactor"]), [])
    }

    /// A change whose range cannot be read is skipped and said in the log, not silently.
    func testAMalformedChangeRangeIsLogged() {
        _ = start()
        _ = open("# Saturday\n")
        _ = send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": ["line": "x"]], "text": "oops"]],
            ],
        ])
        XCTAssertTrue(host.logged.contains { $0.contains("malformed range") }, "\(host.logged)")
    }

    func completions(_ text: String, line: Int, character: Int, uri: String? = nil) -> [JSONValue] {
        _ = open(text, uri: uri)
        return send([
            "id": 3, "method": "textDocument/completion",
            "params": ["textDocument": ["uri": uri ?? self.uri], "position": ["line": line, "character": character]],
        ])[0]["result"]?["items"]?.array ?? []
    }

    /// Completions keep to the one slot grid (`JournalClock.slotStart`): with `day_starts =
    /// "04:10"` they suggested 04:10-04:40 and times at :10, :25 …, which lint calls off-grid
    /// and log snaps to 04:00.
    func testCompletionsKeepToTheSlotGridWhateverDayStarts() {
        _ = start(files: [
            "habits.toml": Self.habits.replacingOccurrences(
                of: "[journal]\n", with: "[journal]\nday_starts = \"04:10\"\n")
        ])
        let labels = { (items: [JSONValue]) in items.compactMap { $0["label"]?.string } }
        let fresh = labels(completions("## Timeline\n\n", line: 2, character: 0))
        XCTAssertTrue(fresh.contains("- 04:00-04:30 🏃 Morning Run"), "\(fresh)")
        let times = labels(completions("## Timeline\n\n- 07:", line: 2, character: 5))
        XCTAssertEqual(times.count, 96)
        XCTAssertTrue(times.allSatisfy { TimeOfDay($0.prefix(5))!.minutes % 15 == 0 }, "\(times.prefix(3))")
    }

    func testCompletesHabitNamesTimesWeekdaysAndColours() {
        _ = start()
        let labels = { (items: [JSONValue]) in items.compactMap { $0["label"]?.string } }
        // After an entry's times, and after a checkbox.
        XCTAssertEqual(
            labels(completions("## Timeline\n\n- 06:30-07:00 Mo", line: 2, character: 16)),
            ["Morning Run", "読書", "Family Time"])
        XCTAssertEqual(labels(completions("## Timeline\n\n- 06:30 +45m ", line: 2, character: 13)).count, 3)
        let box = completions("## Checklist\n\n- [x] 📚 読", line: 2, character: 10)
        XCTAssertEqual(box.first?["textEdit"]?["newText"]?.string, "Morning Run")
        XCTAssertEqual(
            range(box.first?["textEdit"]?["range"]), [2, 9, 2, 10],
            "replaces the name typed after the box and its emoji")
        XCTAssertEqual(
            box.first?["additionalTextEdits"]?.array?.first?["newText"]?.string, "🏃 ",
            "and the emoji typed by Morning Run's")
        XCTAssertEqual(range(box.first?["additionalTextEdits"]?.array?.first?["range"]), [2, 6, 2, 9])
        // A new timeline line: whole entries from where the last one ended, and grid times.
        let fresh = labels(completions("## Timeline\n\n- 06:30-07:00 🏃 Morning Run\n", line: 3, character: 0))
        XCTAssertTrue(fresh.contains("- 07:00-07:30 🏃 Morning Run"), "\(fresh)")
        XCTAssertTrue(fresh.contains("- 07:00-07:15 📚 読書"))
        let times = labels(completions("## Timeline\n\n- 07:", line: 2, character: 5))
        XCTAssertEqual(times.count, 96)
        XCTAssertTrue(times.allSatisfy { TimeOfDay($0.prefix(5))!.minutes % 15 == 0 })
        XCTAssertEqual(labels(completions("## Timeline\n\n- 07:00-", line: 2, character: 8)).first, "07:00-07:15 ")
        XCTAssertTrue(completions("## Notes\n\n- ", line: 2, character: 2).isEmpty, "times only on the timeline")
        // habits.toml: weekdays and colours.
        let days = completions("[habits.x]\ndays = [\"mon\", \"", line: 1, character: 16, uri: habitsURI)
        XCTAssertEqual(labels(days), Weekdays.names)
        XCTAssertEqual(
            labels(completions("[habits.x]\ncolor = ", line: 1, character: 8, uri: habitsURI)),
            HabitColor.presets.map(\.name))
    }

    /// The capabilities of a client that takes Markdown in completion documentation and hover.
    static var markdownClient: [String: Any] {
        [
            "completion": ["completionItem": ["documentationFormat": ["markdown", "plaintext"]]],
            "hover": ["contentFormat": ["markdown", "plaintext"]],
        ]
    }

    func testHoverShowsTheHabitAndItsLastThirtyDays() throws {
        _ = start(textDocument: Self.markdownClient)
        _ = open("# Saturday\n\n## Timeline\n\n- 06:30-07:00 🏃 Morning Run\n")
        let hover = send([
            "id": 4, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": 4, "character": 20]],
        ])[0]["result"]
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.contains("**🏃 Morning Run**"), text)
        XCTAssertTrue(text.contains("Start the day outside."))
        XCTAssertTrue(text.contains("*Kind:* timed 30m\n"), text)
        // This open file and the one on disk (2026-11-01), both in the last 30 days.
        XCTAssertTrue(text.contains("done on 2 days"), text)
        let nothing = send([
            "id": 5, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": 0, "character": 2]],
        ])[0]["result"]
        XCTAssertEqual(nothing?.isNull, true)
    }

    /// Completion details and the hover word a habit's kind as `habit add` and `habit list`
    /// do (DawnJournalText's `HabitText.summary`): "timed 30m", "checkbox, 3 a week, in
    /// games", not "timed, 30 min" or "target, 3/week".
    func testCompletionAndHoverWordTheKindAsTheCommandLineDoes() throws {
        let habits = Self.habits.replacingOccurrences(
            of: "unit = \"games\"", with: "unit = \"games\"\ntarget = \"3/week\"")
        _ = start(files: ["habits.toml": habits], textDocument: Self.markdownClient)
        let items = completions("## Checklist\n\n- [ ] ", line: 2, character: 6)
        let details = Dictionary(items.compactMap { i in i["label"]?.string.map { ($0, i["detail"]?.string ?? "") } }) {
            a, _ in a
        }
        XCTAssertEqual(details["Morning Run"], "timed 30m")
        XCTAssertEqual(details["Family Time"], "checkbox, 3 a week, in games")
        _ = open("# Saturday\n\n## Checklist\n\n- [x] Family Time\n")
        let hover = send([
            "id": 4, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": 4, "character": 8]],
        ])[0]["result"]
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.contains("*Kind:* checkbox, 3 a week, in games\n"), text)
    }

    /// The hover words its numbers as `summary` does: 2 of 3 due days is 67% (rounded, not
    /// cut to 66%), 300 minutes is 5h (not "300 min").
    func testHoverSaysPercentAndTimeAsSummaryDoes() throws {
        let habits = Self.habits + "\n[habits.walk]\nname = \"Walk\"\nduration = \"150m\"\nsince = 2026-11-19\n"
        _ = start(
            files: [
                "habits.toml": habits, "days/2026/2026-11-19.md": "# Thursday\n\n## Timeline\n\n- 06:00-08:30 Walk\n",
            ], textDocument: Self.markdownClient)
        _ = open("# Saturday\n\n## Timeline\n\n- 06:00-08:30 Walk\n")
        let hover = send([
            "id": 4, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": 4, "character": 15]],
        ])[0]["result"]
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.contains("done on 2 days of 3 due (67%), 5h"), text)
    }

    /// A client that declares no Markdown (or prefers plain text) gets none: completion
    /// documentation as a plain string, hover as `plaintext` without Markdown's marks.
    /// pytest-lsp reports Markdown sent to such a client as a protocol error.
    func testMarkdownOnlyToClientsThatDeclareIt() throws {
        let clients: [(String, [String: Any], Bool)] = [
            ("declares nothing", [:], false),
            (
                "plain text only",
                [
                    "completion": ["completionItem": ["documentationFormat": ["plaintext"]]],
                    "hover": ["contentFormat": ["plaintext"]],
                ], false
            ),
            (
                "prefers plain text",
                [
                    "completion": ["completionItem": ["documentationFormat": ["plaintext", "markdown"]]],
                    "hover": ["contentFormat": ["plaintext", "markdown"]],
                ], false
            ),
            ("prefers Markdown", Self.markdownClient, true),
        ]
        for (name, capabilities, markdown) in clients {
            _ = start(textDocument: capabilities)
            _ = open("# Saturday\n\n## Timeline\n\n- 06:30-07:00 🏃 Morning Run\n- 07:00-07:30 ")
            let items =
                send([
                    "id": 3, "method": "textDocument/completion",
                    "params": ["textDocument": ["uri": uri], "position": ["line": 5, "character": 14]],
                ])[0]["result"]?["items"]?.array ?? []
            let run = try XCTUnwrap(items.first { $0["label"]?.string == "Morning Run" }, name)
            if markdown {
                XCTAssertEqual(run["documentation"]?["kind"]?.string, "markdown", name)
                XCTAssertEqual(run["documentation"]?["value"]?.string, "Start the day outside.", name)
            } else {
                XCTAssertEqual(run["documentation"]?.string, "Start the day outside.", name)
            }
            let hover = try XCTUnwrap(
                send([
                    "id": 4, "method": "textDocument/hover",
                    "params": ["textDocument": ["uri": uri], "position": ["line": 4, "character": 20]],
                ])[0]["result"]?["contents"], name)
            XCTAssertEqual(hover["kind"]?.string, markdown ? "markdown" : "plaintext", name)
            let text = try XCTUnwrap(hover["value"]?.string, name)
            XCTAssertTrue(
                text.hasPrefix(
                    markdown ? "**🏃 Morning Run**\n\nStart the day outside." : "🏃 Morning Run\n\nStart the day outside."
                ), "\(name): \(text)")
            if !markdown { XCTAssertFalse(text.contains("*") || text.contains("_"), "\(name): \(text)") }
            XCTAssertTrue(text.contains(markdown ? "*Kind:* timed 30m" : "Kind: timed 30m"), "\(name): \(text)")
        }
    }

    /// In Markdown, a habit's own text (its name, its description) is text, not Markdown: its
    /// marks are escaped.
    func testMarkdownEscapesTheHabitsText() throws {
        _ = start(
            files: ["habits.toml": "[habits.star]\nname = \"Star *jumps*\"\ndescription = \"2*3 sets_of [ten](x)\"\n"],
            textDocument: Self.markdownClient)
        _ = open("# Saturday\n\n## Checklist\n\n- [x] Star *jumps*\n")
        let hover = send([
            "id": 4, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": 4, "character": 8]],
        ])[0]["result"]
        let text = try XCTUnwrap(hover?["contents"]?["value"]?.string)
        XCTAssertTrue(text.hasPrefix(#"**Star \*jumps\***"#), text)
        XCTAssertTrue(text.contains(#"2\*3 sets\_of \[ten\](x)"#), text)
    }

    /// A habit's completion is labelled and filtered by its name, replaces exactly the name
    /// typed so far, and adds the emoji with the edit. Applied as VS Code applies it, and as
    /// Emacs eglot 1.9 does: it inserts the label over the symbol at point, then takes back
    /// what it inserted beyond that symbol's length and applies the edit (which made
    /// `- [x] Flo` into `- [x] 🦷 FlossF` when the label began with the emoji).
    func testHabitCompletionEditsWorkInEveryClient() throws {
        let habits =
            Self.habits + "[habits.floss]\nname = \"Floss\"\nemoji = \"🦷\"\n\n[habits.plain]\nname = \"Stretch\"\n"
        _ = start(files: ["habits.toml": habits])
        let cases: [(line: String, pick: String, want: String)] = [
            ("- [x] Flo", "Floss", "- [x] 🦷 Floss"),
            ("- [ ] ", "Floss", "- [ ] 🦷 Floss"),
            ("- [x] flo", "Floss", "- [x] 🦷 Floss"),
            ("- [x] Morning R", "Morning Run", "- [x] 🏃 Morning Run"),
            ("- [x] 🦷 Fl", "Floss", "- [x] 🦷 Floss"),
            ("- [x] 🦷 ", "Floss", "- [x] 🦷 Floss"),
            ("- [x] 📚 Fl", "Floss", "- [x] 🦷 Floss"),
            ("- [x] 🦷 Str", "Stretch", "- [x] Stretch"),
            ("- [x] Str", "Stretch", "- [x] Stretch"),
            ("- 06:30-07:00 Flo", "Floss", "- 06:30-07:00 🦷 Floss"),
            ("- 06:30 +30m 👨‍👩‍👧 Fam", "Family Time", "- 06:30 +30m 👨‍👩‍👧 Family Time"),
            (" - [x] 読", "読書", " - [x] 📚 読書"),
        ]
        for (n, c) in cases.enumerated() {
            let section = c.line.contains("[") ? "## Checklist" : "## Timeline"
            let docURI = "file:///journal/days/2026/2026-11-\(10 + n).md"
            let character = c.line.utf16.count
            let items = completions("\(section)\n\n\(c.line)", line: 2, character: character, uri: docURI)
            let item = try XCTUnwrap(
                items.first { $0["label"]?.string == c.pick }, "\(c.line): \(items.compactMap { $0["label"]?.string })")
            XCTAssertEqual(item["filterText"]?.string, c.pick, c.line)
            XCTAssertTrue(items.allSatisfy { $0["label"]?.string?.first.map { !Emoji.isEmoji($0) } ?? false }, c.line)
            let edit = try XCTUnwrap(item["textEdit"])
            let r = range(edit["range"])
            // The range is the name typed so far: from after the box (and any emoji) to the cursor.
            XCTAssertEqual(r[3], character, c.line)
            let typed = String(decoding: Array(c.line.utf16)[r[1]..<r[3]], as: UTF16.self)
            XCTAssertFalse(
                typed.contains { Emoji.isEmoji($0) } || typed.hasPrefix(" "), "\(c.line): the range covers '\(typed)'")
            let additional = item["additionalTextEdits"]?.array ?? []
            XCTAssertEqual(Self.applyAsVSCode(c.line, edit, additional), c.want, "VS Code: \(c.line)")
            XCTAssertEqual(Self.applyAsEglot19(c.line, label: c.pick, edit, additional), c.want, "eglot 1.9: \(c.line)")
        }
        // Lines the day parser does not read as items (indented by two, a nested item's
        // content; no space after the box or the times) get no habit: completion reads day
        // lines with the parser, not a grammar of its own.
        for line in ["  - [x] 読", "- [x]読", "- 06:30-07:00Flo", "- 07:00-06:30 Flo"] {
            let section = line.contains("[") ? "## Checklist" : "## Timeline"
            let items = completions("\(section)\n\n\(line)", line: 2, character: line.utf16.count)
            XCTAssertFalse(items.contains { $0["label"]?.string == "読書" || $0["label"]?.string == "Floss" }, line)
        }
    }

    /// Edits on one line, at UTF-16 positions, the last first.
    static func applyEdits(_ line: String, _ edits: [JSONValue]) -> String {
        var units = Array(line.utf16)
        for e in edits.sorted(by: {
            ($0["range"]?["start"]?["character"]?.int ?? 0) > ($1["range"]?["start"]?["character"]?.int ?? 0)
        }) {
            let a = e["range"]!["start"]!["character"]!.int!
            let b = e["range"]!["end"]!["character"]!.int!
            units.replaceSubrange(a..<b, with: Array(e["newText"]!.string!.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }

    static func applyAsVSCode(_ line: String, _ edit: JSONValue, _ additional: [JSONValue]) -> String {
        applyEdits(line, [edit] + additional)
    }

    /// eglot 1.9's completion, on one line: Emacs replaces the symbol at point (the run of
    /// non-blank characters before the cursor) with the label; eglot's exit function deletes
    /// the label's characters beyond the symbol's length before point, then applies the text
    /// edit and the additional ones (UTF-16 positions, on the line as it is then). Emacs
    /// counts characters as Unicode scalars.
    static func applyAsEglot19(_ line: String, label: String, _ edit: JSONValue, _ additional: [JSONValue]) -> String {
        var scalars = Array(line.unicodeScalars)
        var symbol = scalars.count
        while symbol > 0, scalars[symbol - 1] != " " { symbol -= 1 }
        let bounds = scalars.count - symbol
        scalars.replaceSubrange(symbol..<scalars.count, with: Array(label.unicodeScalars))
        let proxy = label.unicodeScalars.count
        let point = scalars.count
        scalars.removeSubrange((point - proxy + bounds)..<point)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return applyEdits(text, [edit] + additional)
    }

    func testLifecycleErrors() {
        host = MemoryHost(MemoryStorage([:]))
        server = LanguageServer(host: host, version: "test")
        XCTAssertEqual(send(["id": 1, "method": "shutdown"])[0]["error"]?["code"]?.int, -32002)
        XCTAssertTrue(send(["method": "textDocument/didOpen", "params": [:]]).isEmpty)
        XCTAssertTrue(server.handle(Array("{not json".utf8)).isEmpty)
        XCTAssertTrue(host.logged.contains { $0.contains("not JSON") })
        _ = send(["id": 2, "method": "initialize", "params": [:]])
        XCTAssertEqual(
            send(["id": 3, "method": "textDocument/rename", "params": [:]])[0]["error"]?["code"]?.int, -32601)
        XCTAssertEqual(
            send(["id": 4, "method": "textDocument/hover", "params": [:]])[0]["error"]?["code"]?.int, -32602)
        XCTAssertTrue(send(["method": "$/cancelRequest", "params": ["id": 3]]).isEmpty)
        XCTAssertTrue(send(["id": 5, "method": "shutdown"])[0]["result"]?.isNull ?? false)
        XCTAssertEqual(
            send(["id": 6, "method": "textDocument/hover", "params": [:]])[0]["error"]?["code"]?.int, -32600)
        XCTAssertNil(server.exitCode)
        _ = send(["method": "exit"])
        XCTAssertEqual(server.exitCode, 0)
    }

    func testRandomEditsAndRequestsNeverTrapAndDiagnosticsStayLints() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["🧘🏽", "👨‍👩‍👧", "読書", "\n", "\r\n", "\r", "- ", "06:30-07:00 ", "[x] ", "Morning Run", "é", "a", ""]
        for utf8 in [false, true] {
            _ = start(encodings: utf8 ? ["utf-8"] : [])
            _ = open(Self.tricky)
            for version in 2..<400 {
                func position() -> [String: Int] {
                    ["line": Int.random(in: 0..<14, using: &rng), "character": Int.random(in: 0..<50, using: &rng)]
                }
                let text = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
                    .joined()
                let out = send([
                    "method": "textDocument/didChange",
                    "params": [
                        "textDocument": ["uri": uri, "version": version],
                        "contentChanges": [
                            ["range": ["start": position(), "end": position()], "text": text]
                        ],
                    ],
                ])
                let doc = server.documents[uri]!.text
                XCTAssertNil(UTF8Validation.firstInvalidOffset(doc.bytes), "an edit split a character")
                XCTAssertEqual(diagnostics(out).count, lint(doc.text).count)
                for method in [
                    "textDocument/completion", "textDocument/hover", "textDocument/codeAction",
                    "textDocument/formatting",
                ] {
                    let reply = send([
                        "id": version, "method": method,
                        "params": [
                            "textDocument": ["uri": uri], "position": position(),
                            "range": ["start": position(), "end": position()], "context": [:], "options": [:],
                        ],
                    ])
                    XCTAssertNil(reply.first?["error"], method)
                }
            }
        }
    }

    func testAFileOutsideAJournalGetsNothing() {
        _ = start()
        XCTAssertTrue(
            diagnostics(
                open("- 06:30-07:00 Swim\n", uri: "file:///elsewhere/notes.md"), for: "file:///elsewhere/notes.md"
            ).isEmpty)
    }

    /// A day file's address that goes into the journal and out again with `..` names a file
    /// outside it: not checked against the journal's habits, and offered no edit of its
    /// habits.toml; only what its own text shows (the day parser's findings).
    func testAFileOutsideTheJournalThroughDotDotIsNotCheckedAgainstIt() {
        _ = start()
        let outside = "file:///journal/days/2026/../../../elsewhere/days/2026/2026-11-21.md"
        let text = "# Saturday\n\n## Timeline\n\n- 06:30-07:00 Swim\n- 07:00-06:00 Run\n"
        let got = diagnostics(open(text, uri: outside), for: outside)
        XCTAssertEqual(
            got.map { $0["code"]?.string }, DayParser.parse(Array(text.utf8)).diagnostics.map { $0.code.rawValue })
        XCTAssertEqual(got.map { $0["code"]?.string }, ["end-not-after-start"])
        let actions =
            send([
                "id": 2, "method": "textDocument/codeAction",
                "params": [
                    "textDocument": ["uri": outside],
                    "range": ["start": ["line": 4, "character": 0], "end": ["line": 5, "character": 0]],
                    "context": ["diagnostics": []],
                ],
            ])[0]["result"]?.array ?? []
        XCTAssertFalse(Self.json(JSONValue.array(actions)).contains("habits.toml"), "\(actions)")
        XCTAssertTrue(
            completions(text + "- [x] ", line: 6, character: 6, uri: outside).isEmpty, "no habits to complete")
        // Named like a day file anywhere: its own syntax findings; any other file: nothing.
        let stray = "file:///elsewhere/2026-11-21.md"
        XCTAssertEqual(
            diagnostics(open(text, uri: stray), for: stray).map { $0["code"]?.string }, ["end-not-after-start"])
    }

    /// LSP and lint both end a line at "\n", "\r\n" or a lone "\r" (old Mac files): the
    /// diagnostics land on lint's lines, and an edit on line 4 is made on line 4.
    func testALoneCarriageReturnEndsALine() {
        _ = start()
        let marked = MarkedText("# Saturday\r\r## Timeline\r\r- 06:30-07:00 🏃 «Morning Rn»\r- 07:00-07:30 «Swim»\r")
        let text = marked.text
        let got = diagnostics(open(text))
        let want = lint(text)
        XCTAssertEqual(want.map(\.range.line), marked.ranges.map(\.line))
        XCTAssertEqual(got.map { range($0["range"])[0] }, marked.lspRanges().map(\.start.line))
        XCTAssertEqual(range(got.first?["range"]), marked.lspRanges()[0].numbers)
        XCTAssertEqual(server.documents[uri]?.text.lineCount, 7)
        let out = send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    [
                        "range": lsp(
                            MarkedText(text.replacingOccurrences(of: "Morning Rn", with: "Morning R«»n")).lspRange()),
                        "text": "u",
                    ]
                ],
            ],
        ])
        XCTAssertEqual(
            server.documents[uri]?.text.text, text.replacingOccurrences(of: "Morning Rn", with: "Morning Run"))
        XCTAssertEqual(diagnostics(out).map { range($0["range"])[0] }, [marked.lspRanges()[1].start.line])
    }

    /// Lint counts no column for a byte-order mark (the day parser and the TOML reader skip
    /// it), but an editor that keeps it in the text counts it: U+FEFF is one UTF-16 unit and
    /// three UTF-8 bytes before `+++` on line 0.
    func testAByteOrderMarkIsNotAColumnButIsACharacter() {
        for utf8 in [false, true] {
            _ = start(encodings: utf8 ? ["utf-8"] : [])
            let marked = MarkedText("\u{FEFF}«+++»\nmood = 4\n## Timeline\n")
            XCTAssertEqual(lint(marked.text).map(\.range), marked.ranges)
            let got = diagnostics(open(marked.text))
            XCTAssertEqual(got.map { $0["code"]?.string }, ["unterminated-front-matter"])
            XCTAssertEqual(range(got.first?["range"]), marked.lspRange(utf8 ? .utf8 : .utf16).numbers)
        }
        _ = start()
        let toml = MarkedText("\u{FEFF}«colr» = 1\n" + Self.habits)
        let got = diagnostics(open(toml.text, uri: habitsURI), for: habitsURI)
        XCTAssertEqual(got.map { $0["code"]?.string }, ["unknown-key"])
        XCTAssertEqual(range(got.first?["range"]), toml.lspRange().numbers)
    }
}
