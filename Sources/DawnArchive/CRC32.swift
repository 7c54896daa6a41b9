/// CRC-32 as ZIP, gzip and PNG use it (IEEE 802.3, reflected polynomial 0xEDB88320).
public enum CRC32 {
    /// The checksum of `bytes` (`checksum(Array("123456789".utf8)) == 0xCBF43926`).
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(0, $0) }
    }

    /// Continues `crc` (a previous result, or 0 to start) over `bytes`.
    package static func update(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var c = ~crc
        let n = bytes.count
        var i = 0
        tables.withUnsafeBufferPointer { t in
            // Eight bytes per step ("slicing by 8"): table k holds the CRC of a byte followed by k zero bytes.
            while i + 8 <= n {
                let lo =
                    c
                    ^ (UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3])
                        << 24)
                c =
                    t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(bytes[i + 4])] ^ t[2 * 256 + Int(bytes[i + 5])]
                    ^ t[1 * 256 + Int(bytes[i + 6])] ^ t[Int(bytes[i + 7])]
                i += 8
            }
            while i < n {
                c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
                i += 1
            }
        }
        return ~c
    }

    /// Eight tables of 256 entries, one after the other.
    private static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let prev = t[(k - 1) * 256 + n]
                t[k * 256 + n] = t[Int(prev & 0xFF)] ^ (prev >> 8)
            }
        }
        return t
    }()
}
