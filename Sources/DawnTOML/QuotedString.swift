import DawnSource

/// A string in double quotes with `"`, `\`, and control characters escaped: valid both as a TOML
/// basic string and as a JSON string, so habits.toml edits and JSON output share one escaper.
package func quotedString(_ s: String) -> String {
    // Most strings need no escape: copied whole (0xC2 starts the C1 controls).
    if !s.utf8.contains(where: {
        ControlCharacter.isControl(byte: $0) || $0 == 0x22 || $0 == 0x5C || $0 == 0xC2 || $0 == 0xEF
    }) {
        return "\"" + s + "\""
    }
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            // Control characters, C1 included (a terminal may act on them), as \uXXXX: valid
            // in JSON and in TOML basic strings alike.
            // U+FDD0...U+FDEF: noncharacters, escaped so that no output carries one raw.
            if ControlCharacter.isControl(u.value) || (0xFDD0...0xFDEF).contains(u.value) {
                let h = String(u.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
