import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalUI

/// Today's checklist when it has nothing to do: the seed's empty states, in the words `day`
/// prints (`EmptyStateText`, `DayText`), and the way to the Habits tab where habits are added.
final class TodayEmptyStatesTests: XCTestCase {
    private let now = LocalDateTime("2026-11-21T14:05")!

    private let twoHabits = """
        [habits.read]
        name = "Read"
        since = 2026-11-01

        [habits.floss]
        name = "Floss"
        since = 2026-11-01
        """

    private func app(_ habits: String, today: String? = nil) -> UIApp {
        var files = ["habits.toml": habits]
        if let today { files["days/2026/2026-11-21.md"] = today }
        return UIApp(
            storage: MemoryStorage(files), date: nil, now: now, size: TerminalSize(columns: 80, rows: 24),
            colorMode: .trueColor)
    }

    /// The checklist's column of each screen row, from its title down, trailing spaces cut.
    private func checklist(_ app: UIApp) -> [String] {
        let l = Layout(app.today)
        return app.screenText.components(separatedBy: "\n")[l.titleRow..<(l.bodyTop + l.bodyHeight)].map { row in
            var cells = Array(row)
            // The timeline's cells, up to the checklist's column (all of them one cell wide here).
            cells.removeFirst(min(cells.count, l.checklistColumn))
            return String(cells).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    /// The checklist's sentences: its non-empty rows joined by spaces (a sentence wraps at 80
    /// columns, where the checklist has 30).
    private func sentences(_ rows: [String]) -> String { rows.filter { !$0.isEmpty }.joined(separator: " ") }

    func testEverythingDoneSaysTheSeedsTwoLines() {
        let rows = checklist(app(twoHabits, today: "## Checklist\n\n- [x] Read\n- [x] Floss\n"))
        XCTAssertTrue(rows[0].hasSuffix("2 of 2 completed"), rows[0])
        XCTAssertTrue(sentences(rows).hasSuffix("All habits completed for today. See you tomorrow."), "\(rows)")
        // Two lines, as the seed has them: "See you tomorrow." starts its own row.
        let i = rows.firstIndex(of: EmptyStateText.seeYouTomorrow)
        XCTAssertNotNil(i, "\(rows)")
        XCTAssertTrue(rows[(i ?? 1) - 1].hasSuffix("today."), "\(rows)")
    }

    func testNotYetDoneSaysNeither() {
        let text = checklist(app(twoHabits, today: "## Checklist\n\n- [x] Read\n")).joined(separator: "\n")
        XCTAssertTrue(text.contains("1 of 2 completed"), text)
        XCTAssertFalse(text.contains(EmptyStateText.allCompletedToday), text)
        XCTAssertFalse(text.contains(EmptyStateText.seeYouTomorrow), text)
    }

    func testNoHabitsShowsTheWayToTheHabitsTab() {
        var a = app("")
        XCTAssertEqual(
            sentences(Array(checklist(a).dropFirst())),
            EmptyStateText.noHabits + " Press 4 for Habits, then a to add one.")
        a.type("4")
        XCTAssertEqual(a.tab, .habits, "the key it names")
    }

    func testNoActiveHabitsShowsTheWayToTheHabitsTab() {
        let rows = checklist(
            app(
                twoHabits.replacingOccurrences(
                    of: "since = 2026-11-01", with: "since = 2026-11-01\narchived = 2026-11-10")))
        XCTAssertEqual(
            sentences(Array(rows.dropFirst())), EmptyStateText.noActiveHabits + " " + InteractiveText.addOneInHabits)
        XCTAssertFalse(rows[0].contains("completed"), rows[0])
    }

    func testARestDayIsNotZeroOfZero() {
        // Both habits skipped today: `day` says "All habits skipped for this day.", not "0 of 0".
        let rows = checklist(app(twoHabits, today: "## Checklist\n\n- [-] Read\n- [-] Floss\n"))
        let text = rows.joined(separator: "\n")
        XCTAssertFalse(text.contains("0 of 0"), text)
        XCTAssertTrue(sentences(rows).hasSuffix(DayText.allSkipped), text)
        XCTAssertFalse(text.contains(EmptyStateText.allCompletedToday), text)
    }
}
