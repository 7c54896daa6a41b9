import XCTest

@testable import DawnSource

/// The one control-character test and the one typable-text filter.
final class ControlCharacterTests: XCTestCase {
    func testControlScalarsAreCategoryCc() {
        for v in UInt32(0)...0x2FF {
            let cc = Unicode.Scalar(v)!.properties.generalCategory == .control
            XCTAssertEqual(ControlCharacter.isControl(v), cc, "U+\(String(v, radix: 16))")
        }
        for v: UInt32 in [0x200D, 0x200B, 0x2028, 0x2029, 0xFDD0, 0xFEFF, 0x1F3C3, 0x10FFFF] {
            XCTAssertFalse(ControlCharacter.isControl(v), "U+\(String(v, radix: 16))")
        }
    }

    func testControlBytes() {
        for b in UInt8(0)...0xFF {
            XCTAssertEqual(ControlCharacter.isControl(byte: b), b < 0x20 || b == 0x7F, "0x\(String(b, radix: 16))")
        }
    }

    func testControlCharacters() {
        let cases: [(Character, Bool)] = [
            ("a", false), (" ", false), ("\t", true), ("\n", true), ("\r\n", true), ("\u{1B}", true),
            ("\u{7F}", true), ("\u{85}", true), ("\u{9B}", true), ("é", false), ("e\u{301}", false),
            ("日", false), ("🏃‍♀️", false), ("👋🏽", false), ("\u{200D}", false), ("\u{2028}", false),
        ]
        for (c, control) in cases { XCTAssertEqual(ControlCharacter.isControl(c), control, c.debugDescription) }
    }

    func testTypableText() {
        let cases: [(pasted: String, typed: String)] = [
            ("", ""),
            ("Morning Run", "Morning Run"),
            ("two\nlines", "twolines"),
            ("crlf\r\nend\r", "crlfend"),
            ("tab\there", "tabhere"),
            ("\u{1B}[31mred\u{1B}[0m", "[31mred[0m"),
            ("c1\u{9B}2J", "c12J"),
            ("nel\u{85}ls\u{2028}ps\u{2029}vt\u{0B}ff\u{0C}", "nellspsvtff"),
            ("日本語 🏃‍♀️ 👋🏽 caf\u{65}\u{301}", "日本語 🏃‍♀️ 👋🏽 caf\u{65}\u{301}"),
            ("a\u{200D}b", "a\u{200D}b"),
        ]
        for c in cases {
            XCTAssertEqual(TypableText.filtered(c.pasted), c.typed, c.pasted.debugDescription)
            XCTAssertEqual(TypableText.filtered(c.pasted[...]), c.typed)
        }
        XCTAssertTrue(TypableText.accepts("x"))
        XCTAssertFalse(TypableText.accepts("\u{7F}"))
        XCTAssertFalse(TypableText.accepts("\r\n"))
    }
}
