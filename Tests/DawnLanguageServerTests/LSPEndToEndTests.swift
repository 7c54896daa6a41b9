import DawnJournalTestSupport
import Foundation
import XCTest

/// Whole sessions with the built `dawn-journal lsp`, over pipes, as an editor plays them.
final class LSPEndToEndTests: XCTestCase {
    static let habits = """
        [journal]
        day_starts = "04:00"
        slot = "15m"

        [habits.morning-run]
        name = "Morning Run"
        emoji = "🏃"
        duration = "30m"
        description = "Start the day outside."
        since = 2026-11-01

        [habits.meditate]
        name = "Meditate"
        emoji = "🧘🏽"
        duration = "15m"
        description = "Ten quiet minutes."
        since = 2026-11-01

        """

    /// A day with a ZWJ emoji, a skin-tone emoji and CJK before its mistakes: an unknown
    /// habit ("Meditat") and an off-grid time (07:07), marked.
    static let marked = MarkedText(
        """
        # Saturday 土曜日

        ## Timeline

        - 06:30-07:00 🏃 Morning Run -- 早上好 👨‍👩‍👧
        - «07:07»-07:30 🧘🏽 «Meditat» -- 冥想

        ## Checklist

        """)
    static var day: String { marked.text }

    let now = "2026-11-21T20:00"

