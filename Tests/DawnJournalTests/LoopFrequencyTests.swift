import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// `target = "2/3d"`: N in M days, counted as Loop Habit Tracker counts it (`LoopIntervals`),
/// checked day by day against Loop's own marks in the fixture exports.
final class LoopFrequencyTests: XCTestCase {
    static let d = ScheduleCountingTests.d

    /// A Loop export imported, and the Counter every view counts through, over its files.
    func importedCounter(_ folder: String, today: String = "2026-11-21") throws -> (Counter, ImportOutcome) {
        try importedCounter(files: try LoopImportTests.files(folder), today: today)
    }

    func importedCounter(files: [String: [UInt8]], today: String) throws -> (Counter, ImportOutcome) {
        let storage = MemoryStorage(["habits.toml": LoopImportTests.journal])
        let j = JournalService(storage: storage, now: LocalDateTime(today + "T12:00")!)
        let outcome = try j.importLoop(try LoopArchive(files: files))
        let habits = HabitsParser.parse(storage.files["habits.toml"]!)
        XCTAssertEqual(habits.diagnostics.count, 0)
        var days: [LocalDate: Day] = [:]
        for (path, bytes) in storage.files where path.hasPrefix("days/") {
            days[LocalDate(String(path.dropFirst(10).prefix(10)))!] = DayParser.parse(bytes).day
        }
        return (Counter(habits: habits.file, days: days, firstDay: days.keys.min(), today: Self.d(today)), outcome)
    }

