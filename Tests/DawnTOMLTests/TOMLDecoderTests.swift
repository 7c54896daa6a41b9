import XCTest
@testable import DawnTOML

final class TOMLDecoderTests: XCTestCase {
    func testKeysKeepWrittenOrderAndPositions() throws {
        let t = try TOMLDecoder().decode("""
        # comment
        [habits.zeta]
        name = "Z"
        [habits.alpha]
          name = 'A'   # literal
        [habits."quoted key"]
        name = \"\"\"
        multi\"\"\"
        """)
        let habits = try XCTUnwrap(t["habits"]?.tableValue)
        XCTAssertEqual(habits.keys, ["zeta", "alpha", "quoted key"])
        XCTAssertEqual(habits.position(of: "alpha"), SourceRange(line: 4, column: 1, length: 14))
        XCTAssertEqual(habits["alpha"]?.tableValue?.position(of: "name"), SourceRange(line: 5, column: 3, length: 4))
        XCTAssertEqual(habits["quoted key"]?.tableValue?["name"], .string("multi"))
    }

    func testErrorsArePositioned() {
        let cases: [(String, Int, Int)] = [
            ("a = 1\nb = \n", 2, 5),
            ("[a]\nx = 1\n[a]\n", 3, 1),
            ("a = \"unterminated\n", 1, 18),
            ("a = 1\nb = 2 c = 3\n", 2, 7),
            ("name = \"é\" x", 1, 12),
        ]
        for (text, line, column) in cases {
            do {
                _ = try TOMLDecoder().decode(text)
                XCTFail("accepted \(text.debugDescription)")
            } catch {
                XCTAssertEqual(error.range.line, line, "\(text.debugDescription): \(error)")
                XCTAssertEqual(error.range.column, column, "\(text.debugDescription): \(error)")
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
        XCTAssertNoThrow(try TOMLDecoder().decode("a = " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
    }

    func testInvalidUTF8IsRejectedWithPosition() {
        XCTAssertThrowsError(try TOMLDecoder().decode(Array("a = \"x".utf8) + [0xFF] + Array("\"".utf8))) { error in
            XCTAssertEqual((error as? TOMLError)?.range.column, 7)
        }
    }
}
