import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 24, item 7: a default window (no length asked for) starts no earlier than the
/// journal's first day, its first day file or earliest `since`: a six-day-old journal's
/// history was 30 columns of which 24 were before it began. Today is Saturday 2026-11-21.
final class DefaultWindowTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!

    func service(_ files: [String: String]) -> JournalService {
        JournalService(storage: MemoryStorage(files), now: Self.now)
    }

    static let young = [
        "habits.toml": "[habits.read]\nname = \"Read\"\nsince = 2026-11-16\n\n[habits.any]\nname = \"Any\"\n",
        "days/2026/2026-11-18.md": "## Checklist\n\n- [x] Read\n- [x] Any\n",
    ]

    func testDefaultWindowsStartOnTheJournalsFirstDay() throws {
        let j = service(Self.young)
        let summary = try j.summary()
        XCTAssertEqual([summary.from, summary.to], [LocalDate("2026-11-16")!, LocalDate("2026-11-21")!])
        XCTAssertTrue(summary.startsWithJournal)
        // Read: due 16…21 but today pending and not done: 1 of 5; Any (no since, starts on the
        // first day file, the 18th): due 18, 19, 20 (21 pending): 1 of 3.
        XCTAssertEqual([summary.done, summary.due], [2, 8])
        let history = try j.historyView()
        XCTAssertEqual(history.dates.count, 6)
        XCTAssertEqual(history.from, LocalDate("2026-11-16"))
        XCTAssertTrue(history.startsWithJournal)
        let report = try j.report()
        XCTAssertEqual([report.from, report.to], [LocalDate("2026-11-16")!, LocalDate("2026-11-21")!])
        XCTAssertTrue(report.startsWithJournal)
    }

    /// A length or range asked for is shown whole; a journal older than the window, or with
    /// no day and no `since`, keeps the default's 30 days (twelve months for the report).
    func testAskedForOrOlderWindowsAreWhole() throws {
        let j = service(Self.young)
        let asked = try j.summary(ViewWindow(days: 30))
        XCTAssertEqual(asked.from, LocalDate("2026-10-23"))
        XCTAssertFalse(asked.startsWithJournal)
        XCTAssertEqual(try j.historyView(ViewWindow(days: 7)).dates.count, 7)
        XCTAssertEqual(try j.report(.dates(from: nil, to: nil)).from, LocalDate("2025-11-22"))
        let old = service([
            "habits.toml": "[habits.read]\nname = \"Read\"\nsince = 2026-11-16\n",
            "days/2025/2025-01-02.md": "## Checklist\n\n- [x] Read\n",
        ])
        XCTAssertEqual(try old.summary().from, LocalDate("2026-10-23"))
        XCTAssertFalse(try old.summary().startsWithJournal)
        XCTAssertEqual(try old.report().from, LocalDate("2025-11-22"))
        let empty = service(["habits.toml": "[habits.any]\nname = \"Any\"\n"])
        XCTAssertEqual(try empty.historyView().dates.count, 30)
        // A journal that begins after today (a habit from tomorrow): one day, today.
        let future = service(["habits.toml": "[habits.later]\nname = \"Later\"\nsince = 2026-12-01\n"])
        XCTAssertEqual(try future.historyView().dates, [LocalDate("2026-11-21")!])
    }
}
