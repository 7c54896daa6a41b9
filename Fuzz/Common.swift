// Shared helpers for the libFuzzer harnesses (compiled into every fuzz target).
// Test code: not part of the product.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads structured choices off the front of a fuzz input.
struct FuzzReader {
    let bytes: [UInt8]
    var pos = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var atEnd: Bool { pos >= bytes.count }
    mutating func byte() -> UInt8 {
        guard pos < bytes.count else { return 0 }
        defer { pos += 1 }
        return bytes[pos]
    }
    mutating func int(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(byte()) % bound }
    /// A length-prefixed chunk (length is one byte).
    mutating func chunk() -> [UInt8] {
        let n = Int(byte())
        let end = min(bytes.count, pos + n)
        defer { pos = end }
        return Array(bytes[min(pos, end)..<end])
    }
    var rest: [UInt8] { pos < bytes.count ? Array(bytes[pos...]) : [] }
}

/// The known-finding classes to skip, from DAWN_FUZZ_SKIP (comma separated), so that a long
/// run can look past bugs already reported. Empty by default: every finding is reported.
let skippedFindings: Set<String> = {
    guard let p = getenv("DAWN_FUZZ_SKIP") else { return [] }
    return Set(String(cString: p).split(separator: ",").map(String.init))
}()

func skipping(_ kind: String) -> Bool { skippedFindings.contains(kind) }

/// A Swift string literal for `s`, non-ASCII escaped as \u{…}.
func swiftLiteral(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\0": out += "\\0"
        default:
            if u.value < 0x20 || u.value >= 0x7F {
                out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}

func swiftLiteral(_ b: [UInt8]) -> String {
    if let s = String(validating: b, as: UTF8.self) { return swiftLiteral(s) }
    return "[" + b.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + "] /* not UTF-8 */"
}

/// Reports a property that failed and stops (libFuzzer keeps the input as a crash artifact).
func finding(_ kind: String, _ details: @autoclosure () -> String) -> Never {
    let text = "\n==FUZZ-FINDING== [\(kind)]\n\(details())\n"
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
    fatalError("fuzz finding: \(kind)")
}

func containsNaN(_ v: TOMLValue) -> Bool {
    switch v {
    case .float(let x): return x.isNaN
    case .array(let a): return a.contains(where: containsNaN)
    case .table(let t): return t.entries.contains { containsNaN($0.value) }
    default: return false
    }
}

// MARK: A small TOML encoder (test code): inline tables and arrays, every key quoted.

enum TOMLEncoder {
    static func document(_ t: TOMLTable) -> String {
        t.entries.map { "\(key($0.key)) = \(value($0.value))\n" }.joined()
    }

    static func key(_ k: String) -> String { string(k) }

    /// The library's own TOML basic string (escapes controls, C1 and noncharacters as \\uXXXX).
    static func string(_ s: String) -> String { quotedString(s) }

    static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
    }

    static func date(_ d: TOMLDate) -> String { "\(pad(d.year, 4))-\(pad(d.month, 2))-\(pad(d.day, 2))" }

    static func time(_ t: TOMLTime) -> String {
        var s = "\(pad(t.hour, 2)):\(pad(t.minute, 2)):\(pad(t.second, 2))"
        if t.nanosecond != 0 { s += "." + pad(t.nanosecond, 9) }
        return s
    }

    static func float(_ x: Double) -> String {
        if x.isNaN { return x.sign == .minus ? "-nan" : "nan" } // TOMLValue's == compares NaN by its bits
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        let d = x.description // shortest round-trip spelling
        return d.contains(".") || d.contains("e") ? d : d + ".0"
    }

    static func value(_ v: TOMLValue) -> String {
        switch v {
        case .string(let s): return string(s)
        case .integer(let i): return String(i)
        case .float(let x): return float(x)
        case .boolean(let b): return b ? "true" : "false"
        case .date(let d): return date(d)
        case .time(let t): return time(t)
        case .dateTime(let dt):
            var s = date(dt.date) + "T" + time(dt.time)
            if let off = dt.offsetMinutes {
                s += off == 0 ? "Z" : (off < 0 ? "-" : "+") + pad(abs(off) / 60, 2) + ":" + pad(abs(off) % 60, 2)
            }
            return s
        case .array(let a): return "[" + a.map(value).joined(separator: ", ") + "]"
        case .table(let t):
            return "{" + t.entries.map { "\(key($0.key)) = \(value($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
