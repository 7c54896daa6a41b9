/// Strict UTF-8 validation that says where the first bad byte is.
///
/// Swift's decoding would replace bad bytes with U+FFFD; a journal must instead refuse to
/// rewrite such a file, so the parsers ask here first.
package enum UTF8Validation {
    /// The offset of the first byte that is not part of well-formed UTF-8, or nil.
    ///
    /// Rejects overlong forms, surrogates, code points past U+10FFFF and truncated sequences.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset($0) }
    }

    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            // ASCII, eight bytes at a time.
            if i + 8 <= n,
                UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                i += 8
                continue
            }
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let need: Int
            var lo: UInt8 = 0x80
            var hi: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: need = 1
            case 0xE0:
                need = 2
                lo = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED:
                need = 2
                hi = 0x9F
            case 0xF0:
                need = 3
                lo = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4:
                need = 3
                hi = 0x8F
            default: return i
            }
            if i + need >= n { return i }
            let c1 = bytes[i + 1]
            if c1 < lo || c1 > hi { return i }
            var k = 2
            while k <= need {
                let c = bytes[i + k]
                if c < 0x80 || c > 0xBF { return i }
                k += 1
            }
            i += need + 1
        }
        return nil
    }
}
