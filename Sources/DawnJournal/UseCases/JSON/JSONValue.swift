/// A JSON value with ordered object keys, so output matches the documented schemas
/// (Docs/JSON.md) exactly. The one JSON writer: lint, the views, `log` and `habit list` all
/// write through it.
public enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    /// Written with at most one decimal (`72.4`), as a whole number when it is one; a value
    /// that is not finite is `null`.
    case double(Double)
    /// Written in full, as the shortest text that reads back as the same value (`3.14159`);
    /// a value that is not finite is `null`. For values the journal holds as written (front
    /// matter), where `double`'s one decimal would lose digits.
    case number(Double)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation and a final newline.
    public var rendered: String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    /// On one line, with `", "` and `": "` between items (toml-test's style).
    public var compact: String {
        var out = ""
        write(into: &out, indent: nil)
        return out
    }

    func write(into out: inout String, indent: Int?) {
        let next = indent.map { $0 + 1 }
        let (open, separator, pad, closePad): (String, String, String, String)
        if let indent {
            (open, separator, pad, closePad) = (
                "\n", ",\n", String(repeating: "  ", count: indent + 1), "\n" + String(repeating: "  ", count: indent)
            )
        } else {
            (open, separator, pad, closePad) = ("", ", ", "", "")
        }
        switch self {
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}"
                return
            }
            out += "{" + open
            for (n, (k, v)) in pairs.enumerated() {
                out += pad + quotedString(k) + ": "
                v.write(into: &out, indent: next)
                if n + 1 < pairs.count { out += separator }
            }
            out += closePad + "}"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "[" + open
            for (n, v) in items.enumerated() {
                out += pad
                v.write(into: &out, indent: next)
                if n + 1 < items.count { out += separator }
            }
            out += closePad + "]"
        case .string(let s): out += quotedString(s)
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite {
                // To one decimal; a whole number without ".0" while it fits an Int (Int(d)
                // traps past 2^63), and huge values as Swift spells them (1e+300).
                let rounded = (d * 10).rounded() / 10
                if rounded == rounded.rounded(), let whole = Int(exactly: rounded) {
                    out += String(whole)
                } else {
                    out += (d * 10).isFinite ? String(rounded) : String(d)
                }
            } else {
                out += "null"
            }
        case .number(let d):
            if !d.isFinite {
                out += "null"
            } else if d == d.rounded(), abs(d) < 1e15, let whole = Int(exactly: d) {
                out += String(whole)
            } else {
                out += String(d)
            }
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A string, or null.
    static func string(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
}
