import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The views at the terminal's width, the journal part of `day`, and the origin designs'
/// colours, wording and empty states (issue 12, points 3, 4 and 10).
final class ViewLayoutTests: XCTestCase {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../samples/demo").standardizedFileURL
    static let now = "2026-11-21T21:00"

    func harness() throws -> CLIHarness {
        var h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = Self.now
        return h
    }

    /// Every view of the demo at 60, 80 and 120 columns: no line is wider, measured in
    /// display width with colour off.
    func testNoLineIsWiderThanTheWidth() throws {
        var h = try harness()
        defer { h.remove() }
        let views: [[String]] = [
            ["day"], ["day", "2026-11-20"], ["day", "2026-11-23"], ["today"], ["week"],
            ["history", "--days", "7"], ["history", "--days", "30"], ["history", "--days", "90"],
            ["summary"], ["summary", "--days", "90"], ["habit", "list"],
        ]
        for width in [60, 80, 120] {
            h.environment["COLUMNS"] = String(width)
            for view in views {
                let r = h.run(view + ["--journal", Self.demo.path])
                XCTAssertEqual(r.code, 0, "\(view): \(r.stderr)")
                XCTAssertGreaterThan(r.stdout.split(separator: "\n").count, 3, "\(view)")
                for line in r.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
                    XCTAssertLessThanOrEqual(
                        DisplayWidth.of(line), width, "\(view.joined(separator: " ")) at \(width): '\(line)'")
                }
            }
        }
        // A narrow terminal takes more blocks of history; a wide one fewer.
        func blocks(_ width: Int) -> Int {
            h.environment["COLUMNS"] = String(width)
            return h.run(["history", "--days", "90", "--journal", Self.demo.path]).stdout.components(
                separatedBy: "\n\n"
            ).count
        }
        XCTAssertGreaterThan(blocks(60), blocks(120))
    }

    func testTheWidthComesFromColumnsThenTheTerminal() {
        XCTAssertEqual(CLIContext.width(columns: nil, terminal: nil), 80, "piped")
        XCTAssertEqual(CLIContext.width(columns: nil, terminal: 132), 132)
        XCTAssertEqual(CLIContext.width(columns: "100", terminal: 132), 100, "COLUMNS first")
        XCTAssertEqual(CLIContext.width(columns: "wide", terminal: nil), 80)
        XCTAssertEqual(CLIContext.width(columns: "0", terminal: 90), 90)
        XCTAssertEqual(CLIContext.width(columns: "10", terminal: nil), CLIContext.minimumWidth)
    }

    /// Each history block has a day-of-month line labelling every column, the glyphs under
    /// the last digit of their day, newest first, and a month line.
    func testEveryHistoryColumnIsLabelledWithItsDay() throws {
        var h = try harness()
        defer { h.remove() }
        h.environment["COLUMNS"] = "80"
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(h.run(["history", "--days", "30", "--json", "--journal", Self.demo.path]).stdout.utf8))
                as? [String: Any])
        let dates = try XCTUnwrap(json["dates"] as? [String])
        let text = h.run(["history", "--days", "30", "--journal", Self.demo.path]).stdout
        let blocks = text.components(separatedBy: "\n\n").dropFirst().dropLast()
        XCTAssertEqual(blocks.count, 2, "30 days at 80 columns: three weeks, then the rest")
        var labelled: [Int] = []
        for block in blocks {
            let lines = block.split(separator: "\n").map(String.init)
            XCTAssertTrue(["Nov", "Oct"].contains(where: { lines[0].contains($0) }), lines[0])
            let dayLine = Array(lines[1])
            let days = lines[1].split(separator: " ").compactMap { Int($0) }
            labelled += days
            // The first habit's glyphs stand under the last digit of each day.
            let row = Array(lines[2])
            let digitEnds = dayLine.indices.filter {
                dayLine[$0].isNumber && ($0 + 1 == dayLine.count || dayLine[$0 + 1] == " ")
            }
            XCTAssertEqual(digitEnds.count, days.count)
            for i in digitEnds { XCTAssertTrue("●○◌–◦·".contains(row[i]), "column \(i) of '\(lines[2])'") }
        }
        XCTAssertEqual(labelled, dates.map { Int($0.suffix(2))! })
    }

    func testDayShowsTheFrontMatterAndTheNotesAndCutsLongLines() throws {
        var h = try harness()
        defer { h.remove() }
        let note = String(repeating: "a long note ", count: 15)
        try h.write("habits.toml", "[habits.run]\nname = \"Morning Run\"\nduration = \"30m\"\n")
        try h.write(
            "days/2026/2026-11-21.md",
            """
            +++
            mood = 4
            weather = "rain"
            +++

            Slept badly, but the run helped.

            ## Timeline

            - 06:30-07:00 Morning Run -- \(note)

            ## Notes

            \(String(repeating: "word ", count: 30))

            """)
        let r = h.run(["today"])
        XCTAssertTrue(
            r.stdout.hasSuffix(
                """
                1 of 1 completed
                All habits completed for today. See you tomorrow.

                mood: 4
                weather: rain

                Slept badly, but the run helped.

                ## Notes

                word word word word word word word word word word word word word word word word
                word word word word word word word word word word word word word word

                """), r.stdout)
        let entry = try XCTUnwrap(r.stdout.split(separator: "\n").first { $0.contains("Morning Run  06:30") })
        XCTAssertEqual(DisplayWidth.of(entry), 80)
        XCTAssertTrue(entry.hasSuffix("…"))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(h.run(["today", "--json"]).stdout.utf8)) as? [String: Any])
        let fields = try XCTUnwrap(json["frontMatter"] as? [String: Any])
        XCTAssertEqual(fields["mood"] as? Int, 4)
        XCTAssertEqual(fields["weather"] as? String, "rain")
        XCTAssertEqual(
            json["notes"] as? String,
            "Slept badly, but the run helped.\n\n## Notes\n\n" + String(repeating: "word ", count: 30))
    }

    func testInsightsWordingAndNeutralBars() throws {
        var h = try harness()
        defer { h.remove() }
        let plain = h.run(["summary", "--journal", ViewTests.journal10.path]).stdout
        XCTAssertTrue(plain.contains("\nMost Consistent\n  Your most consistent habit is Morning Run at 72%\n"), plain)
        XCTAssertTrue(plain.contains("\nRoom for Growth\n  Read has been completed 11 times (38%)\n"), plain)
        let r = h.run(["summary", "--color", "always", "--journal", Self.demo.path])
        let bars = r.stdout.split(separator: "\n").filter { $0.contains("█") || $0.contains("░") }
        XCTAssertGreaterThan(bars.count, 5)
        for bar in bars {
            XCTAssertTrue(bar.contains("\u{1B}[38;5;246m█") || !bar.contains("█"), "a neutral grey bar: \(bar)")
            // The habit's colour marks its name only: one colour sequence of the habit's before the bar.
            let beforeBar = bar.components(separatedBy: "█").first!
            XCTAssertEqual(
                bar.components(separatedBy: "38;2;").count - 1, beforeBar.components(separatedBy: "38;2;").count - 1,
                String(bar))
        }
    }

    func testEmptyStatesOfTheOriginDesigns() throws {
        var h = try harness()
        defer { h.remove() }
        // A fresh journal: habits, nothing done yet.
        try h.write("habits.toml", "[habits.read]\nname = \"Read\"\n")
        let fresh = h.run(["summary"]).stdout
        XCTAssertTrue(fresh.contains("Complete a few habits to see insights about your patterns."), fresh)
        XCTAssertFalse(fresh.contains("Your history will appear here"), fresh)
        // Fewer than 3 completions in the window.
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [x] Read\n")
        try h.write("days/2026/2026-11-19.md", "## Checklist\n- [x] Read\n")
        XCTAssertTrue(
            h.run(["summary"]).stdout.hasSuffix("Complete a few habits to see insights about your patterns.\n"))
        try h.write("days/2026/2026-11-18.md", "## Checklist\n- [x] Read\n")
        XCTAssertTrue(h.run(["summary"]).stdout.contains("Your most consistent habit is Read at"))
        // Every habit archived or not started.
        try h.write(
            "habits.toml",
            "[habits.read]\nname = \"Read\"\narchived = 2026-11-21\n[habits.run]\nname = \"Run\"\nsince = 2026-12-01\n")
        XCTAssertTrue(h.run(["summary", "--days", "1"]).stdout.contains("You have no active habits."))
        for view in [["day"], ["today"]] {
            let r = h.run(view)
            XCTAssertTrue(r.stdout.contains("Your habits start on Tuesday 1 December."), "\(view): \(r.stdout)")
        }
        XCTAssertFalse(h.run(["day", "2026-11-19"]).stdout.contains("You have no active habits."))
    }

    func testColoursWithoutHashAndMalformedColours() throws {
        var h = try harness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.a]\nname = \"Alpha\"\ncolor = \"FF6B6B\"\ndescription = \"\(String(repeating: "why ", count: 40))\"\n[habits.b]\nname = \"Beta\"\ncolor = \"bleu\"\nduration = \"30m\"\n"
        )
        try h.write("days/2026/2026-11-21.md", "## Timeline\n- 06:00-06:30 Beta\n## Checklist\n- [x] Alpha\n")
        let list = h.run(["habit", "list", "--color", "always"]).stdout
        XCTAssertTrue(
            list.contains("\u{1B}[38;2;26;26;26;48;2;255;107;107m Alpha "),
            "coral without '#', near-black text: \(list)")
        XCTAssertTrue(list.contains("[Beta ]"), "a malformed colour: no colour, as without colour")
        let description = try XCTUnwrap(
            h.run(["habit", "list"]).stdout.split(separator: "\n").first { $0.contains("why") })
        XCTAssertEqual(DisplayWidth.of(description), 80)
        XCTAssertTrue(description.hasSuffix("…"))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(h.run(["habit", "list", "--json"]).stdout.utf8)) as? [String: Any])
        let habits = try XCTUnwrap(json["habits"] as? [[String: Any]])
        XCTAssertEqual(habits[0]["color"] as? String, "#FF6B6B")
        XCTAssertTrue(habits[1]["color"] is NSNull, "a malformed colour is null")
        XCTAssertEqual((habits[0]["description"] as? String)?.hasPrefix("why why"), true)
        let day = h.run(["day", "--color", "always"]).stdout
        XCTAssertFalse(day.contains("48;2;178;190;195"), "no made-up stone for a malformed colour")
        XCTAssertTrue(day.contains("█▌ Beta"), day)
        // --color takes hex without '#' and writes it with one.
        XCTAssertEqual(h.run(["habit", "add", "Gamma", "--color", "48dbab"]).code, 0)
        XCTAssertTrue(try h.text("habits.toml").contains("color = \"#48DBAB\""))
        XCTAssertEqual(h.run(["habit", "add", "Delta", "--color", "48dbab0"]).code, 64)
    }
}
