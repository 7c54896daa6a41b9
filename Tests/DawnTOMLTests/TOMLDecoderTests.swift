import DawnJournalTestSupport
import XCTest

@testable import DawnTOML

final class TOMLDecoderTests: XCTestCase {
    func testKeysKeepWrittenOrderAndPositions() throws {
        let marked = MarkedText(
            """
            # comment
            [habits.zeta]
            name = "Z"
            «[habits.alpha]»
              «name» = 'A'   # literal
            [habits."quoted key"]
            name = \"\"\"
            multi\"\"\"
            """)
        let t = try TOMLDecoder().decode(marked.text)
        let habits = try XCTUnwrap(t["habits"]?.tableValue)
        XCTAssertEqual(habits.keys, ["zeta", "alpha", "quoted key"])
        XCTAssertEqual(habits.position(of: "alpha"), marked.ranges[0])
        XCTAssertEqual(habits["alpha"]?.tableValue?.position(of: "name"), marked.ranges[1])
        XCTAssertEqual(habits["quoted key"]?.tableValue?["name"], .string("multi"))
    }

    func testErrorsArePositioned() {
        let cases = [
            "a = 1\nb = «»\n",
            "[a]\nx = 1\n«»[a]\n",
            "a = \"unterminated«»\n",
            "a = 1\nb = 2 «»c = 3\n",
            "name = \"é\" «»x",
        ]
        for marked in cases.map(MarkedText.init) {
            let text = marked.text
            do {
                _ = try TOMLDecoder().decode(text)
                XCTFail("accepted \(text.debugDescription)")
            } catch {
                XCTAssertEqual(error.range.line, marked.range.line, "\(text.debugDescription): \(error)")
                XCTAssertEqual(error.range.column, marked.range.column, "\(text.debugDescription): \(error)")
            }
        }
    }

    /// An invalid escape is quoted as written, a non-ASCII character included (it was quoted
    /// as a lone backslash).
    func testInvalidEscapesAreQuotedAsWritten() {
        for (text, quoted) in [("a = \"x\\éy\"", "'\\é'"), ("a = \"x\\qy\"", "'\\q'"), ("a = \"\\🏃\"", "'\\🏃'")] {
            XCTAssertThrowsError(try TOMLDecoder().decode(text)) { error in
                XCTAssertTrue("\(error)".contains("invalid escape sequence \(quoted)"), "\(text): \(error)")
            }
        }
    }

    func testHostileNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try TOMLDecoder().decode("a = " + deep))
        let inline = "a = " + String(repeating: "{b=", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        XCTAssertThrowsError(try TOMLDecoder().decode(inline))
        let dotted = "a" + String(repeating: ".a", count: 10_000) + " = 1"
        XCTAssertThrowsError(try TOMLDecoder().decode(dotted))
        let header = "[" + "a" + String(repeating: ".a", count: 10_000) + "]"
        XCTAssertThrowsError(try TOMLDecoder().decode(header))
        XCTAssertNoThrow(
            try TOMLDecoder().decode("a = " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
    }

    func testInvalidUTF8IsRejectedWithPosition() {
        // The bad byte goes where the point is marked.
        let marked = MarkedText("a = \"x«»")
        XCTAssertThrowsError(try TOMLDecoder().decode(Array(marked.text.utf8) + [0xFF] + Array("\"".utf8))) { error in
            XCTAssertEqual((error as? TOMLError)?.range.column, marked.range.column)
        }
    }
}
