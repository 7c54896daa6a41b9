/// A QR code (ISO/IEC 18004) of a short text: byte mode, error correction level M, versions 1
/// to 10 (up to 213 bytes: a sign-in URL is about 80), the mask with the lowest penalty.
/// Written here, as the project takes no package; held to a real decoder (`zbarimg`) by
/// scripts/check-serve.py.
package struct QRCode: Sendable, Equatable {
    /// The modules, row by row: true is dark.
    package var modules: [[Bool]]
    package var version: Int
    package var mask: Int

    package var size: Int { modules.count }

    /// Level M's blocks per version: error correction codewords per block, then the blocks'
    /// data codewords (group 1, then group 2).
    static let blocks: [(ec: Int, data: [Int])] = [
        (10, [16]), (16, [28]), (26, [44]), (18, [32, 32]), (24, [43, 43]),
        (16, [27, 27, 27, 27]), (18, [31, 31, 31, 31]), (22, [38, 38, 39, 39]),
        (22, [36, 36, 36, 37, 37]), (26, [43, 43, 43, 43, 44]),
    ]

    /// The centres of alignment patterns per version (none for version 1).
    static let alignment: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
    ]

    /// The code of `text`'s UTF-8 bytes in the smallest version that holds them; nil when
    /// they are too long for version 10.
    package static func encode(_ text: String) -> QRCode? {
        let bytes = Array(text.utf8)
        for version in 1...10 {
            let dataCodewords = blocks[version - 1].data.reduce(0, +)
            let countBits = version < 10 ? 8 : 16
            if 4 + countBits + 8 * bytes.count <= 8 * dataCodewords {
                return QRCode(bytes: bytes, version: version, countBits: countBits, dataCodewords: dataCodewords)
            }
        }
        return nil
    }

    private init(bytes: [UInt8], version: Int, countBits: Int, dataCodewords: Int) {
        self.version = version
        // The bit stream: mode 0100 (bytes), the count, the bytes, a terminator, padding.
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, countBits)
        for b in bytes { append(Int(b), 8) }
        append(0, min(4, 8 * dataCodewords - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var data: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { i in
            (0..<8).reduce(UInt8(0)) { $0 << 1 | (bits[i + $1] ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while data.count < dataCodewords {
            data.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        // Blocks, each with its Reed–Solomon codewords, interleaved.
        let layout = Self.blocks[version - 1]
        let divisor = ReedSolomon.divisor(degree: layout.ec)
        var split: [[UInt8]] = []
        var offset = 0
        for n in layout.data {
            split.append(Array(data[offset..<offset + n]))
            offset += n
        }
        let ec = split.map { ReedSolomon.remainder($0, divisor) }
        var codewords: [UInt8] = []
        for i in 0..<(layout.data.max() ?? 0) { for b in split where i < b.count { codewords.append(b[i]) } }
        for i in 0..<layout.ec { for b in ec { codewords.append(b[i]) } }

        var grid = QRGrid(version: version)
        grid.place(codewords)
        var best: (penalty: Int, grid: QRGrid, mask: Int)?
        for mask in 0..<8 {
            var masked = grid
            masked.apply(mask: mask)
            masked.drawFormat(mask: mask)
            let p = masked.penalty
            if best == nil || p < best!.penalty { best = (p, masked, mask) }
        }
        modules = best!.grid.modules
        mask = best!.mask
    }
}

/// Arithmetic in GF(256) modulo x⁸ + x⁴ + x³ + x² + 1, and the remainder of a block.
enum ReedSolomon {
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var z = 0
        for i in stride(from: 7, through: 0, by: -1) {
            z = (z << 1) ^ ((z >> 7) * 0x11D)
            z ^= Int((y >> UInt8(i)) & 1) * Int(x)
        }
        return UInt8(z)
    }

    /// The generator polynomial of `degree`, highest coefficient (1) left out.
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for j in 0..<degree {
                result[j] = multiply(result[j], root)
                if j + 1 < degree { result[j] ^= result[j + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    static func remainder(_ data: [UInt8], _ divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for b in data {
            let factor = b ^ result.removeFirst()
            result.append(0)
            for i in 0..<result.count { result[i] ^= multiply(divisor[i], factor) }
        }
        return result
    }
}
