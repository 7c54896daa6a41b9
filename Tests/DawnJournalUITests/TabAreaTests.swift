import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// History and Insights draw into the rectangle they are given (ratatui's `render(area, buf)`),
/// not at the rows the router would give them: nothing outside it is written.
final class TabAreaTests: XCTestCase {
    private let size = TerminalSize(columns: 120, rows: 40)
    private let area = Rect(column: 10, row: 5, width: 80, height: 20)

    /// The buffer's rows as text, and whether every cell outside `area` is blank.
    private func draw(_ tab: Tab, key: Character) -> (rows: [String], outsideBlank: Bool) {
        var app = Demo.app(Demo.storage(), columns: size.columns, rows: size.rows)
        app.type(String(key))
        var b = ScreenBuffer(size: size)
        Tab.component(tab, of: app.model).view(app.context, area, &b)
        var blank = true
        for row in 0..<size.rows {
            for column in 0..<size.columns
            where !(row >= area.row && row < area.bottom && column >= area.column && column < area.right) {
                if b[column: column, row: row].text != " " { blank = false }
            }
        }
        return (b.snapshot().components(separatedBy: "\n--\n")[0].components(separatedBy: "\n"), blank)
    }

    func testHistoryDrawsInsideItsArea() {
        let (rows, outsideBlank) = draw(.history, key: "2")
        XCTAssertTrue(outsideBlank, rows.joined(separator: "\n"))
        XCTAssertTrue(rows[area.row].dropFirst(area.column).hasPrefix("History"), rows[area.row])
        XCTAssertTrue(rows.joined().contains("Morning Run"), "its rows are drawn")
    }

    func testInsightsDrawsInsideItsArea() {
        let (rows, outsideBlank) = draw(.insights, key: "3")
        XCTAssertTrue(outsideBlank, rows.joined(separator: "\n"))
        XCTAssertTrue(rows[area.row].dropFirst(area.column).hasPrefix("Insights"), rows[area.row])
        XCTAssertTrue(rows[area.row + 2].dropFirst(area.column).hasPrefix("Overall Consistency"), rows[area.row + 2])
    }
}
