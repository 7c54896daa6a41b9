/// Why bytes are not one JSON value, and where.
package struct JSONReadError: Error, Equatable, CustomStringConvertible {
    /// The byte offset of the problem.
    package var offset: Int
    package var reason: String

    package var description: String { "\(reason) at byte \(offset)" }
}

/// A strict JSON (RFC 8259) reader into `JSONValue`, the writer's own type.
///
/// It never recurses: arrays and objects being read are kept on an explicit stack, limited to
/// `maximumDepth`, so no input (`[[[[…`) can exhaust the thread's stack, and no input traps.
/// Whole numbers that fit an `Int` are `.int`; any other number is `.number`.
package enum JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 200

    private enum Frame {
        case array([JSONValue])
        case object([(String, JSONValue)], key: String)
    }

    package static func parse(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue { try parse(bytes[...]) }

    /// The value of a slice (a message body in the framer's buffer, read where it lies);
    /// offsets in errors count from the slice's start.
    package static func parse(_ bytes: ArraySlice<UInt8>) throws(JSONReadError) -> JSONValue {
        do { return try read(bytes) } catch {
            throw JSONReadError(offset: error.offset - bytes.startIndex, reason: error.reason)
        }
    }

    /// Reads from the slice's start; offsets in errors are indices of the slice.
    private static func read(_ bytes: ArraySlice<UInt8>) throws(JSONReadError) -> JSONValue {
        var i = bytes.startIndex
        let n = bytes.endIndex
        func fail(_ reason: String) -> JSONReadError { JSONReadError(offset: i, reason: reason) }
        func skipSpace() {
            while i < n, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }
        func key() throws(JSONReadError) -> String {
            skipSpace()
            guard i < n, bytes[i] == 0x22 else { throw fail("expected a string key") }
            let k = try string(bytes, &i)
            skipSpace()
            guard i < n, bytes[i] == 0x3A else { throw fail("expected ':'") }
            i += 1
            return k
        }
        var stack: [Frame] = []
        skipSpace()
        while true {
            // Read the start of a value: a scalar, an empty container, or the opening of one.
            skipSpace()
            guard i < n else { throw fail("unexpected end of input") }
            var value: JSONValue
            switch bytes[i] {
            case 0x7B: // {
                i += 1
                skipSpace()
                if i < n, bytes[i] == 0x7D {
                    i += 1
                    value = .object([])
                    break
                }
                guard stack.count < maximumDepth else { throw fail("nested deeper than \(maximumDepth)") }
                stack.append(.object([], key: try key()))
                continue
            case 0x5B: // [
                i += 1
                skipSpace()
                if i < n, bytes[i] == 0x5D {
                    i += 1
                    value = .array([])
                    break
                }
                guard stack.count < maximumDepth else { throw fail("nested deeper than \(maximumDepth)") }
                stack.append(.array([]))
                continue
            case 0x22: value = .string(try string(bytes, &i))
            case 0x74:
                try literal(bytes, &i, "true")
                value = .bool(true)
            case 0x66:
                try literal(bytes, &i, "false")
                value = .bool(false)
            case 0x6E:
                try literal(bytes, &i, "null")
                value = .null
            case 0x2D, 0x30...0x39: value = try number(bytes, &i)
            default: throw fail("unexpected byte")
            }
            // Close every container this value completes.
            while true {
                guard let top = stack.popLast() else {
                    skipSpace()
                    guard i == n else { throw fail("trailing bytes after the value") }
                    return value
                }
                skipSpace()
                guard i < n else { throw fail("unexpected end of input") }
                switch top {
                case .array(var items):
                    items.append(value)
                    if bytes[i] == 0x2C {
                        i += 1
                        stack.append(.array(items))
                    } else if bytes[i] == 0x5D {
                        i += 1
                        value = .array(items)
                        continue
                    } else {
                        throw fail("expected ',' or ']'")
                    }
                case .object(var pairs, let k):
                    pairs.append((k, value))
                    if bytes[i] == 0x2C {
                        i += 1
                        stack.append(.object(pairs, key: try key()))
                    } else if bytes[i] == 0x7D {
                        i += 1
                        value = .object(pairs)
                        continue
                    } else {
                        throw fail("expected ',' or '}'")
                    }
                }
                break
            }
        }
    }

    private static func literal(_ bytes: ArraySlice<UInt8>, _ i: inout Int, _ word: StaticString) throws(JSONReadError)
    {
        let w = word.withUTF8Buffer { Array($0) }
        guard bytes.endIndex - i >= w.count, bytes[i..<i + w.count].elementsEqual(w) else {
            throw JSONReadError(offset: i, reason: "unexpected byte")
        }
        i += w.count
    }

    private static func number(_ bytes: ArraySlice<UInt8>, _ i: inout Int) throws(JSONReadError) -> JSONValue {
        let start = i
        let n = bytes.endIndex
        func digits() -> Int {
            let s = i
            while i < n, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        var whole = true
        if bytes[i] == 0x2D { i += 1 }
        guard i < n, bytes[i] >= 0x30, bytes[i] <= 0x39 else {
            throw JSONReadError(offset: i, reason: "expected a digit")
        }
        if bytes[i] == 0x30 { i += 1 } else { _ = digits() }
        if i < n, bytes[i] == 0x2E {
            i += 1
            whole = false
            guard digits() > 0 else { throw JSONReadError(offset: i, reason: "expected a digit after '.'") }
        }
        if i < n, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            whole = false
            if i < n, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard digits() > 0 else { throw JSONReadError(offset: i, reason: "expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if whole, let int = Int(text) { return .int(int) }
        guard let double = Double(text) else { throw JSONReadError(offset: start, reason: "not a number") }
        return .number(double)
    }

    /// A string from its opening quote; `i` ends after the closing one.
    private static func string(_ bytes: ArraySlice<UInt8>, _ i: inout Int) throws(JSONReadError) -> String {
        let n = bytes.endIndex
        i += 1
        var out: [UInt8] = []
        var runStart = i
        while true {
            guard i < n else { throw JSONReadError(offset: i, reason: "unterminated string") }
            let b = bytes[i]
            if b == 0x22 { break }
            if b < 0x20 { throw JSONReadError(offset: i, reason: "control character in a string") }
            if b != 0x5C {
                i += 1
                continue
            }
            out += bytes[runStart..<i]
            i += 1
            guard i < n else { throw JSONReadError(offset: i, reason: "unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case 0x22: out.append(0x22)
            case 0x5C: out.append(0x5C)
            case 0x2F: out.append(0x2F)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = try hex4(bytes, &i)
                if (0xD800...0xDBFF).contains(scalar), n - i >= 6, bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                    var j = i + 2
                    let low = try hex4(bytes, &j)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i = j
                    }
                }
                // A lone surrogate cannot be UTF-8: it reads as U+FFFD.
                out += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: throw JSONReadError(offset: i - 1, reason: "unknown escape")
            }
            runStart = i
        }
        out += bytes[runStart..<i]
        i += 1
        if let bad = UTF8Validation.firstInvalidOffset(out) {
            throw JSONReadError(offset: i, reason: "invalid UTF-8 in a string (byte \(bad) of it)")
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex4(_ bytes: ArraySlice<UInt8>, _ i: inout Int) throws(JSONReadError) -> UInt32 {
        guard bytes.endIndex - i >= 4 else { throw JSONReadError(offset: i, reason: "short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw JSONReadError(offset: i, reason: "bad hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}

extension JSONValue {
    /// The value under `key` of an object; nil for anything else or a missing key.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var int: Int? {
        switch self {
        case .int(let v): v
        case .number(let d) where d == d.rounded() && abs(d) < 1e15: Int(d)
        default: nil
        }
    }
    package var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    package var array: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    package var isNull: Bool { if case .null = self { true } else { false } }
}
