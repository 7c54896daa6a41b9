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

    /// A table found by a scan of its keys while small and by a dictionary once it holds more
    /// than `KeyIndex.scanLimit`: every key found, in order, with its place, either way.
    func testSmallAndLargeTablesFindEveryKey() throws {
        for count in [1, KeyIndex.scanLimit, KeyIndex.scanLimit + 1, 40] {
            let names = (0..<count).map { "k\($0)" }
            let text = "[t]\n" + names.map { "\($0) = \"v\($0)\"\n" }.joined() + "[t.sub]\nx = 1\n"
            let t = try XCTUnwrap(try TOMLDecoder().decode(text)["t"]?.tableValue)
            XCTAssertEqual(t.keys, names + ["sub"], "\(count)")
            for (n, name) in names.enumerated() {
                XCTAssertEqual(t[name], .string("v" + name), "\(count) \(name)")
                XCTAssertEqual(t.position(of: name)?.line, n + 2, "\(count) \(name)")
                XCTAssertEqual(t.positions[name]?.line, n + 2, "\(count) \(name)")
            }
            XCTAssertEqual(t["sub"]?.tableValue?["x"], .integer(1))
            XCTAssertNil(t["k\(count)"])
            XCTAssertNil(t.position(of: "sub2"))
            for again in [0, count - 1] {
                XCTAssertThrowsError(try TOMLDecoder().decode(text + "[t]\n"), "\(count)")
                let twice = "[t]\n" + names.map { "\($0) = 1\n" }.joined() + "k\(again) = 2\n"
                XCTAssertThrowsError(try TOMLDecoder().decode(twice), "\(count) k\(again)") {
                    XCTAssertTrue("\($0)".contains("duplicate key 'k\(again)'"), "\($0)")
                }
            }
            var edited = t
            edited.set("k0", .integer(7))
            edited.set("new", .boolean(true))
            XCTAssertEqual(edited.keys, names + ["sub", "new"])
            XCTAssertEqual(edited["k0"], .integer(7))
            XCTAssertEqual(edited.position(of: "k0"), t.position(of: "k0"), "a value set without a place keeps it")
            XCTAssertEqual(edited.count, count + 2)
            XCTAssertNotEqual(edited, t)
        }
    }

    /// A plain decimal integer is read in place (`plainInteger`); every token it takes, the
    /// general path reads to the same value, and every token it leaves is the general path's to
    /// read or refuse, as before.
    func testPlainIntegersAgreeWithTheGeneralPath() throws {
        let tokens = [
            "0", "7", "-7", "+12", "-0", "+0", "42", "999999999999999999", "-999999999999999999",
            "9223372036854775807", "-9223372036854775808", "9223372036854775808", "007", "-01", "1_000",
            "0x1f", "0o17", "0b11", "1e3", "1.5", "+", "-", "1-2", "12:30:00", "inf", "nan",
        ]
        // `[+-]?(0|[1-9][0-9]{0,17})`, written out.
        func isPlain(_ token: String) -> Bool {
            var digits = Substring(token)
            if let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
            return !digits.isEmpty && digits.count <= 18 && digits.allSatisfy { ("0"..."9").contains($0) }
                && (digits.first != "0" || digits.count == 1)
        }
        var taken = 0
        for token in tokens {
            let bytes = Array(token.utf8)
            let general = try? TOMLParser(bytes: bytes).number(bytes, text: token) {
                TOMLError($0, at: SourceRange(line: 1, column: 1))
            }
            let v = TOMLParser.plainInteger(bytes[...])
            XCTAssertEqual(v != nil, isPlain(token), token)
            if let v {
                taken += 1
                XCTAssertEqual(general, .integer(v), token)
                XCTAssertEqual(try TOMLDecoder().decode("x = \(token)")["x"], .integer(v), token)
            }
        }
        XCTAssertEqual(taken, 9)
        XCTAssertEqual(try TOMLDecoder().decode("x = 9223372036854775807")["x"], .integer(.max))
        XCTAssertEqual(try TOMLDecoder().decode("x = -9223372036854775808")["x"], .integer(.min))
        XCTAssertThrowsError(try TOMLDecoder().decode("x = 9223372036854775808"))
        XCTAssertThrowsError(try TOMLDecoder().decode("x = 007"))
        XCTAssertEqual(try TOMLDecoder().decode("x = 1_000")["x"], .integer(1000))
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
