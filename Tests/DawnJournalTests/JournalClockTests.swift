import DawnJournal
import XCTest

/// The one journal clock, table-driven over day starts on and off the slot grid.
final class JournalClockTests: XCTestCase {
    private func clock(_ dayStarts: String, slot: Int = 15) -> JournalClock {
        JournalClock(dayStarts: TimeOfDay(dayStarts)!, slot: slot)
    }

    private func t(_ text: String) -> Int { TimeOfDay(text)!.minutes }

    /// day_starts → the night's end, the timeline's first and last slot, and its first row and
    /// end with 30-minute rows.
    func testTheDaysSlotsAndRowsForEachDayStart() {
        let table: [(String, night: String, first: String, last: String, row: String, end: String)] = [
            ("04:00", "28:00", "04:00", "27:45", "04:00", "28:00"),
            ("04:10", "28:10", "04:15", "27:45", "04:00", "28:00"),
            ("04:15", "28:15", "04:15", "28:00", "04:00", "28:30"),
            ("05:00", "29:00", "05:00", "28:45", "05:00", "29:00"),
            ("00:00", "24:00", "00:00", "23:45", "00:00", "24:00"),
            ("08:00", "32:00", "08:00", "31:45", "08:00", "32:00"),
        ]
        for row in table {
            let c = clock(row.0)
            XCTAssertEqual(c.nightEnd, t(row.night), row.0)
            XCTAssertEqual(c.nightEndTime.description, row.night, row.0)
            XCTAssertEqual(c.firstSlot, t(row.first), row.0)
            XCTAssertEqual(c.lastSlot, t(row.last), row.0)
            XCTAssertEqual(c.firstRow(rowMinutes: 30), t(row.row), row.0)
            XCTAssertEqual(c.timelineEnd(rowMinutes: 30), t(row.end), row.0)
            XCTAssertLessThanOrEqual(c.lastSlot + c.slot, c.nightEnd, "the last slot ends by the night's end")
            XCTAssertGreaterThanOrEqual(c.firstSlot, c.dayStarts.minutes, "the first slot is in the day")
        }
    }

    /// Every whole hour of a timeline starts a labelled row, whatever day_starts is (with
    /// "04:10" the view used to show none): day_starts, rows → the first label and how many.
    func testHourLabelsForEachDayStart() {
        let table: [(String, rows: Int, first: String, count: Int)] = [
            ("04:00", 15, "04:00", 24), ("04:00", 30, "04:00", 24),
            ("04:10", 15, "05:00", 23), ("04:10", 30, "04:00", 24),
            ("04:15", 15, "05:00", 24), ("04:15", 30, "04:00", 25),
            ("05:00", 15, "05:00", 24), ("05:00", 30, "05:00", 24),
            ("00:00", 15, "00:00", 24), ("00:00", 30, "00:00", 24),
            ("08:00", 15, "08:00", 24), ("08:00", 30, "08:00", 24),
        ]
        for entry in table {
            let c = clock(entry.0)
            var labels: [Int] = []
            var row = c.firstRow(rowMinutes: entry.rows)
            while row < c.timelineEnd(rowMinutes: entry.rows) {
                if let hour = c.hourLabel(ofRow: row, rowMinutes: entry.rows) {
                    XCTAssertEqual(hour, row, "\(entry): an hour starts its row")
                    labels.append(hour)
                }
                row += entry.rows
            }
            XCTAssertEqual(labels.count, entry.count, "\(entry)")
            XCTAssertEqual(labels.first, t(entry.first), "\(entry)")
        }
        // Rows that do not divide the hour: the hour inside the row names it.
        let c = clock("04:00", slot: 12)
        XCTAssertEqual(c.hourLabel(ofRow: t("04:48"), rowMinutes: 24), t("05:00"))
        XCTAssertNil(c.hourLabel(ofRow: t("05:12"), rowMinutes: 24))
    }

    /// Snapping a pointer to a slot: on the row grid, inside the day's slots, so what is shown
    /// there is what a placing writes.
    func testSnapForEachDayStart() {
        let table: [(String, at: String, rows: Int, snapped: String)] = [
            ("04:00", "08:40", 30, "08:30"),
            ("04:10", "08:40", 30, "08:30"),
            ("04:10", "08:40", 15, "08:30"),
            ("04:10", "04:00", 30, "04:15"),
            ("04:10", "04:12", 15, "04:15"),
            ("04:10", "28:05", 30, "27:30"),
            ("04:10", "28:05", 15, "27:45"),
            ("04:15", "04:20", 30, "04:15"),
            ("04:15", "28:10", 15, "28:00"),
            ("05:00", "04:59", 30, "05:00"),
            ("00:00", "23:59", 15, "23:45"),
            ("08:00", "31:50", 30, "31:30"),
        ]
        for row in table {
            let c = clock(row.0)
            let s = c.snap(t(row.at), rowMinutes: row.rows)
            XCTAssertEqual(TimeOfDay(minutes: s)!.description, row.snapped, "\(row)")
            XCTAssertTrue(c.isOnGrid(s))
        }
    }

    /// A clock time on the journal day's clock, the journal's date and "now" on a timeline.
    func testNightsAndNowForEachDayStart() {
        let night = LocalDateTime("2026-11-22T04:05")!
        let table: [(String, dayMinute: String, date: String, wall: String)] = [
            ("04:00", "04:05", "2026-11-22", "04:05"),
            ("04:10", "28:05", "2026-11-21", "04:05"),
            ("04:15", "28:05", "2026-11-21", "04:05"),
            ("05:00", "28:05", "2026-11-21", "04:05"),
            ("00:00", "04:05", "2026-11-22", "04:05"),
            ("08:00", "28:05", "2026-11-21", "04:05"),
        ]
        for row in table {
            let c = clock(row.0)
            XCTAssertEqual(c.dayMinute(at: night), t(row.dayMinute), row.0)
            XCTAssertEqual(c.dayMinute(TimeOfDay("04:05")!), t(row.dayMinute), row.0)
            XCTAssertEqual(c.journalDate(at: night), LocalDate(row.date), row.0)
            XCTAssertEqual(c.now(on: LocalDate(row.date)!, at: night), t(row.dayMinute), row.0)
            XCTAssertNil(c.now(on: LocalDate("2026-11-23")!, at: night), row.0)
            XCTAssertEqual(c.wallClock(t(row.dayMinute)).description, row.wall, row.0)
            // A time past 24:00 is what it says.
            XCTAssertEqual(c.dayMinute(TimeOfDay("25:30")!), t("25:30"), row.0)
        }
    }

    func testSlotsAndLengths() {
        for dayStarts in ["04:00", "04:10", "04:15", "05:00", "00:00", "08:00"] {
            let c = clock(dayStarts)
            XCTAssertEqual(c.slotStart(TimeOfDay("06:44")!), TimeOfDay("06:30"), dayStarts)
            XCTAssertEqual(c.slotStart(t("25:59")), t("25:45"), dayStarts)
            XCTAssertEqual([5, 7, 8, 22, 23, 40, 90].map(c.slotLength), [15, 15, 15, 15, 30, 45, 90], dayStarts)
        }
        XCTAssertEqual(clock("04:10", slot: 20).firstSlot, t("04:20"))
        XCTAssertEqual(clock("04:10", slot: 20).lastSlot, t("27:40"))
    }
}
