import DawnJournal
import DawnJournalText
import XCTest

/// What a write says beside itself: the library gives typed values, these are their words (the
/// command line's `note:` lines), and no sentence names a command-line flag.
final class WriteTextTests: XCTestCase {
    let t = { (s: String) in TimeOfDay(s)! }

    func testAdjustmentsUnchangedAndNotices() {
        XCTAssertEqual(
            WriteText.adjustment(.lengthRounded(from: 50, to: 45, slot: 15)),
            "50m rounded to 45m, whole slots of the 15-minute grid")
        XCTAssertEqual(
            WriteText.adjustment(.startSnapped(from: t("07:10"), to: t("07:00"), slot: 15)),
            "07:10 snapped to 07:00, the 15-minute grid")
        XCTAssertEqual(
            WriteText.adjustment(.endRounded(from: t("06:35"), to: t("06:45"), slot: 15)),
            "06:35 rounded to 06:45, the nearest boundary of the 15-minute grid at least one slot after the start")
        XCTAssertEqual(WriteText.unchanged(.alreadyTotal(Amount(6))), "already 6")
        XCTAssertEqual(WriteText.unchanged(.alreadyDone), "already done")
        XCTAssertEqual(WriteText.unchanged(.alreadySkipped), "already skipped")
        XCTAssertEqual(
            WriteText.unchanged(.alreadyOnTimeline(line: 7)), "already on the timeline, line 7: nothing written")
        let d = { (s: String) in LocalDate(s)! }
        XCTAssertEqual(
            WriteText.notice(.paused(habit: "Read", from: d("2026-11-01"), to: d("2026-11-10"))),
            "'Read' was paused from 2026-11-01 to 2026-11-10 (its 'pauses'), so this will not count.")
        XCTAssertEqual(
            WriteText.notice(.notStarted(habit: "Read", since: d("2026-12-01"))),
            "'Read' starts on 2026-12-01 (its 'since'), so this will not count until that date is earlier.")
        XCTAssertEqual(WriteText.notice(.emojiCut(kept: "🏃")), "an emoji is one character; kept '🏃'.")
        XCTAssertEqual(
            WriteText.notice(.nothingToClear(habit: "Read", field: "days")), "'Read' has no days; nothing to clear.")
        for text in [
            WriteText.adjustment(.endRounded(from: t("06:35"), to: t("06:45"), slot: 15)),
            WriteText.adjustment(.lengthRounded(from: 50, to: 45, slot: 15)),
        ] {
            XCTAssertFalse(text.contains("--"), text)
        }
    }
}
