import DawnJournalUI
import XCTest

final class TerminalInputDecoderTests: XCTestCase {
    private func key(_ k: Key, _ m: Modifiers = []) -> UIEvent { .key(KeyPress(k, modifiers: m)) }
    private func char(_ c: Character, _ m: Modifiers = []) -> UIEvent { key(.character(c), m) }
    private func mouse(
        _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, _ column: Int, _ row: Int, _ m: Modifiers = []
    ) -> UIEvent {
        .mouse(MouseEvent(kind, button: button, column: column, row: row, modifiers: m))
    }

    /// All bytes in one read, then a flush (as the loop does when nothing follows).
    private func decode(_ bytes: [UInt8]) -> [UIEvent] {
        var d = InputDecoder()
        return d.feed(bytes) + d.flush()
    }

    private func decode(_ s: String) -> [UIEvent] { decode(Array(s.utf8)) }

    func testTable() {
        let cases: [(String, [UIEvent], UInt)] = [
            ("a", [char("a")], #line),
            ("Ab", [char("A"), char("b")], #line),
            ("é日", [char("é"), char("日")], #line),
            ("👍🏽", [char("👍🏽")], #line),
            ("\r", [key(.enter)], #line),
            ("\n", [key(.enter)], #line),
            ("\t", [key(.tab)], #line),
            ("\u{7f}", [key(.backspace)], #line),
            ("\u{8}", [key(.backspace)], #line),
            ("\u{3}", [char("c", .control)], #line),
            ("\u{1a}", [char("z", .control)], #line),
            ("\u{0}", [char(" ", .control)], #line),
            ("\u{1c}", [char("\\", .control)], #line),
            ("\u{1b}", [key(.escape)], #line),
            ("\u{1b}[A\u{1b}[B\u{1b}[C\u{1b}[D", [key(.up), key(.down), key(.right), key(.left)], #line),
            ("\u{1b}OA\u{1b}OH\u{1b}OF\u{1b}OP", [key(.up), key(.home), key(.end), key(.function(1))], #line),
            ("\u{1b}[1;2A", [key(.up, .shift)], #line),
            ("\u{1b}[1;2B", [key(.down, .shift)], #line),
            ("\u{1b}[1;5C", [key(.right, .control)], #line),
            ("\u{1b}[1;3D", [key(.left, .alt)], #line),
            ("\u{1b}[1;8H", [key(.home, [.shift, .alt, .control])], #line),
            ("\u{1b}[H\u{1b}[F", [key(.home), key(.end)], #line),
            ("\u{1b}[1~\u{1b}[4~\u{1b}[7~\u{1b}[8~", [key(.home), key(.end), key(.home), key(.end)], #line),
            ("\u{1b}[5~\u{1b}[6~", [key(.pageUp), key(.pageDown)], #line),
            ("\u{1b}[5;5~", [key(.pageUp, .control)], #line),
            ("\u{1b}[3~", [key(.delete)], #line),
            ("\u{1b}[3;2~", [key(.delete, .shift)], #line),
            (
                "\u{1b}[15~\u{1b}[24~\u{1b}[1;2P", [key(.function(5)), key(.function(12)), key(.function(1), .shift)],
                #line
            ),
            ("\u{1b}[11~\u{1b}[17~", [key(.function(1)), key(.function(6))], #line),
            ("\u{1b}[Z", [key(.backTab)], #line),
            ("\u{1b}a", [char("a", .alt)], #line),
            ("\u{1b}é", [char("é", .alt)], #line),
            ("\u{1b}\u{7f}", [key(.backspace, .alt)], #line),
            ("\u{1b}\r", [key(.enter, .alt)], #line),
            ("\u{1b}\u{1b}", [key(.escape), key(.escape)], #line),
            ("\u{1b}\u{1b}[A", [key(.escape), key(.up)], #line),
            ("\u{1b}[", [char("[", .alt)], #line),
            // SGR 1006 mouse: 1-based in, 0-based out.
            ("\u{1b}[<0;10;5M", [mouse(.press, .left, 9, 4)], #line),
            ("\u{1b}[<0;10;5m", [mouse(.release, .left, 9, 4)], #line),
            ("\u{1b}[<2;1;1M", [mouse(.press, .right, 0, 0)], #line),
            ("\u{1b}[<1;3;4M", [mouse(.press, .middle, 2, 3)], #line),
            ("\u{1b}[<32;11;6M", [mouse(.drag, .left, 10, 5)], #line),
            ("\u{1b}[<35;80;24M", [mouse(.move, .none, 79, 23)], #line),
            ("\u{1b}[<64;5;5M", [mouse(.scrollUp, .none, 4, 4)], #line),
            ("\u{1b}[<65;5;5M", [mouse(.scrollDown, .none, 4, 4)], #line),
            ("\u{1b}[<4;2;2M", [mouse(.press, .left, 1, 1, .shift)], #line),
            ("\u{1b}[<16;2;2M", [mouse(.press, .left, 1, 1, .control)], #line),
            ("\u{1b}[<8;2;2m", [mouse(.release, .left, 1, 1, .alt)], #line),
            ("\u{1b}[<0;0;0M", [mouse(.press, .left, 0, 0)], #line),
            ("\u{1b}[<0;300;200M", [mouse(.press, .left, 299, 199)], #line),
            // The legacy X10 report (no 1006): ESC [ M, then button+32, column+33, row+33.
            ("\u{1b}[M *%", [mouse(.press, .left, 9, 4)], #line),
            // Bracketed paste: one event, keys and all, whatever it holds.
            ("\u{1b}[200~hello\r\u{1b}[Aworld\u{1b}[201~", [.paste("hello\r\u{1b}[Aworld")], #line),
            ("\u{1b}[200~\u{1b}[201~x", [.paste(""), char("x")], #line),
            // Only `200` opens a paste: other parameter bytes make an unknown sequence, dropped
            // (a fuzz finding: `200????~` opened one and swallowed every key after it).
            (
                "\u{1b}[200?????????~past \u{1b}[Ax",
                [char("p"), char("a"), char("s"), char("t"), char(" "), key(.up), char("x")], #line
            ),
            ("\u{1b}[0200~p\u{1b}[Ax", [char("p"), key(.up), char("x")], #line),
            // Unknown, private or garbled sequences: dropped, the keys around them kept.
            ("a\u{1b}[99~b", [char("a"), char("b")], #line),
            ("a\u{1b}[?1;2cb", [char("a"), char("b")], #line),
            ("a\u{1b}[1 qb", [char("a"), char("b")], #line),
            ("a\u{1b}[I\u{1b}[Ob", [char("a"), char("b")], #line),
            ("a\u{1b}[<0;1M", [char("a")], #line),
            ("\u{1b}[<99999999999999999999;1;1M", [], #line),
            ("\u{1b}[1;99999999999999999999A", [key(.up)], #line),
            ("\u{1b}[<66;1;1M", [], #line),
        ]
        for (input, expected, line) in cases {
            XCTAssertEqual(decode(input), expected, "input \(input.debugDescription)", line: line)
        }
    }

    func testInvalidUTF8IsDropped() {
        XCTAssertEqual(decode([0x61, 0xFF, 0x62]), [char("a"), char("b")])
        XCTAssertEqual(decode([0xC3]), []) // cut, then flushed: dropped
        XCTAssertEqual(decode([0xE2, 0x82, 0x0D]), [key(.enter)]) // cut by a control byte
        XCTAssertEqual(decode([0xED, 0xA0, 0x80]), []) // a surrogate's encoding
        XCTAssertEqual(decode([0xC0, 0xAF]), []) // an overlong encoding
    }

    func testEscapeWaitsForFlush() {
        var d = InputDecoder()
        XCTAssertEqual(d.feed([0x1B]), [])
        XCTAssertTrue(d.hasPending)
        XCTAssertEqual(d.flush(), [key(.escape)])
        XCTAssertFalse(d.hasPending)
        // The rest of a sequence arriving in the next read completes it instead.
        XCTAssertEqual(d.feed([0x1B]), [])
        XCTAssertEqual(d.feed(Array("[1;2".utf8)), [])
        XCTAssertEqual(d.feed(Array("A".utf8)), [key(.up, .shift)])
        XCTAssertFalse(d.hasPending)
    }

    func testSplitReads() {
        let stream =
            "a日👍🏽\u{1b}[1;2A\u{1b}[<0;10;5M\u{1b}[<0;10;5m\u{1b}OP\u{1b}[200~pa\u{1b}ste\u{1b}[201~\u{1b}[3~\u{1b}x\r"
        let bytes = Array(stream.utf8)
        let whole = decode(bytes)
        XCTAssertEqual(
            whole,
            [
                char("a"), char("日"), char("👍🏽"), key(.up, .shift), mouse(.press, .left, 9, 4),
                mouse(.release, .left, 9, 4), key(.function(1)), .paste("pa\u{1b}ste"), key(.delete), char("x", .alt),
                key(.enter),
            ])
        // Cut at every place, and one byte at a time: the same events (text compared by its scalars,
        // as a grapheme cut by a read arrives in two parts).
        for cut in 0...bytes.count {
            var d = InputDecoder()
            let events = d.feed(bytes[..<cut]) + d.feed(bytes[cut...]) + d.flush()
            XCTAssertEqual(Self.normalised(events), Self.normalised(whole), "cut at \(cut)")
        }
        var d = InputDecoder()
        var events: [UIEvent] = []
        for b in bytes { events += d.feed([b]) }
        events += d.flush()
        XCTAssertEqual(Self.normalised(events), Self.normalised(whole))
    }

    /// Events with runs of plain characters joined into one string of scalars.
    static func normalised(_ events: [UIEvent]) -> [String] {
        var out: [String] = []
        var text = ""
        for e in events {
            if case .key(let k) = e, k.modifiers.isEmpty, case .character(let c) = k.key {
                text.unicodeScalars.append(contentsOf: c.unicodeScalars)
                continue
            }
            if !text.isEmpty {
                out.append("text \(text.unicodeScalars.map { $0.value })")
                text = ""
            }
            out.append("\(e)")
        }
        if !text.isEmpty { out.append("text \(text.unicodeScalars.map { $0.value })") }
        return out
    }

    /// Random bytes, biased towards the bytes of sequences: never a trap, and the same events
    /// whether they come in one read or in reads of random sizes.
    func testRandomBytes() {
        var rng = SplitMix(seed: 20_261_126)
        let alphabet: [UInt8] =
            Array("\u{1b}[<;0123456789~ABCDHMmOPZa\r\t\u{7f}".utf8) + [
                0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0xF0, 0x9F, 0xFF, 0x00, 0x80,
            ]
        for round in 0..<2000 {
            let count = Int(rng.next() % 64)
            let bytes = (0..<count).map { _ in
                rng.next() % 4 == 0
                    ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[Int(rng.next() % UInt64(alphabet.count))]
            }
            let whole = decode(bytes)
            var d = InputDecoder()
            var events: [UIEvent] = []
            var i = 0
            while i < bytes.count {
                let n = 1 + Int(rng.next() % 8)
                events += d.feed(bytes[i..<min(bytes.count, i + n)])
                i += n
            }
            events += d.flush()
            XCTAssertEqual(Self.normalised(events), Self.normalised(whole), "round \(round): \(bytes)")
            for e in whole {
                if case .mouse(let m) = e {
                    XCTAssertGreaterThanOrEqual(m.column, 0)
                    XCTAssertGreaterThanOrEqual(m.row, 0)
                }
            }
        }
    }
}

/// A small deterministic generator, so that a failure can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
