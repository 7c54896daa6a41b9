import DawnJournal
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `dawn-journal report`: the file, its range, its escaping, and its usage errors. The page
/// in a real browser is scripts/check-report.py's.
final class ReportCommandTests: XCTestCase {
    /// Today (the harness's clock) is Saturday 2026-11-21.
    func journal() throws -> CLIHarness {
        let h = try CLIHarness()
        try h.write(
            "habits.toml",
            #"""
            [habits.x]
            name = "<b>&\"x\""
            emoji = "🏃"
            color = "#1E3A8A"
            duration = "30m"
            description = "<script>alert('hi')</script>"
            since = 2026-11-01

            [habits.odd]
            name = "Odd"
            color = "not-a-colour"
            days = ["mon", "wed"]
            since = 2026-11-01

            """#)
        try h.write(
            "days/2026/2026-11-16.md", "## Timeline\n- 07:00-07:30 x -- <i>note</i> & more\n## Checklist\n- [x] Odd\n")
        try h.write("days/2026/2026-11-18.md", "## Checklist\n- [-] x\n")
        try h.write("days/2026/2026-11-20.md", "## Timeline\n- 23:30-25:00 x\n")
        return h
    }

    /// Fewer than three completions: no Insights on the page, in summary's text, or in its
    /// JSON (whose ids the page is checked against).
    func testTooFewCompletionsNameNoHabitAnywhere() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.run]\nname = \"Run\"\nsince = 2026-11-01\n\n[habits.read]\nname = \"Read\"\nsince = 2026-11-01\n")
        try h.write("days/2026/2026-11-16.md", "## Checklist\n- [x] Run\n- [x] Read\n")
        let json = h.run(["summary", "--days", "30", "--json"])
        XCTAssertEqual(json.code, 0, json.stderr)
        XCTAssertNotNil(json.stdout.range(of: #""mostConsistent": ?null"#, options: .regularExpression), json.stdout)
        XCTAssertNotNil(json.stdout.range(of: #""roomForGrowth": ?null"#, options: .regularExpression), json.stdout)
        XCTAssertTrue(
            h.run(["summary", "--days", "30"]).stdout.contains(
                "Complete a few habits to see insights about your patterns."))
        let page = h.run(["report", "-o", "-"]).stdout
        XCTAssertTrue(page.contains("Complete a few habits to see insights about your patterns."))
        XCTAssertFalse(page.contains("Most Consistent"))
        // A third completion is enough: then JSON names the habit.
        try h.write("days/2026/2026-11-17.md", "## Checklist\n- [x] Run\n")
        let enough = h.run(["summary", "--days", "30", "--json"]).stdout
        XCTAssertNotNil(enough.range(of: #""mostConsistent": ?"run""#, options: .regularExpression), enough)
    }

    func testWritesReportHTMLAndPrintsThePath() throws {
        let h = try journal()
        defer { h.remove() }
        let r = h.run(["report"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "report.html\n")
        let page = try h.text("report.html")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(
            page.contains("2026-11-01 – 2026-11-21 · 21 days, since the journal began"),
            "the last twelve months, from the journal's first day (the earliest since)")
        // Every piece of user text is escaped.
        XCTAssertTrue(page.contains("&lt;b&gt;&amp;&quot;x&quot;"))
        XCTAssertFalse(page.contains(#"<b>&"x""#))
        XCTAssertTrue(page.contains("&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt;"))
        XCTAssertFalse(page.contains("<script"))
        XCTAssertTrue(page.contains("&lt;i&gt;note&lt;/i&gt; &amp; more"), "the note, in the block's title")
        XCTAssertFalse(page.contains("http"), "no address outside the page")
        // A heatmap per active habit, a cell and a title per day.
        XCTAssertEqual(page.components(separatedBy: "<svg class=\"heatmap\"").count - 1, 2)
        XCTAssertEqual(
            page.components(separatedBy: "<rect class=").count - 1, 2 * 21 + 6 + 1,
            "the cells, the legend's six and the hatching's background")
        XCTAssertEqual(page.components(separatedBy: "<title>2026-11-16 · done</title>").count - 1, 2)
        XCTAssertTrue(page.contains("<title>2026-11-18 · skipped</title>"))
        XCTAssertTrue(page.contains("<title>2026-11-17 · not applicable</title>"), "Odd on a Tuesday")
        XCTAssertTrue(page.contains("<title>2026-11-18 · missed</title>"), "Odd on the Wednesday")
        // The dark habit's block has white text (the contrast rule); the malformed colour none.
        XCTAssertTrue(page.contains("background:#1E3A8A;color:#FFFFFF;"))
        XCTAssertTrue(page.contains("<g class=\"plain\">"))
        // The night of the 20th goes past 24:00: the timeline runs to 01:00 the next day.
        XCTAssertTrue(page.contains("00:00 +1"))
        XCTAssertTrue(page.contains("title=\"23:30–25:00 · 🏃 &lt;b&gt;"))
        // Insights: the numbers of summary for the same range.
        let summary = h.run(["summary", "--days", "21", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as! [String: Any]
        let overall = json["overall"] as! [String: Any]
        XCTAssertTrue(page.contains("data-done=\"\(overall["done"]!)\" data-due=\"\(overall["due"]!)\""))
    }

    func testRangesOutputAndUsageErrors() throws {
        let h = try journal()
        defer { h.remove() }
        let year = h.run(["report", "--year", "2026", "--output", "out/2026.html"])
        XCTAssertEqual(year.code, 1, "no folder out/")
        XCTAssertTrue(year.stderr.contains("cannot write out/2026.html"), year.stderr)
        try FileManager.default.createDirectory(atPath: h.path("out"), withIntermediateDirectories: true)
        XCTAssertEqual(h.run(["report", "--year", "2026", "--output", "out/2026.html"]).stdout, "out/2026.html\n")
        XCTAssertTrue(try h.text("out/2026.html").contains("2026-01-01 – 2026-12-31 · 365 days"))
        XCTAssertTrue(try h.text("out/2026.html").contains("<title>2026-12-31 · not yet</title>"))

        // -o is --output.
        XCTAssertEqual(h.run(["report", "-o", "short.html"]).stdout, "short.html\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: h.path("short.html")))
        let stdout = h.run(["report", "--from", "2026-11-15", "--to", "today", "-o", "-"])
        XCTAssertEqual(stdout.code, 0, stdout.stderr)
        XCTAssertTrue(stdout.stdout.contains("2026-11-15 – 2026-11-21 · 7 days"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: h.path("-")))

        for (args, message) in [
            (["--year", "2026", "--from", "2026-01-01"], "alternatives"),
            (["--year", "26"], "'--year' takes a year"),
            (["--from", "soon"], "'soon' is not a date"),
            (["--from", "2026-11-21", "--to", "2026-11-20"], "is after the last day"),
            (["--from", "2010-01-01"], "at most 3660 days"),
            (["--output", ""], "'--output' cannot be empty"),
        ] {
            let r = h.run(["report"] + args)
            XCTAssertEqual(r.code, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("See 'dawn-journal report --help'"), r.stderr)
        }
    }

    /// -o naming something that is not a regular file is refused and left as it was: the
    /// atomic rename would otherwise put a plain file in place of a FIFO, a device such as
    /// /dev/null (when run as root), or say only "Is a directory" for a folder.
    func testOutputThatIsNotARegularFileIsRefusedAndLeftAlone() throws {
        let h = try journal()
        defer { h.remove() }
        XCTAssertEqual(mkfifo(h.path("pipe"), 0o644), 0)
        let fifo = h.run(["report", "-o", "pipe"])
        XCTAssertEqual(fifo.code, 1, fifo.stderr)
        XCTAssertTrue(
            fifo.stderr.contains("cannot write pipe: is a FIFO (named pipe), not a regular file"), fifo.stderr)
        var st = stat()
        XCTAssertEqual(lstat(h.path("pipe"), &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")

        try FileManager.default.createDirectory(atPath: h.path("folder"), withIntermediateDirectories: true)
        let folder = h.run(["report", "-o", "folder"])
        XCTAssertEqual(folder.code, 1, folder.stderr)
        XCTAssertTrue(folder.stderr.contains("cannot write folder: is a folder, not a file"), folder.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: h.path(".")).filter { $0.contains("dawn-tmp") }, [],
            "no temporary file left behind")
    }

    /// `-o` onto a link to nothing: the rename would have put a plain file where the link was.
    func testOutputThatIsALinkToNothingIsRefusedAndTheLinkKept() throws {
        let h = try journal()
        defer { h.remove() }
        XCTAssertEqual(symlink("missing/out.html", h.path("out.html")), 0)
        let r = h.run(["report", "-o", "out.html"])
        XCTAssertEqual(r.code, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.contains("cannot write out.html: is a link to nothing"), r.stderr)
        var st = stat()
        XCTAssertEqual(lstat(h.path("out.html"), &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFLNK, "the link is still a link")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: h.path("out.html")), "missing/out.html")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: h.path(".")).filter { $0.contains("dawn-tmp") }, [])
    }

    /// Text on a timeline block is the contrast rule's colour at full strength: dimming the
    /// time (opacity .85) took white on #767676 from 4.54:1 down to about 3.8:1, under 4.5.
    func testBlockTextIsNotDimmedBelowTheContrastRule() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml", "[habits.g]\nname = \"Grey\"\ncolor = \"#767676\"\nduration = \"30m\"\nsince = 2026-11-01\n")
        try h.write("days/2026/2026-11-20.md", "## Timeline\n- 07:00-08:00 Grey\n")
        let page = h.run(["report", "-o", "-"]).stdout
        XCTAssertTrue(page.contains("background:#767676;color:#FFFFFF;"), "white has the higher ratio on #767676")
        XCTAssertTrue(page.contains("<span class=\"time\">07:00</span>"))
        let css = ReportPage.css.split(separator: "\n").filter { $0.contains(".block") }
        XCTAssertFalse(css.contains { $0.contains("opacity") }, "block text is never faded: \(css)")
    }

    /// A block names its habit first where room is short: side by side (entries that overlap)
    /// and in print a block is a fraction of a column, and "07:15 🧘 Yo…" cut the name to
    /// nothing; the time stays in the block's title and in the hour rows.
    func testNarrowBlocksShowTheNameNotTheTime() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.y]\nname = \"Yoga\"\nemoji = \"🧘\"\ncolor = \"mint\"\nduration = \"30m\"\nsince = 2026-11-01\n\n[habits.r]\nname = \"Run\"\ncolor = \"coral\"\nduration = \"30m\"\nsince = 2026-11-01\n"
        )
        try h.write("days/2026/2026-11-19.md", "## Timeline\n- 07:00-08:00 Run\n")
        try h.write(
            "days/2026/2026-11-20.md", "## Timeline\n- 07:00-08:00 Run\n- 07:15-07:45 Yoga\n- 12:00-12:30 Yoga\n")
        let page = h.run(["report", "-o", "-"]).stdout
        func blocks(_ date: String) -> [Substring] {
            guard let day = page.range(of: "data-date=\"\(date)\"") else { return [] }
            let rest = page[day.upperBound...]
            return rest[..<(rest.range(of: "</div></div>")?.lowerBound ?? rest.endIndex)].split(
                separator: "<div class=\"block"
            ).dropFirst().map { $0 }
        }
        XCTAssertEqual(blocks("2026-11-19").count, 1)
        XCTAssertTrue(blocks("2026-11-19")[0].contains("<span class=\"time\">07:00</span> Run"), "room for the time")
        let side = blocks("2026-11-20")
        XCTAssertEqual(side.count, 3)
        for b in side {
            XCTAssertFalse(b.contains("class=\"time\""), "side by side: no time before the name: \(b)")
            XCTAssertTrue(b.contains("width:50%"), String(b))
        }
        XCTAssertTrue(side[1].contains("title=\"07:15–07:45 · 🧘 Yoga\">🧘 Yoga</div>"), String(side[1]))
        let print = ReportPage.css[ReportPage.css.range(of: "@media print")!.upperBound...]
        XCTAssertTrue(print.contains(".block .time{display:none}"), "in print the blocks are narrow too")
        XCTAssertTrue(print.contains(".screen{display:none}"), "paper has no pointer: the tooltip line is left out")
        XCTAssertFalse(page.contains("tap for"), "a tooltip does not open on a tap in most mobile browsers")
    }

    /// Done and missed differ in shape, not only in colour: with a light habit colour (stone
    /// B2BEC3 against the missed grey E8EAED is 1.5:1) the two full squares were hardly told
    /// apart, on screen or printed in grey. Missed is a smaller square inside its cell.
    func testMissedIsASmallerSquareThanDone() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[journal]\nweek_starts = \"monday\"\n\n[habits.c]\nname = \"Coffee\"\ncolor = \"stone\"\nsince = 2026-11-16\n"
        )
        try h.write("days/2026/2026-11-16.md", "## Checklist\n- [x] Coffee\n")
        let page = h.run(["report", "--from", "2026-11-16", "-o", "-"]).stdout
        // One column (the week of Monday the 16th): Monday in row 0, Tuesday in row 1.
        XCTAssertTrue(
            page.contains(
                "<rect class=\"d\" x=\"30\" y=\"16\" width=\"11\" height=\"11\"><title>2026-11-16 · done</title></rect>"
            ), page)
        XCTAssertTrue(
            page.contains(
                "<rect class=\"m\" x=\"32\" y=\"31\" width=\"7\" height=\"7\"><title>2026-11-17 · missed</title></rect>"
            ))
        XCTAssertTrue(
            page.contains("<rect class=\"m\" x=\"2\" y=\"2\" width=\"7\" height=\"7\"></rect></svg> missed"),
            "the legend draws it so")
    }

    /// The heatmap's columns are weeks by the one week-start rule, also at the calendar's first
    /// day: with weeks from Sunday, 0001-01-01 is a Monday whose week began the day before the
    /// calendar, and Sunday the 7th starts the second column. The column was counted from the
    /// first week's start kept within the calendar (the 1st), which put the 7th in the first.
    func testHeatmapColumnsAreWeeksAtTheCalendarsStart() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml", "[journal]\nweek_starts = \"sunday\"\n\n[habits.c]\nname = \"Coffee\"\nsince = 0001-01-01\n")
        let page = h.run(["report", "--year", "0001", "-o", "-"]).stdout
        // Column 0 holds Monday the 1st (row 1) to Saturday the 6th (row 6); column 1 starts
        // with Sunday the 7th (row 0). Cells are 13 apart; missed squares are inset by 2.
        XCTAssertTrue(
            page.contains(
                "<rect class=\"m\" x=\"32\" y=\"31\" width=\"7\" height=\"7\"><title>0001-01-01 · missed</title></rect>"
            ), page)
        XCTAssertTrue(
            page.contains(
                "<rect class=\"m\" x=\"45\" y=\"18\" width=\"7\" height=\"7\"><title>0001-01-07 · missed</title></rect>"
            ))
        XCTAssertTrue(
            page.contains(
                "<rect class=\"m\" x=\"45\" y=\"31\" width=\"7\" height=\"7\"><title>0001-01-08 · missed</title></rect>"
            ))
    }

    /// Characters that HTML does not allow (noncharacters such as U+FFFE and U+FDD0, C0 and C1
    /// controls) pass lint in a name or a note, but made the page fail the validator
    /// (html5lib: invalid-codepoint): they are written as U+FFFD, in text and attributes.
    func testCharactersHTMLDoesNotAllowAreReplaced() throws {
        // Swift string literals cannot hold noncharacters: built from scalar values.
        func text(_ values: UInt32...) -> String {
            String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
        }
        XCTAssertEqual(
            HTML.escape(text(0x41, 0xFFFE, 0x42, 0xFDD0, 0xFDEF, 0xFFFF, 0x1FFFE, 0x10FFFF, 0x1, 0x85, 0x43)),
            "A\u{FFFD}B\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}C")
        XCTAssertEqual(
            HTML.escape("\u{FDCF}\u{FDF0}\u{FFFD}\u{FFFC}\t\n👩‍👩‍👧‍👦"), "\u{FDCF}\u{FDF0}\u{FFFD}\u{FFFC}\t\n👩‍👩‍👧‍👦",
            "neighbours stay")
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.a]\nname = \"A\\uFFFEB\"\nduration = \"30m\"\nsince = 2026-11-01\n")
        try h.write("days/2026/2026-11-20.md", "## Timeline\n- 07:00-07:30 a -- n" + text(0xFDD0) + "x\n")
        let page = h.run(["report", "-o", "-"]).stdout
        XCTAssertTrue(page.contains("A\u{FFFD}B"), "the name")
        XCTAssertTrue(page.contains("n\u{FFFD}x\""), "the note, in a title attribute")
        XCTAssertFalse(page.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFDD0 })

        // Form feed and carriage return too: standard output would show them escaped, and
        // `-o -` would no longer be the bytes of the file.
        XCTAssertEqual(HTML.escape("a\u{C}b\rc\td\ne"), "a\u{FFFD}b\u{FFFD}c\td\ne")
        try h.write("habits.toml", "[habits.a]\nname = \"A\\fB\"\nsince = 2026-11-01\n")
        XCTAssertEqual(h.run(["report", "-o", "page.html"]).code, 0)
        let stdout = h.run(["report", "-o", "-"]).stdout
        XCTAssertTrue(stdout.contains("A\u{FFFD}B"))
        XCTAssertEqual(stdout, try h.text("page.html"), "the same page on standard output and in a file")
    }

    /// A month's name is not cut at the right edge of its chart: a one-day heatmap was 43 px
    /// wide with "Nov" at x 30 (Chromium showed "No"), and a week chart whose last bar opens
    /// a month put its name 13 px from the edge. Each leaves 26 px after a label's x.
    func testMonthNamesFitInsideTheirCharts() throws {
        let h = try journal()
        defer { h.remove() }
        func widthsAndLastLabels(_ page: String, _ cls: String) -> [(width: Int, lastLabel: Int)] {
            page.components(separatedBy: "<svg class=\"\(cls)\"").dropFirst().map { svg in
                let width = Int(svg.split(separator: "\"")[svg.hasPrefix(" data-habit") ? 3 : 1])!
                let xs = svg.components(separatedBy: "<text class=\"label\" x=\"").dropFirst()
                    .filter { !$0.contains("\">Mon<") && !$0.contains("\">Sun<") && !$0.contains("h<") }
                    .compactMap { Int($0.prefix { $0 != "\"" }) }
                return (width, xs.max() ?? 0)
            }
        }
        let one = h.run(["report", "--from", "2026-11-21", "--to", "2026-11-21", "-o", "-"]).stdout
        let maps = widthsAndLastLabels(one, "heatmap")
        XCTAssertEqual(maps.count, 2)
        for m in maps { XCTAssertGreaterThanOrEqual(m.width - m.lastLabel, 26, "heatmap \(m)") }
        // Weeks from Monday: Sep 28 (Sep), … Nov 2 opens November on the last bar.
        try h.write("days/2026/2026-11-02.md", "## Timeline\n- 07:00-07:30 x\n")
        let chart = widthsAndLastLabels(
            h.run(["report", "--from", "2026-10-01", "--to", "2026-11-03", "-o", "-"]).stdout, "weekly")
        XCTAssertEqual(chart.count, 1)
        for c in chart { XCTAssertGreaterThanOrEqual(c.width - c.lastLabel, 26, "weekly \(c)") }
    }

    func testEmptyStatesUseProductWording() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "")
        let page = h.run(["report", "--output", "-"]).stdout
        XCTAssertTrue(page.contains(EmptyStateText.noHabits))
        try h.write("habits.toml", "[habits.a]\nname = \"A\"\nsince = 2020-01-01\narchived = 2020-02-01\n")
        let inactive = h.run(["report", "--output", "-"]).stdout
        XCTAssertTrue(inactive.contains(EmptyStateText.noActiveHabits))
        try h.write("habits.toml", "[habits.a]\nname = \"A\"\nsince = 2026-11-20\n")
        let fresh = h.run(["report", "--output", "-"]).stdout
        XCTAssertTrue(fresh.contains(EmptyStateText.notEnoughForInsights), "one missed day, no completion")
        // The last week of a short range holds fewer than seven days, and says so.
        // By default the range starts on the journal's first day: two days here.
        XCTAssertTrue(fresh.contains("Nothing on the timeline these 2 days."))
        XCTAssertTrue(
            h.run(["report", "--from", "2026-01-01", "-o", "-"]).stdout.contains(
                "Nothing on the timeline these seven days."))
        XCTAssertTrue(
            h.run(["report", "--from", "2026-11-20", "-o", "-"]).stdout.contains(
                "Nothing on the timeline these 2 days."))
        XCTAssertTrue(
            h.run(["report", "--from", "2026-11-21", "-o", "-"]).stdout.contains("Nothing on the timeline this day."))
    }
}