    func makeJournal() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("days/2026"), withIntermediateDirectories: true)
        try Self.habits.write(to: root.appendingPathComponent("habits.toml"), atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    /// `dawn-journal lint --format json FILE`'s findings.
    func lint(_ file: URL, journal: URL) throws -> [[String: Any]] {
        let p = Process()
        p.executableURL = try LSPClient.requireBinary()
        p.arguments = ["lint", "--format", "json", file.path]
        p.currentDirectoryURL = journal
        p.environment = ["DAWN_JOURNAL_NOW": now]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (try JSONSerialization.jsonObject(with: data) as! [String: Any])["diagnostics"] as! [[String: Any]]
    }

    /// A journal place (1-based line, column and length in characters) as LSP's UTF-16 range.
    func utf16Range(_ text: String, line: Int, column: Int, length: Int) -> [Int] {
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let chars = Array(lineText)
        let start = String(chars[0..<(column - 1)]).utf16.count
        let end = String(chars[0..<min(chars.count, column - 1 + length)]).utf16.count
        return [line - 1, start, line - 1, end]
    }

    func range(_ d: [String: Any]) -> [Int] {
        let r = d["range"] as! [String: Any]
        let s = r["start"] as! [String: Int]
        let e = r["end"] as! [String: Int]
        return [s["line"]!, s["character"]!, e["line"]!, e["character"]!]
    }

    /// Applies one LSP edit (UTF-16 positions) to a text, as an editor would.
    func apply(_ edit: [String: Any], to text: String) -> String {
        let r = range(edit)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).utf16) }
        func offset(_ line: Int, _ character: Int) -> Int {
            lines[0..<line].reduce(0) { $0 + $1.count + 1 } + character
        }
        var all = Array(text.utf16)
        let a = offset(r[0], r[1])
        let b = offset(r[2], r[3])
        all.replaceSubrange(a..<b, with: Array((edit["newText"] as! String).utf16))
        lines = []
        return String(decoding: all, as: UTF16.self)
    }

    func testAWholeSession() throws {
        let root = try makeJournal()
        let file = root.appendingPathComponent("days/2026/2026-11-21.md")
        try Self.day.write(to: file, atomically: true, encoding: .utf8)
        let expected = try lint(file, journal: root)
        XCTAssertEqual(expected.map { $0["code"] as! String }, ["off-grid", "unknown-habit"])

        let client = try LSPClient(environment: ["DAWN_JOURNAL_NOW": now])
        let initialized = try client.request(
            "initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        let capabilities = (initialized["result"] as! [String: Any])["capabilities"] as! [String: Any]
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
        try client.notify("initialized", [:])

        // Open: exactly lint's findings, at UTF-16 positions.
        let uri = "file://" + file.path
        var text = Self.day
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
        let diagnostics = try client.diagnostics(uri)
        XCTAssertEqual(diagnostics.count, expected.count)
        for (got, want) in zip(diagnostics, expected) {
            XCTAssertEqual(got["code"] as? String, want["code"] as? String)
            XCTAssertEqual(got["severity"] as? Int, (want["severity"] as? String) == "error" ? 1 : 2)
            XCTAssertEqual(got["message"] as? String, "\(want["message"]!). \(want["hint"]!)")
            XCTAssertEqual(
                range(got),
                utf16Range(
                    text, line: want["line"] as! Int, column: want["column"] as! Int, length: want["length"] as! Int))
        }
        // 🧘🏽 is one column for lint, four UTF-16 units for the editor.
        XCTAssertEqual(range(diagnostics[1]), Self.marked.lspRanges()[1].numbers)
        XCTAssertEqual(expected[1]["column"] as? Int, Self.marked.ranges[1].column)

        // The did-you-mean fix, applied as the editor would.
        let actions =
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": uri], "range": diagnostics[1]["range"]!,
                    "context": ["diagnostics": [diagnostics[1]]],
                ])["result"] as! [[String: Any]]
        XCTAssertEqual(
            actions.map { $0["title"] as! String }, ["Change to 'Meditate'", "Add 'Meditat' to habits.toml"])
        let fix = ((actions[0]["edit"] as! [String: Any])["changes"] as! [String: Any])[uri] as! [[String: Any]]
        XCTAssertEqual(fix.count, 1)
        text = apply(fix[0], to: text)
        XCTAssertTrue(text.contains("🧘🏽 Meditate -- 冥想"))
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": fix[0]["range"]!, "text": fix[0]["newText"]!]
                ],
            ])
        XCTAssertEqual(try client.diagnostics(uri).map { $0["code"] as! String }, ["off-grid"])

        // Fix the time by an incremental change: nothing left.
        let time = Self.marked.lspRanges()[0]
        let timeEdit: [String: Any] = [
            "range": [
                "start": ["line": time.start.line, "character": time.start.character],
                "end": ["line": time.end.line, "character": time.end.character],
            ],
            "newText": "07:00",
        ]
        text = apply(timeEdit, to: text)
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 3],
                "contentChanges": [
                    ["range": timeEdit["range"]!, "text": "07:00"]
                ],
            ])
        XCTAssertEqual(try client.diagnostics(uri).count, 0)

        // Format: a full-text change that is valid but not canonical gets fmt's form back.
        text = text.replacingOccurrences(of: "- 06:30-07:00 🏃 Morning Run", with: "*   6:30-7:00 🏃   Morning Run")
        try client.notify(
            "textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": text]]])
        XCTAssertEqual(try client.diagnostics(uri).count, 0)
        let edits =
            try client.request(
                "textDocument/formatting",
                ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]])["result"]
            as! [[String: Any]]
        XCTAssertFalse(edits.isEmpty)
        var formatted = text
        for edit in edits.reversed() { formatted = apply(edit, to: formatted) }
        try formatted.write(to: file, atomically: true, encoding: .utf8)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let fmt = Process()
        fmt.executableURL = try LSPClient.requireBinary()
        fmt.arguments = ["fmt", file.path]
        fmt.standardOutput = FileHandle.nullDevice
        try fmt.run()
        fmt.waitUntilExit()
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8), formatted, "the server's edits give fmt's canonical form")
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 5], "contentChanges": [["text": formatted]]])
        _ = try client.diagnostics(uri)
        XCTAssertEqual(
            (try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": [:]])["result"]
                as! [Any]).count, 0,
            "canonical: no edits")

        // Complete a habit name in the checklist.
        text = formatted + "- [ ] Med"
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        try client.notify(
            "textDocument/didChange", ["textDocument": ["uri": uri, "version": 6], "contentChanges": [["text": text]]])
        _ = try client.diagnostics(uri)
        let completion = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": lastLine, "character": 9]])
        let items = (completion["result"] as! [String: Any])["items"] as! [[String: Any]]
        let meditate = try XCTUnwrap(items.first { $0["label"] as? String == "Meditate" })
        XCTAssertEqual(
            meditate["documentation"] as? String, "Ten quiet minutes.", "plain text: this client declared no Markdown")
        XCTAssertEqual(range(meditate["textEdit"] as! [String: Any]), [lastLine, 6, lastLine, 9])
        XCTAssertEqual((meditate["textEdit"] as! [String: Any])["newText"] as? String, "🧘🏽 Meditate")

        // Shut down and exit: 0.
        let shutdown = try client.request("shutdown")
        XCTAssertTrue(shutdown["result"] is NSNull)
        try client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testGarbageIsSkippedAndTheNextRequestAnswered() throws {
        let client = try LSPClient()
        let before = try client.request(
            "textDocument/hover", ["textDocument": ["uri": "file:///x"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual((before["error"] as? [String: Any])?["code"] as? Int, -32002)

        client.writeRaw(Data("Content-Length: abc\r\n\r\n".utf8)) // a bad header
        client.writeRaw(Data("Hello: there\r\n\r\n".utf8)) // no Content-Length
        client.writeRaw(Data("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8)) // invalid JSON
        client.writeRaw(Data("Content-Length: 5\r\n\r\n[1,2]".utf8)) // not an object
        // Truncated: swallows the next header.
        client.writeRaw(Data("Content-Length: 60\r\n\r\n{\"jsonrpc\":\"2.0\"".utf8))
        // Its body (60 bytes claimed, 17 sent) swallowed this request's header: the server
        // reads again from the Content-Length inside the body it could not read.
        try client.send([
            "id": 50, "method": "initialize",
            "params": ["capabilities": ["general": ["positionEncodings": ["utf-8", "utf-16"]]]],
        ])
        let tenMegabytes =
            Data("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"".utf8)
            + Data(repeating: UInt8(ascii: "a"), count: 10 << 20) + Data("\"}".utf8)
        client.writeRaw(Data("Content-Length: \(tenMegabytes.count)\r\n\r\n".utf8) + tenMegabytes)
        // Deep: ten million brackets.
        client.writeRaw(
            Data("Content-Length: \(10 << 20)\r\n\r\n".utf8) + Data(repeating: UInt8(ascii: "["), count: 10 << 20))
        let answered = try client.next(timeout: 30) { ($0["id"] as? Int) == 50 }
        let result = try XCTUnwrap(answered["result"] as? [String: Any], "\(answered)")
        XCTAssertEqual((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-8")
        XCTAssertEqual(
            (try client.request("initialize", ["capabilities": [:]])["error"] as? [String: Any])?["code"] as? Int,
            -32600)
        let unknown = try client.request("workspace/unknownThing", [:])
        XCTAssertEqual((unknown["error"] as? [String: Any])?["code"] as? Int, -32601)
        try client.notify("some/unknownNotification", [:])
        XCTAssertNotNil(try client.request("shutdown")["result"])
        try client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
        XCTAssertTrue(client.log.contains("not JSON"), client.log)
    }

    func testExitWithoutShutdownIsOne() throws {
        let client = try LSPClient()
        _ = try client.request("initialize", ["capabilities": [:]])
        try client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
        let ended = try LSPClient()
        ended.closeInput()
        XCTAssertEqual(ended.waitForExit(), 1)
    }

    /// The editor went away and closed the pipe the server writes to: the server logs it and
    /// exits 1, as LSPCommand says, instead of being killed by SIGPIPE on its next answer.
    func testAClosedOutputEndsTheServerWithOneNotASignal() throws {
        let process = Process()
        process.executableURL = try LSPClient.requireBinary()
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        try output.fileHandleForReading.close()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        input.fileHandleForWriting.write(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        guard ended.wait(timeout: .now() + 10) == .success else {
            process.terminate()
            return XCTFail("the server did not end")
        }
        XCTAssertEqual(process.terminationReason, .exit, "killed by signal \(process.terminationStatus)")
        XCTAssertEqual(process.terminationStatus, 1)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.contains("stdout is closed"), log)
    }
}
