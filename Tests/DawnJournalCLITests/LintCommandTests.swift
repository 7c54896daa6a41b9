import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

final class LintCommandTests: XCTestCase {
    static let habits = """
        [journal]
        day_starts = "04:00"

        [habits.morning-run]
        name = "Morning Run"
        emoji = "🏃"
        color = "coral"
        duration = "30m"
        since = 2026-09-01

        [habits.floss]
        name = "Floss"
        emoji = "🦷"
        archived = 2026-11-01

        [habits.read]
        name = "Read"
        colour = "sky"
        duration = "20m"

        """

    /// One planted mistake per rule; (path, line, code, severity) of each expected finding.
    func plantedJournal(_ h: CLIHarness) throws -> Set<String> {
        try h.write("habits.toml", Self.habits)
        try h.write("days/2026/2026-10-01.md", "## Timeline\n\n- 06:30-07:00 Mornin Run\n") // unknown-habit
        try h.write("days/2026/2026-02-30.md", "## Timeline\n") // bad-day-path
        try h.write("days/2026/2026-10-02.md", "+++\ndate = 2026-10-03\n+++\n") // date-mismatch
        try h.write("days/2026/2026-10-03.md", "## Checklist\n\n- [x] Floss\n- [x] Floss\n") // duplicate-item
        try h.write("days/2026/2026-11-25.md", "## Timeline\n\n- 06:30-07:00 Morning Run\n") // future-entry
        try h.write("days/2026/2026-10-04.md", "## Timeline\n\n- 06:40-07:10 Morning Run\n") // off-grid
        // overlap, then duplicate-entry
        try h.write("days/2026/2026-10-05.md", "## Timeline\n\n- 06:30-07:15 Morning Run\n- 07:00-07:30 Read\n")
        try h.write("days/2026/2026-10-06.md", "## Timeline\n\n- 06:30-07:00 Morning Run\n- 06:30-07:00 Morning Run\n")
        try h.write("days/2026/2026-08-30.md", "## Timeline\n\n- 06:30-07:00 Morning Run\n") // inactive-habit
        try h.write("days/2026/2026-10-07.md", "## Timeline\n\n- 06:30-07:00 🚴 Morning Run\n") // emoji-mismatch
        try h.write("days/notes.txt", "shopping list\n") // stray-file
        try h.write("days/2026/2026-10-08.md", "## Timeline\n\n- 35:00-36:00 Morning Run\n") // bad-time (parser)
        return [
            "habits.toml:18:unknown-key:warning",
            "habits.toml:19:bad-habit-duration:error",
            "days/2026/2026-10-01.md:3:unknown-habit:error",
            "days/2026/2026-02-30.md:1:bad-day-path:error",
            "days/2026/2026-10-02.md:2:date-mismatch:error",
            "days/2026/2026-10-03.md:4:duplicate-item:error",
            "days/2026/2026-11-25.md:3:future-entry:error",
            "days/2026/2026-10-04.md:3:off-grid:warning",
            "days/2026/2026-10-05.md:4:overlap:warning",
            "days/2026/2026-10-06.md:4:duplicate-entry:warning",
            "days/2026/2026-08-30.md:3:inactive-habit:warning",
            "days/2026/2026-10-07.md:3:emoji-mismatch:warning",
            "days/notes.txt:1:stray-file:warning",
            "days/2026/2026-10-08.md:3:bad-time:error",
        ]
    }

    func testPlantedMistakesAreEachReportedOnceAndNothingElse() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T08:00"
        let expected = try plantedJournal(h)
        let r = h.run(["lint", "--format", "json"])
        XCTAssertEqual(r.code, 1, r.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { d in "\(d["path"]!):\(d["line"]!):\(d["code"]!):\(d["severity"]!)" }
        XCTAssertEqual(Set(found), expected)
        XCTAssertEqual(found.count, expected.count, "each reported once")
        XCTAssertEqual(object["errors"] as? Int, expected.filter { $0.hasSuffix(":error") }.count)
        XCTAssertEqual(object["warnings"] as? Int, expected.filter { $0.hasSuffix(":warning") }.count)
        for d in diagnostics {
            for key in ["path", "line", "column", "length", "severity", "code", "message", "hint"] {
                XCTAssertNotNil(d[key], "\(key) in \(d)")
            }
        }
    }

