import DawnJournalTestSupport
import Foundation
import XCTest
@testable import DawnJournal

/// `import loop` on hand-made Loop exports of both formats, against golden journals; importing
/// twice adds nothing; the numbers agree with the ticks counted in Checkmarks.csv.
final class LoopImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/loop")

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

    func assertGolden(_ storage: MemoryStorage, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
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
        XCTAssertEqual(outcome.warnings, [], "Floss's 2 times in 3 days is not imported: the journal's own Floss stays as it is")
        try assertGolden(storage, "old-imported.txt")
    }

    /// A second import adds nothing and writes nothing; an existing line never changes.
    func testImportingTwiceAddsNothing() throws {
        let (storage, _) = try imported("new", existing: ["days/2026/2026-11-05.md": "# Thursday\n\nMy own words.\n\n## Checklist\n\n- [ ] Morning Run -- later\n"])
        XCTAssertEqual(storage.text("days/2026/2026-11-05.md"), "# Thursday\n\nMy own words.\n\n## Checklist\n\n- [ ] Morning Run -- later\n- [x] Water +8 glasses\n",
                       "the day's own Morning Run line stays as it is; Water is added after it")
        let before = storage.files
        let again = try JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!).importLoop(try LoopArchive(files: try Self.files("new")))
        XCTAssertEqual(again.itemsAdded, 0)
        XCTAssertEqual(again.habitsAdded, [])
        XCTAssertEqual(storage.files, before)
    }

    /// A dry run says what it would add and writes nothing.
    func testADryRunWritesNothing() throws {
        let storage = MemoryStorage(["habits.toml": Self.journal])
        let outcome = try JournalService(storage: storage, now: LocalDateTime("2026-11-21T12:00")!).importLoop(try LoopArchive(files: try Self.files("new")), dryRun: true)
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
            XCTAssertTrue((error as! JournalRefusal).message.contains("no Habits.csv"))
        }
        XCTAssertThrowsError(try LoopArchive(files: ["Habits.csv": Array("a,b\n1,2\n".utf8)]))
        let odd = try? LoopArchive(files: ["Habits.csv": Array("Position,Name\n1,X\n".utf8), "001 X/Checkmarks.csv": Array("yesterday,2\n2026-11-01,9\n".utf8)])
        XCTAssertEqual(odd?.warnings.count, 2)
    }

    /// samples/demo exported as a Loop export and imported into an empty journal: the same
    /// habits, the same done and skipped days, the same amounts.
    func testARoundTripOfTheDemo() throws {
        let demo = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("samples/demo")
        var files: [String: String] = [:]
        for case let rel as String in FileManager.default.enumerator(atPath: demo.path)! where rel == "habits.toml" || rel.hasSuffix(".md") && rel.hasPrefix("days/") {
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
                for e in day.entries { if let h = habits.habit(for: e.habit), seen.insert(h.name + "x").inserted { out[h.name, default: []].append("\(path) done") } }
                for i in day.checklist {
                    guard let h = habits.habit(for: i.habit) else { continue }
                    if let a = i.amount, i.state == .done { totals[h.name, default: .zero] = totals[h.name, default: .zero] + a.amount }
                    if i.state == .done, seen.insert(h.name + "x").inserted { out[h.name, default: []].append("\(path) done") }
                    if i.state == .skipped, seen.insert(h.name + "-").inserted { out[h.name, default: []].append("\(path) skipped") }
                }
                for (name, total) in totals { out[name, default: []].append("\(path) \(total)") }
            }
            return out.mapValues { $0.sorted() }
        }
        let before = days(original), after = days(empty)
        XCTAssertEqual(before.keys.sorted(), after.keys.sorted())
        for name in before.keys.sorted() { XCTAssertEqual(before[name], after[name], name) }
        XCTAssertEqual(HabitsParser.parse(empty.files["habits.toml"]!).file.habits.map(\.name),
                       HabitsParser.parse(original.files["habits.toml"]!).file.habits.map(\.name))
        // And once more: nothing.
        XCTAssertEqual(try JournalService(storage: empty, now: now).importLoop(try LoopArchive(files: export.files)).itemsAdded, 0)
    }
}