    /// Every 2-in-3-days habit of the fixtures imports as `2/3d` with no warning, and is done or
    /// open on each day Loop marks YES_MANUAL or YES_AUTO, and missed on each day it marks NO.
    func testImportedHabitsAgreeWithLoopsMarksDayByDay() throws {
        var checked = 0
        for (folder, habit) in [("wake", "Wake up early"), ("reference", "Early night")] {
            let (c, outcome) = try importedCounter(folder)
            XCTAssertFalse("\(outcome.warnings)".contains("times in"), "no frequency warning: \(outcome.warnings)")
            let h = try XCTUnwrap(c.habits.habits.first { $0.name == habit })
            XCTAssertEqual(h.frequency, HabitFrequency(count: 2, days: 3))
            XCTAssertNil(h.target)
            let file = try XCTUnwrap(
                try LoopImportTests.files(folder).first { $0.key.hasSuffix("\(habit)/Checkmarks.csv") })
            for line in String(decoding: file.value, as: UTF8.self).split(separator: "\n").dropFirst() {
                let fields = line.split(separator: ",", omittingEmptySubsequences: false)
                let date = Self.d(String(fields[0]))
                let state = c.state(h, on: date)
                switch fields[1] {
                case "YES_MANUAL": XCTAssertEqual(state, .done, "\(habit) \(date)")
                case "YES_AUTO": XCTAssertEqual(state, .open, "\(habit) \(date)")
                case "NO": XCTAssertEqual(state, .missed, "\(habit) \(date)")
                default: XCTFail("\(line)")
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 31 + 7)
    }

    /// Loop's own reference export (uhabits-core/assets/test/csv_export, the archive its exporter
    /// test compares byte for byte): "Wake up early", 2 times in 3 days, and the mark Loop wrote for
    /// each of its ten days. Only those facts are restated here (dates and marks, not Loop's
    /// files): the import is held to Loop's own marks, not only to our fixtures made in its layout.
    static let loopsOwnMarks: [(String, String)] = [
        ("2015-01-25", "YES_MANUAL"), ("2015-01-24", "NO"), ("2015-01-23", "YES_AUTO"),
        ("2015-01-22", "YES_MANUAL"), ("2015-01-21", "YES_MANUAL"), ("2015-01-20", "YES_MANUAL"),
        ("2015-01-19", "YES_AUTO"), ("2015-01-18", "YES_AUTO"), ("2015-01-17", "YES_MANUAL"),
        ("2015-01-16", "YES_MANUAL"),
    ]

    func testLoopsOwnReferenceExportAgreesDayByDay() throws {
        let header = "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,"
        let habits =
            header + "Color,Unit,Target Type,Target Value,Archived?\n"
            + "001,Meditate,YES_NO,,,1,1,#FF8F00,,,,false\n002,Wake up early,YES_NO,,,2,3,#00897B,,,,false\n"
        let marks = "Date,Value,Notes\n" + Self.loopsOwnMarks.map { "\($0.0),\($0.1),\n" }.joined()
        let files: [String: [UInt8]] = [
            "Habits.csv": Array(habits.utf8), "001 Meditate/Checkmarks.csv": Array("Date,Value,Notes\n".utf8),
            "002 Wake up early/Checkmarks.csv": Array(marks.utf8),
        ]
        let (c, outcome) = try importedCounter(files: files, today: "2015-02-01")
        XCTAssertFalse("\(outcome.warnings)".contains("times in"), "no frequency warning: \(outcome.warnings)")
        let h = try XCTUnwrap(c.habits.habits.first { $0.name == "Wake up early" })
        XCTAssertEqual(h.frequency, HabitFrequency(count: 2, days: 3))
        for (date, mark) in Self.loopsOwnMarks {
            let state = c.state(h, on: Self.d(date))
            switch mark {
            case "YES_MANUAL": XCTAssertEqual(state, .done, date)
            case "YES_AUTO": XCTAssertEqual(state, .open, date)
            default: XCTAssertEqual(state, .missed, date)
            }
        }
    }

    /// COUNTING.md's worked month: Wake up early, 2 in 3 days, October 2026. 15 days done, 8
    /// open (in Loop's intervals), 8 missed: 15 out of 23.
    func testTheWorkedMonth() throws {
        let (c, _) = try importedCounter("wake")
        let h = c.habits.habits.first { $0.name == "Wake up early" }!
        let october = c.counts(h, from: Self.d("2026-10-01"), to: Self.d("2026-10-31"))
        XCTAssertEqual([october.done, october.due], [15, 23])
        let open = (1...31).filter { c.state(h, on: Self.d("2026-10-\($0 < 10 ? "0" : "")\($0)")) == .open }
        XCTAssertEqual(open, [3, 4, 8, 11, 14, 19, 23, 31])
        // 4 October is open only by the snap: the interval of the 5th and 6th slides back a day
        // against the one of the 6th and 7th.
        XCTAssertEqual(LoopIntervals.covered(done: [7, 6, 5], count: 2, days: 3), [4, 5, 6, 6, 7, 8])
    }

    /// The rule itself, on small runs (day numbers, newest first).
    func testLoopsIntervals() {
        // Two done 3 days apart never fit in 3 days.
        XCTAssertEqual(LoopIntervals.covered(done: [13, 10], count: 2, days: 3), [])
        // Two done 2 days apart: from the older, 3 days.
        XCTAssertEqual(LoopIntervals.covered(done: [12, 10], count: 2, days: 3), [10, 11, 12])
        // One in 3 days: each done day covers itself and the next two.
        XCTAssertEqual(LoopIntervals.covered(done: [20, 10], count: 1, days: 3), [10, 11, 12, 20, 21, 22])
        // More needed than done: nothing.
        XCTAssertEqual(LoopIntervals.covered(done: [10], count: 2, days: 3), [])
    }

    /// Today in an interval is not due (done for now, as a met week is); outside one it is
    /// pending, and a day not done before it is missed.
    func testTodayInAndOutOfAnInterval() {
        let toml = "[habits.wake]\nname = \"Wake\"\ntarget = \"2/3d\"\nsince = 2026-11-01\n"
        let tick = ScheduleCountingTests.tick("Wake")
        let c = ScheduleCountingTests.counter(toml, ["2026-11-10": tick, "2026-11-11": tick], today: "2026-11-12")
        let h = c.habits.habits[0]
        let today = c.habitDay(h, on: Self.d("2026-11-12"))
        XCTAssertFalse(today.isDue)
        XCTAssertTrue(today.metForPeriod)
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-12")), .open)
        let later = ScheduleCountingTests.counter(toml, ["2026-11-10": tick, "2026-11-11": tick], today: "2026-11-13")
        XCTAssertEqual(later.habitDay(h, on: Self.d("2026-11-13")).state, .pending)
        XCTAssertTrue(later.habitDay(h, on: Self.d("2026-11-13")).isDue)
        XCTAssertEqual(later.state(h, on: Self.d("2026-11-09")), .missed)
    }

    /// `target` reads `N/Md` (1 ≤ N ≤ M ≤ 366) beside `N/week` and `N/month`.
    func testFrequencyIsRead() {
        XCTAssertEqual(HabitFrequency("2/3d"), HabitFrequency(count: 2, days: 3))
        XCTAssertEqual(HabitFrequency(" 2 / 3D "), HabitFrequency(count: 2, days: 3))
        for text in ["3/2d", "0/3d", "2/367d", "2/3", "2/week", "2/d", "/3d"] {
            XCTAssertNil(HabitFrequency(text), text)
        }
        XCTAssertNil(HabitTarget("2/3d"))
    }
}