    func testTextFormatHasSourceCaretHintAndCounts() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T08:00"
        try h.write("habits.toml", Self.habits)
        try h.write("days/2026/2026-10-01.md", "## Timeline\n\n- 06:30-07:00 🏃‍♀️ Mornin Run\n")
        let r = h.run(["lint", "days/2026/2026-10-01.md"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(
            r.stdout,
            """
            days/2026/2026-10-01.md:3:17: error: no habit named 'Mornin Run' in habits.toml [unknown-habit]
             3 | - 06:30-07:00 🏃‍♀️ Mornin Run
               |                  ^~~~~~~~~~
              hint: Did you mean 'Morning Run'? Use a habit's name or id from habits.toml, or add the habit there.

            Checked 1 file: 1 error, 0 warnings.

            """)
    }

    func testGithubFormatAndStrictAndExitCodes() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T08:00"
        try h.write("habits.toml", Self.habits)
        // Only warnings: exit 0, or 1 with --strict.
        let warnings = h.run(["lint", "habits.toml"])
        XCTAssertEqual(warnings.code, 1, "habits.toml has an error (duration 20m)")
        try h.write(
            "habits.toml", Self.habits.replacingOccurrences(of: "duration = \"20m\"", with: "duration = \"30m\""))
        XCTAssertEqual(h.run(["lint"]).code, 0)
        XCTAssertEqual(h.run(["lint", "--strict"]).code, 1)
        let gh = h.run(["lint", "--format", "github"])
        XCTAssertEqual(
            gh.stdout,
            "::warning file=habits.toml,line=18,col=1,endColumn=7,title=unknown-key::unknown key 'colour' in [habits.read]. Did you mean 'color'? Known keys%3A name, emoji, color, duration, description, since, archived, pauses, icon, days, target, every, unit, goal, limit, former_names. Unknown keys are ignored.\n"
                .replacingOccurrences(of: "%3A", with: ":"))
        XCTAssertEqual(h.run(["lint", "--format", "yaml"]).code, 64)
        XCTAssertEqual(h.run(["lint", "nope.md"]).code, 1)
    }

