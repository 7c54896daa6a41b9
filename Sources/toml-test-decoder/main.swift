import DawnJournal
import Foundation

// A development tool, not part of the product: decodes TOML from stdin with dawn-journal's
// decoder and prints toml-test's tagged JSON on stdout (through the library's one JSON writer) (exit 1 on invalid TOML). This is the
// interface of toml-test's decoder protocol; scripts/toml-differential.py compares its output
// with Python's tomllib.

func pad(_ v: Int, _ n: Int) -> String {
    let s = String(v)
    return String(repeating: "0", count: max(0, n - s.count)) + s
}

func time(_ t: TOMLTime) -> String {
    var s = "\(pad(t.hour, 2)):\(pad(t.minute, 2)):\(pad(t.second, 2))"
    if t.nanosecond > 0 {
        var frac = pad(t.nanosecond, 9)
        while frac.hasSuffix("0") { frac.removeLast() }
        s += "." + frac
    }
    return s
}

func date(_ d: TOMLDate) -> String { "\(pad(d.year, 4))-\(pad(d.month, 2))-\(pad(d.day, 2))" }

func tagged(_ type: String, _ value: String) -> JSONValue {
    .object([("type", .string(type)), ("value", .string(value))])
}

func encode(_ v: TOMLValue) -> JSONValue {
    switch v {
    case .table(let t): return .object(t.entries.map { ($0.key, encode($0.value)) })
    case .array(let a): return .array(a.map(encode))
    case .string(let s): return tagged("string", s)
    case .integer(let i): return tagged("integer", String(i))
    case .float(let d):
        if d.isNaN { return tagged("float", "nan") }
        if d.isInfinite { return tagged("float", d < 0 ? "-inf" : "inf") }
        return tagged("float", String(d))
    case .boolean(let b): return tagged("bool", b ? "true" : "false")
    case .date(let d): return tagged("date-local", date(d))
    case .time(let t): return tagged("time-local", time(t))
    case .dateTime(let dt):
        var s = date(dt.date) + "T" + time(dt.time)
        guard let off = dt.offsetMinutes else { return tagged("datetime-local", s) }
        s += off == 0 ? "Z" : (off < 0 ? "-" : "+") + pad(abs(off) / 60, 2) + ":" + pad(abs(off) % 60, 2)
        return tagged("datetime", s)
    }
}

let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
do {
    let table = try TOMLDecoder().decode(input)
    print(encode(.table(table)).compact)
} catch {
    FileHandle.standardError.write(Data("\(error.range.line):\(error.range.column): \(error.message)\n".utf8))
    exit(1)
}
