import DawnJournal
import XCTest

@testable import DawnJournalUI

/// How the timeline marks the focused block (issue 26 item 8: a cursor move writes little).
final class TimelineLookTests: XCTestCase {
    /// The rows of the timeline whose text holds `text`.
    func rows(_ b: ScreenBuffer, containing text: String, columns: Int = 48) -> [Int] {
        (0..<b.size.rows).filter { r in
            (0..<columns).map { b[column: $0, row: r].text }.joined().contains(text)
        }
    }

    /// 2026-11-20 opens with the cursor on Meditate (07:45-08:00): its edge column is a bar in
    /// reverse video and its title bold, its other cells keep the habit's colours; Evening Walk,
    /// not focused, has neither (40 rows: both on screen).
    func testAFocusedBlockIsMarkedByItsEdge() {
        let app = Demo.app(Demo.storage(), date: LocalDate("2026-11-20"), rows: 40)
        let b = app.render()
        let edge = Layout.labelWidth
        let width = Layout(app.today).timelineWidth
        let focused = rows(b, containing: "Meditate 07:45-08:00")
        XCTAssertEqual(focused.count, 1)
        let r = focused[0]
        XCTAssertTrue(b[column: edge, row: r].style.reverse, "the focus bar")
        XCTAssertTrue(b[column: edge, row: r].style.bold)
        let colour = b[column: edge + 1, row: r].style.background
        XCTAssertNotEqual(colour, .terminalDefault, "the block keeps its colour")
        for c in (edge + 1)..<width {
            XCTAssertFalse(b[column: c, row: r].style.reverse, "column \(c): only the edge is reversed")
            XCTAssertEqual(b[column: c, row: r].style.background, colour, "column \(c)")
        }
        XCTAssertEqual(b[column: edge + 1, row: r].text, "🧘🏽")
        XCTAssertTrue(b[column: edge + 1, row: r].style.bold, "the title is bold")
        let other = rows(b, containing: "Evening Walk 13:00-13:30")
        XCTAssertEqual(other.count, 1)
        guard let otherRow = other.first else { return }
        for c in edge..<width {
            XCTAssertFalse(b[column: c, row: otherRow].style.reverse, "column \(c) of a block not focused")
            XCTAssertFalse(b[column: c, row: otherRow].style.bold, "column \(c) of a block not focused")
        }
    }

    /// A block of several rows (Deep Work's six quarter hours) has the bar on each; without colour the bar is the edge column in
    /// reverse video, where a block not focused has `▌`.
    func testTheBarRunsDownEveryRowAndShowsWithoutColour() {
        for color in [ColorMode.trueColor, .none] {
            var app = Demo.app(Demo.storage(), date: LocalDate("2026-11-20"), color: color)
            // The cursor on the block's last row (15:30): the whole block on screen.
            while app.today.cursor < TimeOfDay("15:30")!.minutes { app.press(.down) }
            XCTAssertEqual(app.today.entryAtCursor?.habit?.name, "Deep Work")
            let b = app.render()
            let edge = Layout.labelWidth
            let width = Layout(app.today).timelineWidth
            let top = rows(b, containing: "Deep Work 14:15-15:45")
            XCTAssertEqual(top.count, 1, "\(color)")
            guard let first = top.first else { continue }
            for r in first..<(first + 6) {
                XCTAssertTrue(b[column: edge, row: r].style.reverse, "\(color) row \(r): the bar")
                for c in (edge + 1)..<width {
                    XCTAssertFalse(b[column: c, row: r].style.reverse, "\(color) column \(c), row \(r)")
                }
            }
            XCTAssertFalse(b[column: edge, row: first + 6].style.reverse, "\(color): below the block")
            if color == .none {
                let walk = rows(b, containing: "Evening Walk 13:00-13:30")
                XCTAssertEqual(walk.count, 1)
                guard let w = walk.first else { continue }
                XCTAssertEqual(b[column: edge, row: w].text, "▌")
                XCTAssertFalse(b[column: edge, row: w].style.reverse)
            }
        }
    }

    /// The current time (today at 14:05) is a line of underlined blanks in the now colour across
    /// the timeline, its time at the end on the line in bold: a byte a cell, not "╌"'s three.
    func testTheNowLineIsUnderlinedBlanks() {
        for color in [ColorMode.trueColor, .none] {
            let app = Demo.app(Demo.storage(), color: color)
            let b = app.render()
            let width = Layout(app.today).timelineWidth
            let now = rows(b, containing: "14:05")
            XCTAssertEqual(now.count, 1, "\(color)")
            guard let r = now.first else { continue }
            let label = width - 6 // " 14:05"
            let line = (Layout.labelWidth..<label).map { b[column: $0, row: r] }
            XCTAssertFalse(line.isEmpty)
            for (i, cell) in line.enumerated() {
                XCTAssertEqual(cell.text, " ", "\(color) column \(Layout.labelWidth + i)")
                XCTAssertTrue(cell.style.underline, "\(color) column \(Layout.labelWidth + i)")
                XCTAssertFalse(cell.style.reverse)
                if color != .none { XCTAssertEqual(cell.style.foreground, Palette.ink(.dark).now) }
            }
            XCTAssertEqual((label..<width).map { b[column: $0, row: r].text }.joined(), " 14:05")
            XCTAssertTrue(b[column: label + 1, row: r].style.bold, "\(color): the time")
            XCTAssertTrue(b[column: label + 1, row: r].style.underline, "\(color): the time, on the line")
            XCTAssertEqual(b[column: label, row: r].style.foreground, line[0].style.foreground)
        }
    }
}
