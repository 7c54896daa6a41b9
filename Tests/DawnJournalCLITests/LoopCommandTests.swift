import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `export loop DIR` and `import loop PATH` on the command line.
final class LoopCommandTests: XCTestCase {
    static let demo = SampleJournalTests.demo

    func testExportLoopWritesTheLayoutAndRefusesAFullFolder() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        let r = h.run(["export", "loop", "out", "--journal", Self.demo.path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Wrote 11 habits to out (Habits.csv and a folder per habit).\n")
        XCTAssertTrue(
            r.stderr.contains("Warning: 'Deep Work': Loop has no weekdays; its Mon–Fri is exported as 5 times a week"),
            r.stderr)
        let habits = try h.text("out/Habits.csv").split(separator: "\n")
        XCTAssertEqual(
            habits.first,
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?"
        )
        XCTAssertTrue(
            habits.contains { $0.hasPrefix("010,Drink Water,NUMERICAL,,,1,1,#48DBAB,glasses,AT_LEAST,8.0,false") },
            habits.joined(separator: "\n"))
        let water = try h.text("out/010 Drink Water/Checkmarks.csv").split(separator: "\n")
        XCTAssertEqual(water.first, "Date,Value,Notes")
        XCTAssertTrue(water.dropFirst().first!.hasPrefix("2026-11-21,"), "newest first")
        let again = h.run(["export", "loop", "out", "--journal", Self.demo.path])
        XCTAssertEqual(again.code, 1)
        XCTAssertTrue(again.stderr.contains("is not empty"), again.stderr)
    }
}

extension LoopCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/loop")

    /// The export as it comes from the phone (a ZIP made by Python's zipfile); a dry run first,
    /// then the import, then nothing the second time; a hostile archive writes nothing.
    func testImportLoopReadsTheZip() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T12:00"
        try h.write("habits.toml", "[journal]\nweek_starts = \"monday\"\n")
        let zip = Self.fixtures.appendingPathComponent("Loop Habits CSV 2026-11-05.zip").path
        let dry = h.run(["import", "loop", zip, "--dry-run"])
        XCTAssertEqual(dry.code, 0, dry.stderr)
        XCTAssertEqual(
            dry.stdout,
            """
            Would add 3 habits: morning-run, water, guitar.
            Would add 8 checklist items in 5 new day files and 0 existing ones.
            Would leave out 4 Loop records: 4 not done (nothing to write). Nothing was written.

            """)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: h.path(".")), ["habits.toml"],
            "a dry run writes nothing, not even the lock file")
        let done = h.run(["import", "loop", zip])
        XCTAssertEqual(done.code, 0, done.stderr)
        XCTAssertEqual(
            try h.text("days/2026/2026-11-04.md"),
            "## Checklist\n\n- [x] Water +6.5 glasses -- after the run, \"finally\"\n- [x] Guitar\n")
        XCTAssertEqual(h.run(["lint"]).code, 0, "what was imported lints clean")
        let again = h.run(["import", "loop", zip])
        XCTAssertEqual(
            again.stdout,
            """
            Matched 3 habits already in the journal: morning-run, water, guitar.
            Added 0 checklist items in 0 new day files and 0 existing ones.
            Left out 12 Loop records: 4 not done (nothing to write), 8 already in the journal.

            """, "all 12 lines of the three Checkmarks.csv files are counted")
        // The unzipped folder reads the same.
        let folder = h.run([
            "import", "loop",
            Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("DawnJournalTests/Fixtures/loop/new").path, "--dry-run",
        ])
        XCTAssertTrue(folder.stdout.contains("Would add 0 checklist items"), folder.stdout)
        // A path out of the archive: refused, nothing written.
        let before = try h.text("habits.toml")
        let evil = h.run(["import", "loop", Self.fixtures.appendingPathComponent("evil.zip").path])
        XCTAssertEqual(evil.code, 1)
        XCTAssertTrue(evil.stderr.contains("cannot be read as a ZIP archive"), evil.stderr)
        XCTAssertEqual(try h.text("habits.toml"), before)
    }
}

extension LoopCommandTests {
    /// `export loop` never traps: on every fixture journal (samples/demo, journal-1.0, each
    /// unusual habits.toml with the demo's days), on each formatter fixture and each file of the
    /// hostile corpus as a day of a fresh journal (habits.toml files of the corpus as its
    /// habits.toml). Exit 0, or 1 with a refusal; never a signal.
    func testExportLoopNeverTraps() throws {
        let fixtures = Self.fixtures.deletingLastPathComponent()
        var journals: [(name: String, setUp: (CLIHarness) throws -> Void)] = []
        func copy(_ folder: URL, into h: CLIHarness, habits: URL? = nil) throws {
            for case let rel as String in FileManager.default.enumerator(atPath: folder.path)!
            where rel == "habits.toml" || rel.hasSuffix(".md") && rel.hasPrefix("days/") {
                try h.write(rel, [UInt8](try Data(contentsOf: folder.appendingPathComponent(rel))))
            }
            if let habits { try h.write("habits.toml", [UInt8](try Data(contentsOf: habits))) }
        }
        journals.append(("samples/demo", { try copy(Self.demo, into: $0) }))
        journals.append(("journal-1.0", { try copy(fixtures.appendingPathComponent("journal-1.0"), into: $0) }))
        let unusual = fixtures.appendingPathComponent("unusual-habits")
        for name in try FileManager.default.contentsOfDirectory(atPath: unusual.path).sorted() {
            journals.append(
                (
                    "unusual-habits/\(name)",
                    { try copy(Self.demo, into: $0, habits: unusual.appendingPathComponent(name)) }
                ))
        }
        let format = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "DawnJournalTests/Fixtures/format")
        let hostile = HostileCorpusTests.corpus
        for (folder, label) in [(format, "format"), (hostile, "hostile")] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
                journals.append(
                    (
                        "\(label)/\(name)",
                        { h in
                            try h.makeJournal()
                            if name.hasPrefix("habits-") {
                                try h.write("habits.toml", bytes)
                                try h.write("days/2026/2026-11-20.md", "## Checklist\n\n- [ ] Floss -- not tonight\n")
                            } else {
                                try h.write("days/2026/2026-11-20.md", bytes)
                            }
                        }
                    ))
            }
        }
        XCTAssertGreaterThan(journals.count, 150)
        for (name, setUp) in journals {
            var h = try CLIHarness()
            defer { h.remove() }
            h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
            try setUp(h)
            let r = h.run(["export", "loop", "out"])
            XCTAssertTrue(r.code == 0 || r.code == 1, "\(name): exit \(r.code): \(r.stderr)")
            if r.code == 0 {
                XCTAssertTrue(FileManager.default.fileExists(atPath: h.path("out/Habits.csv")), name)
            }
        }
    }
}

extension LoopCommandTests {
    /// A ZIP archive larger than an import reads is refused before it is read.
    func testAnArchivePastTheLimitIsRefused() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T12:00"
        try h.write("habits.toml", "[journal]\nweek_starts = \"monday\"\n")
        try h.write("big.zip", [UInt8](repeating: 0, count: (16 << 20) + 1))
        let r = h.run(["import", "loop", "big.zip"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(
            r.stderr,
            "Error: 'big.zip' holds 16777217 bytes, more than the 16 MiB an import reads (Docs/IMPORT.md has the limits); nothing was imported\n"
        )
    }
}