    func testColorOnlyWhenAsked() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.x]\nname = \"X\"\ncolour = \"sky\"\n")
        XCTAssertFalse(h.run(["lint"], terminal: false).stdout.contains("\u{1B}["))
        XCTAssertTrue(h.run(["lint"], terminal: true).stdout.contains("\u{1B}["))
        XCTAssertTrue(h.run(["lint", "--color", "always"]).stdout.contains("\u{1B}["))
        h.environment["NO_COLOR"] = "1"
        XCTAssertFalse(h.run(["lint"], terminal: true).stdout.contains("\u{1B}["))
    }

    func testDemoJournalLintsClean() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        let r = h.run(["lint", "--journal", SampleJournalTests.demo.path])
        XCTAssertEqual(r.code, 0, r.stdout)
        XCTAssertEqual(r.stdout, "Checked 87 files: no problems.\n")
    }

    /// Hostile input: no crash, a diagnostic for each, and the rest still checked.
    func testHostileInputs() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T08:00"
        var garbage: [UInt8] = []
        var x: UInt64 = 42
        for _ in 0..<200_000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            garbage.append(UInt8(truncatingIfNeeded: x >> 56))
        }
        let cases: [(name: String, make: () throws -> Void, expect: String)] = [
            (
                "binary garbage", { try h.write("days/2026/2026-10-01.md", garbage) },
                "days/2026/2026-10-01.md:invalid-utf8"
            ),
            (
                "invalid UTF-8",
                {
                    try h.write(
                        "days/2026/2026-10-02.md",
                        Array("## Timeline\n- 06:30-07:00 R".utf8) + [0xE2, 0x28, 0xA1, 0x0A])
                }, "days/2026/2026-10-02.md:invalid-utf8"
            ),
            (
                "a 10 MB line (a tenth of it unless DAWN_FULL_CORPUS=1)",
                {
                    try h.write(
                        "days/2026/2026-10-03.md",
                        "## Timeline\n- 06:30-07:00 " + String(repeating: "x", count: BigInputs.size(10_000_000)) + "\n"
                    )
                }, "days/2026/2026-10-03.md:unknown-habit"
            ),
            (
                "10,000 nested TOML arrays",
                {
                    try h.write(
                        "habits.toml",
                        "a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
                }, "habits.toml:habits-syntax"
            ),
            (
                "habits.toml is a folder",
                {
                    try FileManager.default.removeItem(atPath: h.path("habits.toml"))
                    try FileManager.default.createDirectory(
                        atPath: h.path("habits.toml"), withIntermediateDirectories: true)
                }, "habits.toml:unreadable-file"
            ),
            (
                "a day file that is a folder",
                {
                    try FileManager.default.createDirectory(
                        atPath: h.path("days/2026/2026-10-04.md"), withIntermediateDirectories: true)
                }, "days/2026/2026-10-04.md:unreadable-file"
            ),
            (
                "a dangling link",
                {
                    try FileManager.default.createSymbolicLink(
                        atPath: h.path("days/2026/2026-10-05.md"), withDestinationPath: h.path("nowhere"))
                }, "days/2026/2026-10-05.md:unreadable-file"
            ),
            (
                "front matter of deep inline tables",
                {
                    try h.write(
                        "days/2026/2026-10-06.md",
                        "+++\na = " + String(repeating: "{b=", count: 10_000) + "1"
                            + String(repeating: "}", count: 10_000) + "\n+++\n")
                }, "days/2026/2026-10-06.md:front-matter-syntax"
            ),
        ]
        try h.write("habits.toml", "[habits.x]\nname = \"X\"\n")
        try h.write("days/2026/2026-10-10.md", "## Timeline\n- 35:00-36:00 X\n")
        for c in cases {
            try c.make()
            let start = Date()
            let r = h.run(["lint", "--format", "json"])
            let seconds = Date().timeIntervalSince(start)
            print("hostile input '\(c.name)': lint took \(String(format: "%.2f", seconds)) s")
            XCTAssertEqual(r.code, 1, c.name)
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], c.name)
            let found = (object["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["path"]!):\($0["code"]!)" }
            XCTAssertTrue(found.contains(c.expect), "\(c.name): \(found)")
            XCTAssertTrue(found.contains("days/2026/2026-10-10.md:bad-time"), "\(c.name): the rest is still checked")
        }
    }

    /// A journal big enough for lint's two threads (which read and check every other file):
    /// every finding is reported once, in file order, whichever thread found it, and a file
    /// that cannot be read is reported in its place.
    func testFindingsOfManyFilesComeBackOnceAndInOrder() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T08:00"
        try h.write("habits.toml", "[habits.x]\nname = \"X\"\n")
        var expected: [String] = []
        for k in 0..<300 {
            let date = LocalDate(year: 2025, month: 1, day: 1)!.adding(days: k)
            let path = "days/\(date.year)/\(date).md"
            if k == 150 {
                try FileManager.default.createDirectory(atPath: h.path(path), withIntermediateDirectories: true)
                expected.append(path + ":unreadable-file")
            } else if k % 7 == 3 {
                try h.write(path, "## Timeline\n- 06:00-07:00 Y\n")
                expected.append(path + ":unknown-habit")
            } else {
                try h.write(path, "## Timeline\n- 06:00-07:00 X\n")
            }
        }
        let r = h.run(["lint", "--format", "json"])
        XCTAssertEqual(r.code, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let found = (object["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["path"]!):\($0["code"]!)" }
        XCTAssertEqual(found, expected)
    }

    /// Unusual but valid TOML (dotted keys, literal and multi-line strings, comments, inline
    /// tables) lints clean and gives the habits it spells.
    func testUnusualButValidHabitsFilesLintClean() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/unusual-habits")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".toml") }
            .sorted()
        XCTAssertEqual(files.count, 4)
        let expectedIDs = [
            "dotted-keys.toml": ["morning-run", "floss"],
            "inline-tables.toml": ["read", "floss", "walk"],
            "mixed.toml": ["meditate", "water"],
            "strings-and-comments.toml": ["morning-run", "read", "floss"],
        ]
        for name in files {
            var h = try CLIHarness()
            defer { h.remove() }
            h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T08:00"
            let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
            try h.write("habits.toml", bytes)
            let r = h.run(["lint", "--strict"])
            XCTAssertEqual(r.code, 0, "\(name): \(r.stdout)")
            XCTAssertEqual(HabitsParser.parse(bytes).file.habits.map(\.id), expectedIDs[name], name)
        }
        let strings = HabitsParser.parse(
            [UInt8](try Data(contentsOf: dir.appendingPathComponent("strings-and-comments.toml")))
        ).file
        XCTAssertEqual(strings.habits[0].description, "Start the day outside, whatever the weather.")
        XCTAssertEqual(strings.habits[0].emoji, "🏃")
        XCTAssertEqual(strings.habits[0].duration, 90)
        XCTAssertEqual(strings.habits[2].name, "Floss Teeth")
        XCTAssertEqual(strings.settings.dayStarts, TimeOfDay("04:30"))
    }
}
