import DawnJournal
import XCTest

@testable import DawnLanguageServer

/// The JSON reader: what it accepts, and that no input traps or recurses.
final class JSONReaderTests: XCTestCase {
    func parse(_ s: String) throws -> JSONValue { try JSONReader.parse(Array(s.utf8)) }

    func testReadsEveryKindOfValue() throws {
        let v = try parse(
            #" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "x\"\\\/\n\u00e9\ud83c\udfc3"}, "": []} "#)
        XCTAssertEqual(v["a"]?.array?.count, 6)
        XCTAssertEqual(v["a"]?.array?[0].int, 1)
        if case .number(let d)? = v["a"]?.array?[1] { XCTAssertEqual(d, -2.5) } else { XCTFail("-2.5") }
        XCTAssertEqual(v["a"]?.array?[2].int, 300)
        XCTAssertEqual(v["a"]?.array?[3].bool, true)
        XCTAssertTrue(v["a"]?.array?[5].isNull ?? false)
        XCTAssertEqual(v["b"]?["c"]?.string, "x\"\\/\né🏃")
        XCTAssertEqual(v[""]?.array?.count, 0)
        // Round trip through the writer.
        XCTAssertEqual(try parse(v.compact).compact, v.compact)
    }

    func testRejectsWhatIsNotJSON() {
        let bad = [
            "", " ", "{", "[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{a:1}", "01", "1.", "-", "1e", "+1",
            "\"abc", "\"a\u{01}b\"", "\"\\x\"", "\"\\u12G4\"", "tru", "nul", "[] []", "{}}", "NaN", "[\"\\u12\"]",
        ]
        for text in bad {
            XCTAssertThrowsError(try parse(text), "accepted \(text.debugDescription)")
        }
        // Invalid UTF-8 inside a string.
        XCTAssertThrowsError(try JSONReader.parse([0x22, 0xFF, 0x22]))
        XCTAssertThrowsError(try JSONReader.parse([0x22, 0xE2, 0x82, 0x22]))
    }

    func testDeepNestingIsRefusedWithoutRecursion() throws {
        XCTAssertNoThrow(try parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
        for open in ["[", "{\"a\":"] {
            let deep = String(repeating: open, count: 1_000_000)
            XCTAssertThrowsError(try parse(deep)) { error in
                XCTAssertTrue("\(error)".contains("nested deeper"), "\(error)")
            }
        }
    }

    func testLoneSurrogateReadsAsReplacementCharacter() throws {
        XCTAssertEqual(try parse(#""\ud800x""#).string, "\u{FFFD}x")
    }

    func testRandomBytesNeverTrap() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("{}[]\",:0123456789-+.eEtruefalsn \\u".utf8) + [0x00, 0xFF, 0xC3, 0xA9]
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0..<40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            _ = try? JSONReader.parse(bytes)
        }
    }
}
