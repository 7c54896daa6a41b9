/// How a control character is shown on a terminal instead of being sent to it: ESC as `\e`,
/// CR as `\r`, another C0 character or DEL as `\xNN`, anything else (C1, U+FDD0) as `\u{N}`.
///
/// The command line's terminal sink writes these, and `DisplayWidth` counts them, so a caret
/// under an escaped character lines up.
package enum ControlEscape {
    /// Whether the scalar is shown escaped: C0 but tab and line feed, DEL, C1, and U+FDD0 (the
    /// command line's stand-in for ESC in its own colours).
    @inlinable
    package static func isEscaped(_ v: UInt32) -> Bool {
        (ControlCharacter.isControl(v) && v != 0x0A && v != 0x09) || v == colourStandIn
    }

    /// U+FDD0, a noncharacter: the command line's stand-in for ESC in its own colours, so that
    /// the sink can tell them from an ESC that came from a file.
    package static let colourStandIn: UInt32 = 0xFDD0

    /// The text shown for the scalar `v`.
    package static func shown(_ v: UInt32) -> String {
        switch v {
        case 0x1B: return "\\e"
        case 0x0D: return "\\r"
        case 0..<0x80: return "\\x" + (v < 0x10 ? "0" : "") + String(v, radix: 16, uppercase: true)
        default: return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
        }
    }
}
