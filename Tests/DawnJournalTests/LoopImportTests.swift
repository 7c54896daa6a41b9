import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournal

/// `import loop` on hand-made Loop exports of both formats, against golden journals; importing
/// twice adds nothing; the numbers agree with the ticks counted in Checkmarks.csv.
final class LoopImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/loop")

    /// The files of a folder by their path inside it.
    static func files(_ folder: String) throws -> [String: [UInt8]] {
        let root = fixtures.appendingPathComponent(folder)
        var out: [String: [UInt8]] = [:]
        for case let rel as String in FileManager.default.enumerator(atPath: root.path)! {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: root.appendingPathComponent(rel).path, isDirectory: &isFolder)
            if !isFolder.boolValue { out[rel] = [UInt8](try Data(contentsOf: root.appendingPathComponent(rel))) }
        }
        return out
    }

    static let journal = "[journal]\nweek_starts = \"monday\"\n\n[habits.floss]\nname = \"Floss\"\nsince = 2026-10-01\n"

    /// Imports `folder` into a journal holding Floss; the journal's files after, as text.
    func imported(_ folder: String, existing: [String: String] = [:]) throws -> (MemoryStorage, ImportOutcome) {
        let storage = MemoryStorage(["habits.toml": Self.journal].merging(existing) { _, b in b })
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!)
        let outcome = try j.importLoop(try LoopArchive(files: try Self.files(folder)))
        return (storage, outcome)
    }

    func assertGolden(_ storage: MemoryStorage, _ name: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let text = storage.files.keys.sorted().map { "==> \($0) <==\n" + storage.text($0)! }.joined(separator: "\n")
        GoldenFile.assertMatches(text, Self.fixtures.appendingPathComponent(name), file: file, line: line)
    }

    func testTheCurrentFormat() throws {
        let (storage, outcome) = try imported("new")
        XCTAssertEqual(outcome.habitsAdded, ["morning-run", "water", "guitar"])
        XCTAssertEqual(outcome.warnings, [])
        try assertGolden(storage, "new-imported.txt")
    }

    func testTheFormatBeforeV231() throws {
        let (storage, outcome) = try imported("old")
        XCTAssertEqual(outcome.habitsAdded, ["read"])
        XCTAssertEqual(outcome.habitsMatched, ["floss"], "a habit of the same name is matched, not duplicated")
        XCTAssertEqual(
            outcome.warnings, [], "Floss's 2 times in 3 days is not imported: the journal's own Floss stays as it is")
        try assertGolden(storage, "old-imported.txt")
    }

    /// A second import adds nothing and writes nothing; an existing line never changes.
    func testImportingTwiceAddsNothing() throws {
        let (storage, _) = try imported(
            "new",
            existing: [
                "days/2026/2026-11-05.md": "# Thursday\n\nMy own words.\n\n## Checklist\n\n- [ ] Morning Run -- later\n"
            ])
        XCTAssertEqual(
            storage.text("days/2026/2026-11-05.md"),
            "# Thursday\n\nMy own words.\n\n## Checklist\n\n- [x] Morning Run -- later\n- [x] Water +8 glasses\n",
            "Loop's check ticks the day's own Morning Run line, which keeps its note; Water is added after it")
        let before = storage.files
        let again = try JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!).importLoop(
            try LoopArchive(files: try Self.files("new")))
        XCTAssertEqual(again.itemsAdded, 0)
        XCTAssertEqual(again.habitsAdded, [])
        XCTAssertEqual(storage.files, before)
    }

    /// A dry run says what it would add and writes nothing.
    func testADryRunWritesNothing() throws {
        let storage = MemoryStorage(["habits.toml": Self.journal])
        let outcome = try JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!).importLoop(
            try LoopArchive(files: try Self.files("new")), dryRun: true)
        XCTAssertTrue(outcome.dryRun)
        XCTAssertEqual(outcome.itemsAdded, 8)
        XCTAssertEqual(storage.files.keys.sorted(), ["habits.toml"])
        XCTAssertEqual(storage.text("habits.toml"), Self.journal)
    }

    /// `summary --json` over the imported period agrees with the ticks of Checkmarks.csv,
    /// counted here with nothing but string matching.
    func testTheNumbersAgreeWithTheExport() throws {
        let (storage, _) = try imported("new")
        let csv = String(decoding: try Self.files("new")["001 Morning Run/Checkmarks.csv"]!, as: UTF8.self)
        let ticks = csv.split(separator: "\n").filter { $0.contains(",YES_MANUAL,") }.count
        let skips = csv.split(separator: "\n").filter { $0.contains(",SKIP,") }.count
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!)
        let summary = try j.summary(ViewWindow(days: 5, to: .date(LocalDate("2026-11-05")!)))
        let run = summary.habits.first { $0.habit.id == "morning-run" }!
        XCTAssertEqual(run.done, ticks)
        XCTAssertEqual(run.due, 5 - skips, "11-01 to 11-05: every day due but the skipped one")
    }

    /// Not an export, or one whose files say nothing: a clear refusal.
    func testWhatIsNotAnExportIsRefused() {
        XCTAssertThrowsError(try LoopArchive(files: ["notes.txt": Array("hello".utf8)])) { error in
            XCTAssertEqual((error as! JournalRefusal).reason, .notALoopExport)
        }
        XCTAssertThrowsError(try LoopArchive(files: ["Habits.csv": Array("a,b\n1,2\n".utf8)]))
        let odd = try? LoopArchive(files: [
            "Habits.csv": Array("Position,Name\n1,X\n".utf8),
            "001 X/Checkmarks.csv": Array("yesterday,2\n2026-11-01,9\n".utf8),
        ])
        XCTAssertEqual(odd?.warnings.count, 2)
    }

    /// samples/demo exported as a Loop export and imported into an empty journal: the same
    /// habits, the same done and skipped days, the same amounts.
    func testARoundTripOfTheDemo() throws {
        let demo = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("samples/demo")
        var files: [String: String] = [:]
        for case let rel as String in FileManager.default.enumerator(atPath: demo.path)!
        where rel == "habits.toml" || rel.hasSuffix(".md") && rel.hasPrefix("days/") {
            files[rel] = try String(contentsOf: demo.appendingPathComponent(rel), encoding: .utf8)
        }
        let now = LocalDateTime("2026-11-21T21:00")!
        let original = MemoryStorage(files)
        let export = try JournalService(storage: original, now: now).exportLoop()
        XCTAssertEqual(export.files.count, 12, "Habits.csv and a folder per habit")
        let empty = MemoryStorage(["habits.toml": "[journal]\nweek_starts = \"monday\"\n"])
        let outcome = try JournalService(storage: empty, now: now).importLoop(try LoopArchive(files: export.files))
        XCTAssertEqual(outcome.habitsAdded.count, 11)
        // Done (logged) and skipped days, and totals, habit by habit, read back from both journals.
        func days(_ storage: MemoryStorage) -> [String: [String]] {
            let habits = HabitsParser.parse(storage.files["habits.toml"]!).file
            var out: [String: [String]] = [:]
            for path in storage.files.keys.sorted() where path.hasPrefix("days/") {
                let day = DayParser.parse(storage.files[path]!).day
                var totals: [String: Amount] = [:]
                var seen: Set<String> = []
                for e in day.entries {
                    if let h = habits.habit(for: e.habit), seen.insert(h.name + "x").inserted {
                        out[h.name, default: []].append("\(path) done")
                    }
                }
                for i in day.checklist {
                    guard let h = habits.habit(for: i.habit) else { continue }
                    if let a = i.amount, i.state == .done {
                        totals[h.name, default: .zero] = totals[h.name, default: .zero] + a.amount
                    }
                    if i.state == .done, seen.insert(h.name + "x").inserted {
                        out[h.name, default: []].append("\(path) done")
                    }
                    if i.state == .skipped, seen.insert(h.name + "-").inserted {
                        out[h.name, default: []].append("\(path) skipped")
                    }
                }
                for (name, total) in totals { out[name, default: []].append("\(path) \(total)") }
            }
            return out.mapValues { $0.sorted() }
        }
        let before = days(original)
        let after = days(empty)
        XCTAssertEqual(before.keys.sorted(), after.keys.sorted())
        for name in before.keys.sorted() { XCTAssertEqual(before[name], after[name], name) }
        XCTAssertEqual(
            HabitsParser.parse(empty.files["habits.toml"]!).file.habits.map(\.name),
            HabitsParser.parse(original.files["habits.toml"]!).file.habits.map(\.name))
        // And once more: nothing.
        XCTAssertEqual(
            try JournalService(storage: empty, now: now).importLoop(try LoopArchive(files: export.files)).itemsAdded, 0)
    }

    /// An archive made of inline CSV: Habits.csv rows after the header, and each habit's
    /// Checkmarks.csv rows (v2.3.1's layout).
    static func archive(_ habits: [String], _ checkmarks: [String: String]) throws -> LoopArchive {
        var files = [
            "Habits.csv": Array(
                ("Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
                    + habits.map { $0 + "\n" }.joined()).utf8)
        ]
        for (folder, rows) in checkmarks {
            files[folder + "/Checkmarks.csv"] = Array(("Date,Value,Notes\n" + rows).utf8)
        }
        return try LoopArchive(files: files)
    }

    func importing(_ archive: LoopArchive, into days: [String: String], dryRun: Bool = false) throws -> (
        MemoryStorage, ImportOutcome
    ) {
        let storage = MemoryStorage(["habits.toml": Self.journal].merging(days) { a, _ in a })
        let outcome = try JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!).importLoop(
            archive, dryRun: dryRun)
        return (storage, outcome)
    }

    static let floss = ["001,Floss,YES_NO,,,1,1,,,,,false"]

    /// Loop's check ticks an unticked item of the habit (as `edit`'s template writes it),
    /// which kept it out before; the item's own note stays, Loop's goes on an item without one.
    func testLoopsCheckTicksAnUntickedItem() throws {
        let archive = try Self.archive(
            Self.floss,
            ["001 Floss": "2026-11-20,YES_MANUAL,mint\n2026-11-19,YES_MANUAL,\n2026-11-18,YES_MANUAL,mint\n"])
        let (storage, outcome) = try importing(
            archive,
            into: [
                "days/2026/2026-11-20.md": "## Checklist\n\n- [ ] 🦷 Floss\n",
                "days/2026/2026-11-19.md": "## Checklist\n\n* [ ] floss  \n",
                "days/2026/2026-11-18.md": "## Checklist\n\n- [ ] Floss -- my own\n",
            ])
        XCTAssertEqual(storage.text("days/2026/2026-11-20.md"), "## Checklist\n\n- [x] 🦷 Floss -- mint\n")
        XCTAssertEqual(
            storage.text("days/2026/2026-11-19.md"), "## Checklist\n\n* [x] floss  \n", "only the box changes")
        XCTAssertEqual(storage.text("days/2026/2026-11-18.md"), "## Checklist\n\n- [x] Floss -- my own\n")
        XCTAssertEqual(outcome.itemsTicked, 3)
        XCTAssertEqual(outcome.notesAdded, 1)
        XCTAssertEqual(outcome.itemsAdded, 0)
        XCTAssertEqual(outcome.daysChanged, 3)
        XCTAssertEqual(outcome.leftOut, [:])
    }

    /// Loop's SKIP on a day with an unticked item of the habit marks it skipped; it was counted
    /// as "already in the journal" before, and the day said not done. A day with the habit
    /// done or skipped already keeps it.
    func testLoopsSkipMarksAnUntickedItemSkipped() throws {
        let archive = try Self.archive(
            Self.floss,
            ["001 Floss": "2026-11-20,SKIP,\n2026-11-19,SKIP,travel\n2026-11-18,SKIP,\n2026-11-17,SKIP,\n"])
        let (storage, outcome) = try importing(
            archive,
            into: [
                "days/2026/2026-11-20.md": "## Checklist\n\n- [ ] 🦷 Floss\n",
                "days/2026/2026-11-19.md": "## Checklist\n\n* [ ] floss\n",
                "days/2026/2026-11-18.md": "## Checklist\n\n- [x] Floss\n",
                "days/2026/2026-11-17.md": "## Checklist\n\n- [-] Floss\n",
            ])
        XCTAssertEqual(storage.text("days/2026/2026-11-20.md"), "## Checklist\n\n- [-] 🦷 Floss\n")
        XCTAssertEqual(storage.text("days/2026/2026-11-19.md"), "## Checklist\n\n* [-] floss -- travel\n")
        XCTAssertEqual(storage.text("days/2026/2026-11-18.md"), "## Checklist\n\n- [x] Floss\n")
        XCTAssertEqual(outcome.itemsSkipped, 2)
        XCTAssertEqual(outcome.itemsTicked, 0)
        XCTAssertEqual(outcome.notesAdded, 1)
        XCTAssertEqual(outcome.daysChanged, 2)
        XCTAssertEqual(outcome.leftOut, [.alreadyThere: 2])
    }

    /// A Loop note on a day that already has the habit goes on its line when the line has none;
    /// a line with another note keeps it, and the record is counted as left out.
    func testALoopNoteGoesOnALineWithoutOne() throws {
        let archive = try Self.archive(
            Self.floss,
            [
                "001 Floss":
                    "2026-11-20,YES_MANUAL,mint\n2026-11-19,NO,no time\n2026-11-18,YES_MANUAL,mint\n2026-11-17,YES_MANUAL,mint\n"
            ])
        let (storage, outcome) = try importing(
            archive,
            into: [
                "days/2026/2026-11-20.md": "## Checklist\n\n- [x] Floss\n",
                "days/2026/2026-11-19.md": "## Timeline\n\n- 07:00-07:15 Floss\n",
                "days/2026/2026-11-18.md": "## Checklist\n\n- [x] Floss -- waxed\n",
                "days/2026/2026-11-17.md": "## Checklist\n\n- [x] Floss -- mint\n",
            ])
        XCTAssertEqual(storage.text("days/2026/2026-11-20.md"), "## Checklist\n\n- [x] Floss -- mint\n")
        XCTAssertEqual(storage.text("days/2026/2026-11-19.md"), "## Timeline\n\n- 07:00-07:15 Floss -- no time\n")
        XCTAssertEqual(storage.text("days/2026/2026-11-18.md"), "## Checklist\n\n- [x] Floss -- waxed\n")
        XCTAssertEqual(storage.writes.sorted(), ["days/2026/2026-11-19.md", "days/2026/2026-11-20.md"])
        XCTAssertEqual(outcome.notesAdded, 2)
        XCTAssertEqual(outcome.leftOut, [.otherNote: 1, .alreadyThere: 1])
    }

    /// A future day is not written (lint would report it) but counted; so are a second record
    /// of a day, a record that is not done, and a line that is not a record.
    func testEveryRecordLeftOutIsCounted() throws {
        let archive = try Self.archive(
            Self.floss,
            [
                "001 Floss":
                    "2026-11-23,YES_MANUAL,\n2026-11-22,SKIP,\n2026-11-21,YES_MANUAL,\n2026-11-20,NO,\n2026-11-19,YES_AUTO,\n2026-11-19,YES_MANUAL,\nyesterday,YES_MANUAL,\n2026-11-18,UNKNOWN,\n"
            ])
        let (storage, outcome) = try importing(archive, into: [:])
        XCTAssertEqual(storage.files.keys.sorted(), ["days/2026/2026-11-21.md", "habits.toml"])
        XCTAssertEqual(outcome.itemsAdded, 1)
        XCTAssertEqual(outcome.leftOut, [.future: 2, .notDone: 3, .duplicate: 1, .unreadable: 1])
        XCTAssertEqual(outcome.recordsLeftOut + outcome.itemsAdded, 8, "every line of Checkmarks.csv is accounted for")
    }

    /// Over the fixture exports, every record is written or counted: the lines of the
    /// Checkmarks.csv files, counted here by splitting, equal what was added and left out.
    func testEveryRecordOfTheFixturesIsAccountedFor() throws {
        for folder in ["new", "old", "reference"] {
            let files = try Self.files(folder)
            let records = files.filter { $0.key.hasSuffix("/Checkmarks.csv") }.values.map { bytes in
                String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("Date,") }.count
            }.reduce(0, +)
            let (_, outcome) = try imported(folder)
            XCTAssertEqual(
                outcome.itemsAdded + outcome.itemsTicked + outcome.itemsSkipped + outcome.recordsLeftOut, records,
                folder)
        }
    }

    /// A name `habit add` refuses refuses the import before anything is written, naming the
    /// habit and the rule.
    func testNamesHabitAddRefusesRefuseTheImport() throws {
        for (name, rule) in [("Run -- fast", "' -- '"), ("🏃", "a day file would read it"), ("Water +2", "amount")] {
            let archive = try Self.archive(
                ["001,Read,YES_NO,,,1,1,,,,,false", "002,\(name),YES_NO,,,1,1,,,,,false"],
                ["001 Read": "2026-11-20,YES_MANUAL,\n", "002 X": "2026-11-20,YES_MANUAL,\n"])
            let storage = MemoryStorage(["habits.toml": Self.journal])
            XCTAssertThrowsError(
                try JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!).importLoop(archive)
            ) { error in
                let refusal = error as? JournalRefusal
                guard case .loopHabitRefused(let refused, let position, let because)? = refusal?.reason else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual([refused, "\(position)"], [name, "2"])
                XCTAssertEqual(because.code, rule == "' -- '" ? .nameWithNote : .unreadableName, name)
                XCTAssertEqual(refusal?.undone, .import)
            }
            XCTAssertEqual(storage.writes, [], name)
            XCTAssertEqual(storage.text("habits.toml"), Self.journal)
        }
    }

    /// A habit without any recorded day (Loop's reference export has one) is imported with its
    /// fields, since the day of the import.
    func testAHabitWithoutDaysIsImported() throws {
        let (storage, outcome) = try imported("reference")
        XCTAssertEqual(outcome.habitsAdded, ["stretch", "early-night"])
        XCTAssertTrue(
            outcome.warnings.contains(
                "'Stretch' has no day recorded in the export; it was added with its fields, since 2026-11-21"),
            "\(outcome.warnings)")
        let stretch = try XCTUnwrap(
            HabitsParser.parse(storage.files["habits.toml"]!).file.habits.first { $0.id == "stretch" })
        XCTAssertEqual(stretch.name, "Stretch")
        XCTAssertEqual(stretch.description, "Did you stretch today?")
        XCTAssertEqual(stretch.color, "#FF8F00")
        XCTAssertEqual(stretch.since, LocalDate("2026-11-21"))
    }

    /// A dry run takes no lock: not even the lock file is written.
    func testADryRunTakesNoLock() throws {
        let (storage, outcome) = try importing(
            try Self.archive(Self.floss, ["001 Floss": "2026-11-20,YES_MANUAL,\n"]), into: [:], dryRun: true)
        XCTAssertEqual(outcome.itemsAdded, 1)
        XCTAssertEqual(storage.locks, 0)
        XCTAssertEqual(storage.writes, [])
    }
}

extension LoopImportTests {
    /// Past its limits (a file's bytes, all the CSV's bytes, the lines of Checkmarks.csv) an
    /// export is refused, saying which, before anything is imported.
    func testAnExportPastItsLimitsIsRefused() throws {
        let files = try Self.files("new")
        XCTAssertNoThrow(try LoopArchive(files: files, limits: .init(fileBytes: 400, csvBytes: 800, records: 12)))
        for (limits, says) in [
            (
                LoopArchive.Limits(fileBytes: 399, csvBytes: 800, records: 12),
                RefusalReason.loopFileTooLarge(path: "Habits.csv", bytes: 400, limit: 399)
            ),
            (.init(fileBytes: 400, csvBytes: 700, records: 12), .loopCSVTooLarge(limit: 700)),
            (.init(fileBytes: 400, csvBytes: 800, records: 11), .loopTooManyRecords(limit: 11)),
        ] {
            XCTAssertThrowsError(try LoopArchive(files: files, limits: limits)) { error in
                XCTAssertEqual(error as? JournalRefusal, JournalRefusal(says, undone: .import))
            }
        }
    }
}
