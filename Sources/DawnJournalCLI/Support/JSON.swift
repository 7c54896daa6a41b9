import DawnJournal

/// A JSON value with ordered object keys, so output matches the documented schemas exactly.
enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation and a final newline.
    var rendered: String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (n, (k, v)) in pairs.enumerated() {
                out += pad + JSON.quote(k) + ": "
                v.write(into: &out, indent: indent + 1)
                out += n + 1 < pairs.count ? ",\n" : "\n"
            }
            out += closePad + "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (n, v) in items.enumerated() {
                out += pad
                v.write(into: &out, indent: indent + 1)
                out += n + 1 < items.count ? ",\n" : "\n"
            }
            out += closePad + "]"
        case .string(let s): out += JSON.quote(s)
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite {
                let rounded = (d * 10).rounded() / 10
                out += rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
            } else {
                out += "null"
            }
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    static func quote(_ s: String) -> String { quotedString(s) }
}
