import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalUI

/// The header's week strip on the demo (today Saturday 2026-11-21, weeks from Monday): how many
/// habits were done each day of the week, `[` / `]` and a click to go to a day.
final class TodayWeekStripTests: XCTestCase {
    private func header(_ app: UIApp) -> String { app.screenText.components(separatedBy: "\n")[1] }

    func testTheStripShowsEachDaysDoneAsWeekCountsThem() throws {
        let storage = Demo.storage()
        let app = Demo.app(storage)
        let week = try JournalService(storage: storage, now: Demo.now).weekView().days
        XCTAssertEqual(week.count, 7)
        let strip = week.map { d in
            InteractiveText.weekStripDay(DateText.weekday(d.date.weekday, .short), done: d.isFuture ? nil : d.done)
        }.joined(separator: " ")
        XCTAssertTrue(strip.hasPrefix("M"), strip)
        XCTAssertTrue(strip.hasSuffix("S·"), "Sunday 22 is still to come: \(strip)")
        XCTAssertTrue(header(app).contains("today  " + strip), header(app))
        XCTAssertTrue(header(app).hasSuffix("15-minute rows"), "the row length still fits: \(header(app))")
        // The day shown is in reverse video.
        let l = Layout(app.today)
        let cell = try XCTUnwrap(
            WeekStrip(app.today, rowMinutes: l.rowMinutes).cells.first { $0.day.date == LocalDate("2026-11-21") })
        XCTAssertTrue(app.render()[column: cell.column, row: l.headerRow].style.reverse)
    }

    func testAClickOnADayAndTheBracketsGoThere() throws {
        var app = Demo.app(Demo.storage())
        let l = Layout(app.today)
        let monday = try XCTUnwrap(WeekStrip(app.today, rowMinutes: l.rowMinutes).cells.first)
        XCTAssertEqual(monday.day.date, LocalDate("2026-11-16"))
        _ = app.handle(.mouse(MouseEvent(.press, column: monday.column + 1, row: l.headerRow)), now: Demo.now)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-16"))
        app.type("[")
        XCTAssertEqual(app.today.date, LocalDate("2026-11-09"))
        app.type("]]")
        XCTAssertEqual(app.today.date, LocalDate("2026-11-23"))
        XCTAssertTrue(header(app).contains("M"), header(app))
    }

    func testTheStripIsLeftOutWhereItDoesNotFit() {
        let app = Demo.app(Demo.storage(), columns: 64, rows: 18)
        XCTAssertTrue(WeekStrip(app.today, rowMinutes: Layout(app.today).rowMinutes).cells.isEmpty)
        XCTAssertTrue(header(app).hasSuffix("15-minute rows"), header(app))
    }
}
