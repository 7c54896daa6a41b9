import DawnSource

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

/// Writes to a file descriptor, unbuffered (1 is stdout, 2 stderr).
public final class FileDescriptorSink: TextSink {
    let fd: Int32
    public init(_ fd: Int32) { self.fd = fd }
    public func write(_ text: String) {
        var text = text
        _ = text.withUTF8 { Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
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

    /// Works on the UTF-8 bytes: runs of safe bytes are copied whole, and only control
    /// characters and the colour stand-in are looked at.
    static func escaped(_ text: String, allowingColour: Bool) -> String {
        var text = text
        return text.withUTF8 { b -> String in
            // A C0 control but tab and line feed, or DEL: one byte. (A byte from 0x80 up is part
            // of a longer character: C1 starts with 0xC2, the stand-in with 0xEF.)
            func isEscapedASCII(_ c: UInt8) -> Bool { c < 0x80 && ControlEscape.isEscaped(UInt32(c)) }
            func interesting(_ c: UInt8) -> Bool {
                isEscapedASCII(c) || c == 0xC2 || c == 0xEF
            }
            guard let first = b.firstIndex(where: interesting) else { return String(decoding: b, as: UTF8.self) }
            let marker = Style.escapeBytes
            var out: [UInt8] = []
            out.reserveCapacity(b.count + 16)
            out.append(contentsOf: b[..<first])
            var i = first
            func escape(_ v: UInt32) { out.append(contentsOf: ControlEscape.shown(v).utf8) }
            while i < b.count {
                let c = b[i]
                if isEscapedASCII(c) {
                    escape(UInt32(c))
                    i += 1
                } else if c == 0xC2, i + 1 < b.count, (0x80...0x9F).contains(b[i + 1]) {
                    escape(UInt32(b[i + 1])) // C1: U+0080...U+009F
                    i += 2
                } else if c == 0xEF, i + 2 < b.count, b[i + 1] == 0xB7, b[i + 2] == 0x90 {
                    // U+FDD0: our colour stand-in, followed by "[", digits and ";", then "m";
                    // anything else (from a file) is shown escaped.
                    var j = i + marker.count
                    let isMarker =
                        j <= b.count && b[i..<j].elementsEqual(marker) && j < b.count && b[j] == UInt8(ascii: "[")
                    if isMarker {
                        j += 1
                        while j < b.count, (b[j] >= 0x30 && b[j] <= 0x39) || b[j] == UInt8(ascii: ";") { j += 1 }
                    }
                    if isMarker, j < b.count, b[j] == UInt8(ascii: "m") {
                        if allowingColour {
                            out.append(0x1B)
                            out.append(contentsOf: b[(i + marker.count)...j])
                        }
                        i = j + 1
                    } else {
                        escape(0xFDD0)
                        i += 3
                    }
                } else {
                    // A run of safe bytes, copied whole.
                    var j = i + 1
                    while j < b.count, !interesting(b[j]) { j += 1 }
                    out.append(contentsOf: b[i..<j])
                    i = j
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
