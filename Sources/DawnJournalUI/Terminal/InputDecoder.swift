import DawnSource

/// Turns the bytes a terminal sends into events: text, control keys, the escape sequences of
/// xterm and its descendants (arrows, Home/End, PgUp/PgDn, F-keys, Delete, with xterm's
/// modifier parameter), Alt as an ESC prefix, SGR 1006 mouse reports and bracketed paste.
///
/// Bytes may arrive cut anywhere: a sequence or a UTF-8 character begun at the end of one read
/// is kept and finished by the next. A lone ESC is ambiguous (the Escape key, or the start of a
/// sequence still on its way): it waits until `flush()`, which the terminal loop calls when no
/// byte followed within a short time. A sequence it does not know, and any byte that fits no
/// rule, is dropped; no input traps.
public struct InputDecoder: Sendable {
    /// Bytes not yet decoded: the start of a sequence or of a UTF-8 character.
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: the bytes pasted so far.
    private var paste: [UInt8]? = nil

    /// The longest escape sequence kept waiting for its end; a longer one is dropped as garbage.
    static let maximumSequenceLength = 64

    public init() {}

    /// Whether bytes are waiting: the loop then calls `flush()` if nothing follows soon.
    public var hasPending: Bool { !pending.isEmpty }

    /// The events these bytes complete, in order.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [UIEvent] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var events: [UIEvent] = []
        decode(into: &events, final: false)
        return events
    }

    /// Resolves whatever is waiting as if no more bytes will come: a lone ESC is the Escape key,
    /// ESC and a key is that key with Alt, a cut sequence or character is dropped. An open paste
    /// stays open (its end is still to come).
    public mutating func flush() -> [UIEvent] {
        var events: [UIEvent] = []
        decode(into: &events, final: true)
        return events
    }

    // MARK: Decoding

    private mutating func decode(into events: inout [UIEvent], final: Bool) {
        var i = 0
        let bytes = pending
        defer { pending.removeFirst(min(i, pending.count)) }
        while i < bytes.count {
            if paste != nil {
                let (next, waiting) = takePaste(bytes, from: i, into: &events)
                i = next
                if waiting { return }
                continue
            }
            let b = bytes[i]
            if b == 0x1B {
                switch escape(bytes, at: i, final: final) {
                case .incomplete: return
                case .consumed(let n, let event):
                    if let event { events.append(event) }
                    i += n
                case .pasteStarts(let n):
                    paste = []
                    i += n
                }
                continue
            }
            if ControlCharacter.isControl(byte: b) {
                events.append(.key(Self.control(b)))
                i += 1
                continue
            }
            // Text: the longest run of complete UTF-8 characters, as graphemes.
            var end = i
            while end < bytes.count, !ControlCharacter.isControl(byte: bytes[end]) { end += 1 }
            // A character cut by the end of the run is complete only if the run ends the bytes.
            let (text, used) = Self.utf8Prefix(bytes[i..<end], final: final || end < bytes.count)
            for character in text { events.append(.key(KeyPress(.character(character), modifiers: []))) }
            if used == 0 { return } // a character cut by the read: its end is still to come
            i += used
        }
    }

    /// The complete, valid characters at the start of `run`, and how many bytes they take;
    /// invalid bytes inside are skipped (counted as used, producing nothing), and a character
    /// cut at the end is left unless `final`.
    private static func utf8Prefix(_ run: ArraySlice<UInt8>, final: Bool) -> (String, Int) {
        var scalars = String.UnicodeScalarView()
        var i = run.startIndex
        while i < run.endIndex {
            let length = utf8Length(run[i])
            if length == 0 {
                i += 1
                continue
            }
            if i + length > run.endIndex {
                if final { i = run.endIndex }
                break
            }
            var value = length == 1 ? UInt32(run[i]) : UInt32(run[i]) & (0xFF >> (length + 1))
            var valid = true
            for k in 1..<max(1, length) where length > 1 {
                let c = run[i + k]
                guard c & 0xC0 == 0x80 else {
                    valid = false
                    break
                }
                value = value << 6 | UInt32(c & 0x3F)
            }
            let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
            if valid, value >= minimum, let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
                i += length
            } else {
                i += 1
            }
        }
        return (String(scalars), i - run.startIndex)
    }

    /// The length of the UTF-8 character a byte starts, or 0 for a byte that starts none.
    private static func utf8Length(_ b: UInt8) -> Int {
        switch b {
        case 0x00..<0x80: return 1
        case 0xC2..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF5: return 4
        default: return 0
        }
    }

    /// A C0 control byte or DEL as a key: Tab, Enter (CR, and LF), Backspace (DEL and BS),
    /// Escape, else Ctrl and a letter or symbol (Ctrl-C is `c` with `.control`).
    static func control(_ b: UInt8) -> KeyPress {
        switch b {
        case 0x09: return KeyPress(.tab, modifiers: [])
        case 0x0D, 0x0A: return KeyPress(.enter, modifiers: [])
        case 0x7F, 0x08: return KeyPress(.backspace, modifiers: [])
        case 0x1B: return KeyPress(.escape, modifiers: [])
        case 0x00: return KeyPress(.character(" "), modifiers: .control)
        case 0x01...0x1A:
            return KeyPress(.character(Character(Unicode.Scalar(b + 0x60))), modifiers: .control)
        default: // 0x1C...0x1F: Ctrl-\ ] ^ _
            return KeyPress(.character(Character(Unicode.Scalar(b + 0x40))), modifiers: .control)
        }
    }

    private enum EscapeResult {
        case incomplete
        case consumed(Int, UIEvent?)
        case pasteStarts(Int)
    }

    /// The sequence starting with the ESC at `i`.
    private func escape(_ bytes: [UInt8], at i: Int, final: Bool) -> EscapeResult {
        guard i + 1 < bytes.count else {
            return final ? .consumed(1, .key(KeyPress(.escape, modifiers: []))) : .incomplete
        }
        let next = bytes[i + 1]
        switch next {
        case UInt8(ascii: "["):
            return csi(bytes, at: i, final: final)
        case UInt8(ascii: "O"):
            guard i + 2 < bytes.count else {
                return final ? .consumed(2, .key(KeyPress(.character("O"), modifiers: .alt))) : .incomplete
            }
            let key: Key? =
                switch bytes[i + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                case UInt8(ascii: "M"): .enter
                case UInt8(ascii: "P"): .function(1)
                case UInt8(ascii: "Q"): .function(2)
                case UInt8(ascii: "R"): .function(3)
                case UInt8(ascii: "S"): .function(4)
                default: nil
                }
            return .consumed(3, key.map { .key(KeyPress($0, modifiers: [])) })
        case 0x1B:
            // ESC ESC: the first is the Escape key; the second starts again.
            return .consumed(1, .key(KeyPress(.escape, modifiers: [])))
        case let b where ControlCharacter.isControl(byte: b):
            var press = Self.control(next)
            press.modifiers.insert(.alt)
            return .consumed(2, .key(press))
        default:
            // Alt and a character: the whole UTF-8 character after the ESC.
            let length = Self.utf8Length(next)
            guard length > 0 else { return .consumed(2, nil) }
            guard i + 1 + length <= bytes.count else { return final ? .consumed(bytes.count - i, nil) : .incomplete }
            let (text, used) = Self.utf8Prefix(bytes[(i + 1)..<(i + 1 + length)], final: true)
            guard let c = text.first else { return .consumed(1 + max(1, used), nil) }
            return .consumed(1 + used, .key(KeyPress(.character(c), modifiers: .alt)))
        }
    }

    /// A CSI sequence (`ESC [`, parameters, intermediates, a final byte) at `i`.
    private func csi(_ bytes: [UInt8], at i: Int, final: Bool) -> EscapeResult {
        var j = i + 2
        // The legacy X10 mouse report, `ESC [ M` and three raw bytes (a terminal without 1006).
        if j < bytes.count, bytes[j] == UInt8(ascii: "M") {
            guard j + 3 < bytes.count else { return final ? .consumed(bytes.count - i, nil) : .incomplete }
            let b = Int(bytes[j + 1]) - 32
            let x = Int(bytes[j + 2]) - 33
            let y = Int(bytes[j + 3]) - 33
            let event = b < 0 ? nil : Self.mouse(code: b, column: x, row: y, released: b & 3 == 3 && b & 96 == 0)
            return .consumed(6, event)
        }
        while j < bytes.count, (0x30...0x3F).contains(bytes[j]) { j += 1 }
        let parametersEnd = j
        while j < bytes.count, (0x20...0x2F).contains(bytes[j]) { j += 1 }
        if j - i > Self.maximumSequenceLength { return .consumed(j - i, nil) }
        guard j < bytes.count else {
            guard final else { return .incomplete }
            // `ESC [` alone: Alt and `[`; anything longer cut short is dropped.
            if j == i + 2 { return .consumed(2, .key(KeyPress(.character("["), modifiers: .alt))) }
            return .consumed(j - i, nil)
        }
        let finalByte = bytes[j]
        guard (0x40...0x7E).contains(finalByte) else {
            // Not a sequence after all: drop what was read, decode the odd byte afresh.
            return .consumed(j - i, nil)
        }
        let parameterBytes = bytes[(i + 2)..<parametersEnd]
        let hasIntermediates = parametersEnd != j
        let length = j + 1 - i
        if hasIntermediates { return .consumed(length, nil) }
        if parameterBytes.first == UInt8(ascii: "<") {
            let numbers = Self.numbers(parameterBytes.dropFirst())
            guard numbers.count == 3, finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") else {
                return .consumed(length, nil)
            }
            return .consumed(
                length,
                Self.mouse(
                    code: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
                    released: finalByte == UInt8(ascii: "m")))
        }
        if let first = parameterBytes.first, !(0x30...0x3B).contains(first) {
            return .consumed(length, nil) // private sequences (`?`, `>`, `=`): replies, not keys
        }
        // A key's parameters are digits and `;` (and `:`) only: `ESC [ 200 ? ~` is no paste.
        guard parameterBytes.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .consumed(length, nil) }
        let numbers = Self.numbers(parameterBytes)
        let modifiers = Self.modifiers(numbers.count > 1 ? numbers[1] : 1)
        let key: Key?
        switch finalByte {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = numbers.count > 1 ? .function(3) : nil // bare CSI R: a cursor report
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "Z"): return .consumed(length, .key(KeyPress(.backTab, modifiers: modifiers)))
        case UInt8(ascii: "~"):
            // Exactly `200`, as terminals send it (`0200` is no paste either).
            if parameterBytes.elementsEqual("200".utf8) { return .pasteStarts(length) }
            switch numbers.first ?? 0 {
            case 1, 7: key = .home
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function(numbers[0] - 10)
            case 17...21: key = .function(numbers[0] - 11)
            case 23...26: key = .function(numbers[0] - 12)
            case 28, 29: key = .function(numbers[0] - 13)
            case 31...34: key = .function(numbers[0] - 14)
            default: key = nil
            }
        default: key = nil
        }
        return .consumed(length, key.map { .key(KeyPress($0, modifiers: modifiers)) })
    }

    /// The parameters separated by `;` (and `:`), each capped so that no number overflows; an
    /// empty one is 0... as xterm reads it, except that the caller treats a missing modifier as 1.
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        var out: [Int] = []
        var current = 0
        var any = false
        for b in bytes {
            if b == UInt8(ascii: ";") || b == UInt8(ascii: ":") {
                out.append(current)
                current = 0
                any = false
            } else if (0x30...0x39).contains(b) {
                current = min(current * 10 + Int(b - 0x30), 1_000_000)
                any = true
            }
        }
        if any || !out.isEmpty { out.append(current) }
        return out
    }

    /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta as Alt).
    private static func modifiers(_ parameter: Int) -> Modifiers {
        guard parameter > 1, parameter < 256 else { return [] }
        let bits = parameter - 1
        var m: Modifiers = []
        if bits & 1 != 0 { m.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { m.insert(.alt) }
        if bits & 4 != 0 { m.insert(.control) }
        return m
    }

    /// A mouse report's button code (low bits: the button; 4 Shift, 8 Alt, 16 Ctrl, 32 motion,
    /// 64 wheel) at a 0-based cell (negative coordinates made 0).
    private static func mouse(code: Int, column: Int, row: Int, released: Bool) -> UIEvent? {
        guard code >= 0, code < 256 else { return nil }
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let kind: MouseEvent.Kind
        var button: MouseEvent.Button
        if code & 128 != 0 { return nil } // buttons 8-11: no use here
        if code & 64 != 0 {
            switch low {
            case 0: kind = .scrollUp
            case 1: kind = .scrollDown
            default: return nil // horizontal wheel
            }
            button = .none
        } else {
            button = [MouseEvent.Button.left, .middle, .right, .none][low]
            if code & 32 != 0 {
                kind = low == 3 ? .move : .drag
            } else if released {
                kind = .release
            } else {
                kind = .press
            }
        }
        if kind == .move { button = .none }
        return .mouse(
            MouseEvent(
                kind, button: button, column: max(0, min(column, 100_000)), row: max(0, min(row, 100_000)),
                modifiers: modifiers))
    }

    /// Paste bytes from `i` up to `ESC [ 201 ~`, which ends the paste; returns where decoding
    /// goes on, and whether an end marker cut by the read must wait (in `pending`) for the rest.
    private mutating func takePaste(_ bytes: [UInt8], from i: Int, into events: inout [UIEvent]) -> (Int, Bool) {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var j = i
        while j < bytes.count {
            if bytes[j] == 0x1B {
                let available = min(end.count, bytes.count - j)
                if bytes[j..<(j + available)].elementsEqual(end[0..<available]) {
                    paste!.append(contentsOf: bytes[i..<j])
                    if available < end.count { return (j, true) }
                    events.append(.paste(String(decoding: paste!, as: UTF8.self)))
                    paste = nil
                    return (j + end.count, false)
                }
            }
            j += 1
        }
        paste!.append(contentsOf: bytes[i..<j])
        return (j, false)
    }
}
