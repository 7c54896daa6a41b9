import XCTest

@testable import DawnSource

final class DisplayWidthTests: XCTestCase {
    func testColumnsOfText() {
        let cases: [(text: String, columns: Int)] = [
            ("", 0),
            ("a", 1),
            ("Morning Run", 11),
            ("日本語", 6), // East Asian wide
            ("한국", 4),
            ("ｶﾀｶﾅ", 4), // halfwidth forms: one each
            ("🏃", 2),
            ("🏃‍♀️", 2), // a ZWJ sequence is one character
            ("👋🏽", 2), // with a skin tone
            ("🧘🏽‍♂️", 2),
            ("✍️", 2), // text-style emoji made wide by VS16
            ("e\u{301}", 1), // a combining mark takes no column
            ("\u{301}", 0),
            ("\u{200D}", 0), // a joiner alone
            ("\t", 4),
            ("\u{1B}", 2), // shown as \e
            ("\r", 2), // shown as \r
            ("\u{7}", 4), // \x07
            ("\u{7F}", 4), // \x7F
            ("\u{9B}", 6), // \u{9B}
            ("\n", 0),
        ]
        for c in cases { XCTAssertEqual(DisplayWidth.of(c.text), c.columns, c.text.debugDescription) }
    }

    func testPadded() {
        XCTAssertEqual(DisplayWidth.padded("日本", to: 6), "日本  ")
        XCTAssertEqual(DisplayWidth.padded("toolong", to: 3), "toolong")
        XCTAssertEqual(DisplayWidth.padded("", to: 0), "")
    }
}
