import Foundation

/// Where a command writes: the real stdout/stderr, or a buffer in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Collects output in memory, for in-process tests.
public final class BufferSink: TextSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}

/// Writes to a file descriptor, unbuffered.
public final class FileDescriptorSink: TextSink {
    let handle: FileHandle
    public init(_ handle: FileHandle) { self.handle = handle }
    public func write(_ text: String) { handle.write(Data(text.utf8)) }
}

/// What the command line writes, made safe for a terminal: every control character that
/// comes from a file (C0 but tab and line feed, DEL, C1, and ESC) is shown escaped (`\e`,
/// `\x07`, `\u{9B}`), so a day file or a habit name cannot retitle the window, clear the
/// screen or move the cursor. The command's own colours are written by `Style` with U+FDD0
/// in place of ESC; they become ESC here when colour is on for this stream, and are dropped
/// otherwise.
public final class TerminalSafeSink: TextSink {
    let inner: TextSink
    /// Whether colour is on: set by `Style.resolve` for the stream it styles.
    var allowsColour = false

    public init(_ inner: TextSink) {
        self.inner = inner
    }

    public func write(_ text: String) { inner.write(Self.escaped(text, allowingColour: allowsColour)) }

    static func isControl(_ v: UInt32) -> Bool {
        (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v)
    }

    static func escaped(_ text: String, allowingColour: Bool) -> String {
        // Most output has no control character nor colour: leave it as it is (0xC2 starts the
        // C1 controls, 0xEF U+FDD0).
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            if v == 0xFDD0 {
                // One of our colour sequences: ESC [ digits and semicolons m.
                var j = i + 1
                if j < scalars.count, scalars[j] == "[" {
                    j += 1
                    while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == ";" { j += 1 }
                    if j < scalars.count, scalars[j] == "m" {
                        if allowingColour {
                            out.append("\u{1B}")
                            out.append(contentsOf: scalars[(i + 1)...j])
                        }
                        i = j + 1
                        continue
                    }
                }
            }
            guard isControl(v) || v == 0xFDD0 else { out.append(scalars[i]); i += 1; continue }
            let shown: String
            switch v {
            case 0x1B: shown = "\\e"
            case 0x0D: shown = "\\r"
            case 0..<0x80: shown = "\\x" + (v < 0x10 ? "0" : "") + String(v, radix: 16, uppercase: true)
            default: shown = "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: shown.unicodeScalars)
            i += 1
        }
        return String(out)
    }
}
