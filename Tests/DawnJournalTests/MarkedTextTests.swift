import DawnJournal
import DawnJournalTestSupport
import XCTest

/// The `«»` markers, counted by hand once, here, so that no other test has to.
final class MarkedTextTests: XCTestCase {
    func testMarkersAreRemovedAndTheirRangesKept() {
        let marked = MarkedText("## Timeline\n- «06:30-07:00» 🏃‍♀️ «Run»«»\n")
        XCTAssertEqual(marked.text, "## Timeline\n- 06:30-07:00 🏃‍♀️ Run\n")
        XCTAssertEqual(
            marked.ranges,
            [
                SourceRange(line: 2, column: 3, length: 11),
                SourceRange(line: 2, column: 17, length: 3), // the ZWJ sequence is one column
                SourceRange(line: 2, column: 20, length: 0),
            ])
        XCTAssertEqual(MarkedText("«»").range, SourceRange(line: 1, column: 1, length: 0))
    }

    /// Lines end at LF, CRLF and a lone CR, as the parser reads them; a byte-order mark is not
    /// a column for the diagnostics, but is one UTF-16 unit and three bytes for an editor.
    func testLinesEndsAndTheByteOrderMark() {
        XCTAssertEqual(MarkedText("a\r\nb\rc\n«d»").range, SourceRange(line: 4, column: 1, length: 1))
        let bom = MarkedText("\u{FEFF}«+++»\n")
        XCTAssertEqual(bom.range, SourceRange(line: 1, column: 1, length: 3))
        XCTAssertEqual(bom.lspRange(.utf16).numbers, [0, 1, 0, 4])
        XCTAssertEqual(bom.lspRange(.utf8).numbers, [0, 3, 0, 6])
    }

    func testLanguageServerPositions() {
        // 14 bytes of ASCII, the family emoji (18 UTF-8 bytes, 8 UTF-16 units, 1 character), a space.
        let marked = MarkedText("# Day\n- 08:00-08:30 👨‍👩‍👧 «Family Tme»\n")
        XCTAssertEqual(marked.range, SourceRange(line: 2, column: 17, length: 10))
        XCTAssertEqual(marked.lspRange().numbers, [1, 23, 1, 33])
        XCTAssertEqual(marked.lspRange(.utf8).numbers, [1, 33, 1, 43])
    }
}
