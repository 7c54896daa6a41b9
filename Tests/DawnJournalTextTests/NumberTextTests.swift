import DawnJournal
import DawnJournalText
import XCTest

/// Percentages, decimals, counts, amounts and durations: one format each, for every front end.
final class NumberTextTests: XCTestCase {
    /// Rounded to the nearest whole number, halves away from zero: 2 of 3 is 67%, not the 66%
    /// that integer division gives.
    func testPercentRoundsToTheNearestWholeNumber() {
        XCTAssertEqual(NumberText.percent(200.0 / 3), "67%")
        XCTAssertEqual(NumberText.percent(100.0 / 3), "33%")
        XCTAssertEqual(NumberText.percent(12.5), "13%")
        XCTAssertEqual(NumberText.percent(0.49), "0%")
        XCTAssertEqual(NumberText.percent(100), "100%")
    }

    func testPercentOfNothingIsADash() {
        XCTAssertEqual(NumberText.percent(nil), "–")
        XCTAssertEqual(NumberText.percent(.nan), "–")
        XCTAssertEqual(NumberText.percent(.infinity), "–")
    }

    func testDecimalHasAtMostOneDecimal() {
        XCTAssertEqual(NumberText.decimal(6.25), "6.3")
        XCTAssertEqual(NumberText.decimal(183.0 / 29), "6.3")
        XCTAssertEqual(NumberText.decimal(8), "8")
        XCTAssertEqual(NumberText.decimal(0.04), "0")
        XCTAssertEqual(NumberText.decimal(1.5), "1.5")
        XCTAssertEqual(NumberText.decimal(-0.3), "-0.3")
        XCTAssertEqual(NumberText.decimal(.infinity), "–")
    }

    func testTimes() {
        XCTAssertEqual(NumberText.times(1), "once")
        XCTAssertEqual(NumberText.times(4), "4 times")
        XCTAssertEqual(NumberText.times(0), "0 times")
    }

    func testAmountWithItsUnit() {
        XCTAssertEqual(NumberText.amount(Amount(183), "glasses"), "183 glasses")
        XCTAssertEqual(NumberText.amount(Amount(thousandths: 2500), "km"), "2.5 km")
        XCTAssertEqual(NumberText.amount(Amount(thousandths: 125), nil), "0.125")
    }

    /// Whole hours and the minutes left, as `summary`, the report and the hover say it.
    func testDurations() {
        XCTAssertEqual(DurationText.minutes(0), "0m")
        XCTAssertEqual(DurationText.minutes(45), "45m")
        XCTAssertEqual(DurationText.minutes(60), "1h")
        XCTAssertEqual(DurationText.minutes(300), "5h")
        XCTAssertEqual(DurationText.minutes(330), "5h 30m")
        XCTAssertEqual(DurationText.minutes(555), "9h 15m")
    }
}
