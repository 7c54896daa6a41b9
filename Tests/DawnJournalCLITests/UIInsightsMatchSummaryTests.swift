import DawnJournal
import DawnJournalUI
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The Insights tab of `dawn-journal ui` shows the numbers `dawn-journal summary --days N
/// --json` prints, on the same journal at the same time, for each of its windows: the two front
/// ends are compared, not their shared code.
final class UIInsightsMatchSummaryTests: XCTestCase {
    private let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/demo")
    private let now = LocalDateTime("2026-11-21T14:05")!

    private func summaryJSON(days: Int) throws -> [String: Any] {
        let out = BufferSink()
        let err = BufferSink()
        let context = CLIContext(
            environment: [:], currentDirectory: demo.path, systemNow: now, stdout: out, stderr: err,
            stdoutIsTerminal: false)
        let code = DawnJournalCLI.run(
            ["summary", "--days", String(days), "--json", "--journal", demo.path], context: context)
        XCTAssertEqual(code, 0, err.text)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any])
    }

    /// The Insights tab's screen (120×40, so every card shows) on the window of `days` days.
    private func screen(days: Int) -> String {
        var app = UIApp(
            storage: FolderStorage(root: demo.path), date: nil, now: now, size: TerminalSize(columns: 120, rows: 40),
            colorMode: .none)
        _ = app.handle(.key(KeyPress(.character("3"))), now: now)
        for _ in [7, 30, 90].prefix(while: { $0 != days }) { _ = app.handle(.key(KeyPress(.right)), now: now) }
        return app.render().snapshot().components(separatedBy: "\n--\n")[0]
    }

    func testEachWindowShowsTheNumbersOfSummaryJSON() throws {
        for days in [7, 30, 90] {
            let json = try summaryJSON(days: days)
            let text = screen(days: days)
            let rows = text.components(separatedBy: "\n")
            XCTAssertTrue(text.contains("\(json["from"]!) – \(json["to"]!) · \(days) days"), text)
            let overall = try XCTUnwrap(json["overall"] as? [String: Any])
            XCTAssertTrue(
                text.contains("\(overall["done"]!) out of \(overall["due"]!) total habit instances"), "\(days): \(text)"
            )
            var names: [String: String] = [:]
            for habit in try XCTUnwrap(json["habits"] as? [[String: Any]]) {
                let name = try XCTUnwrap(habit["name"] as? String)
                names[try XCTUnwrap(habit["id"] as? String)] = name
                let row = try XCTUnwrap(rows.first { $0.contains(" " + name + " ") }, name)
                if habit["percent"] is NSNull {
                    XCTAssertTrue(row.hasSuffix("not due in this window"), row)
                } else {
                    XCTAssertTrue(row.contains("  \(habit["done"]!) of \(habit["due"]!)"), "\(days): \(row)")
                }
                if let amount = habit["amount"], let unit = habit["unit"] {
                    XCTAssertTrue(row.contains(" · \(amount) \(unit)"), row)
                }
            }
            let most = try XCTUnwrap(names[try XCTUnwrap(json["mostConsistent"] as? String)])
            XCTAssertTrue(text.contains("Your most consistent habit is \(most) at "), text)
            let growth = try XCTUnwrap(names[try XCTUnwrap(json["roomForGrowth"] as? String)])
            XCTAssertTrue(text.contains("\(growth) has been completed "), text)
        }
    }
}
