/// A QR code's modules while it is made: the function patterns (finders, timing, alignment,
/// the format and version areas), then the data in its zigzag, a mask, and the penalty that
/// chooses the mask.
struct QRGrid {
    var modules: [[Bool]]
    /// Modules of the function patterns, which data and masks leave alone.
    var isFunction: [[Bool]]
    let version: Int
    var size: Int { modules.count }

    init(version: Int) {
        self.version = version
        let size = 17 + 4 * version
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
        for i in 0..<size {
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                    let d = max(abs(dx), abs(dy))
                    set(x + dx, y + dy, d != 2 && d != 4)
                }
            }
        }
        let centres = QRCode.alignment[version - 1]
        for (i, x) in centres.enumerated() {
            for (j, y) in centres.enumerated() {
                let last = centres.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 { for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) } }
            }
        }
        drawFormat(mask: 0) // reserves the area; drawn again with the chosen mask
        if version >= 7 {
            var rem = version
            for _ in 0..<12 { rem = (rem << 1) ^ ((rem >> 11) * 0x1F25) }
            let bits = version << 12 | rem
            for i in 0..<18 {
                let bit = (bits >> i) & 1 == 1
                let a = size - 11 + i % 3
                let b = i / 3
                set(a, b, bit)
                set(b, a, bit)
            }
        }
    }

    /// Sets the module at column `x`, row `y`, as part of a function pattern.
    mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y][x] = dark
        isFunction[y][x] = true
    }

    /// The format information (level M, `mask`) in both copies, and the dark module.
    mutating func drawFormat(mask: Int) {
        let data = 0b00 << 3 | mask
        var rem = data
        for _ in 0..<10 { rem = (rem << 1) ^ ((rem >> 9) * 0x537) }
        let bits = (data << 10 | rem) ^ 0x5412
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0...5 { set(8, i, bit(i)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)
    }

    /// The codewords' bits in the zigzag of two-module columns, right to left, skipping the
    /// vertical timing pattern.
    mutating func place(_ codewords: [UInt8]) {
        var i = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    if !isFunction[y][x], i < codewords.count * 8 {
                        modules[y][x] = (codewords[i >> 3] >> UInt8(7 - (i & 7))) & 1 == 1
                        i += 1
                    }
                }
            }
            right -= 2
        }
    }

    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y][x] {
                let flip: Bool
                switch mask {
                case 0: flip = (x + y) % 2 == 0
                case 1: flip = y % 2 == 0
                case 2: flip = x % 3 == 0
                case 3: flip = (x + y) % 3 == 0
                case 4: flip = (x / 3 + y / 2) % 2 == 0
                case 5: flip = x * y % 2 + x * y % 3 == 0
                case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
                default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { modules[y][x].toggle() }
            }
        }
    }

    /// The standard's four penalty rules: runs of five or more, 2×2 blocks, finder-like
    /// patterns, and the distance of the share of dark modules from half.
    var penalty: Int {
        var total = 0
        let columns = (0..<size).map { x in (0..<size).map { modules[$0][x] } }
        let finderLike: [[Bool]] = [
            [true, false, true, true, true, false, true, false, false, false, false],
            [false, false, false, false, true, false, true, true, true, false, true],
        ]
        for line in modules + columns {
            var run = 1
            for i in 1..<size {
                if line[i] == line[i - 1] {
                    run += 1
                } else {
                    if run >= 5 { total += run - 2 }
                    run = 1
                }
            }
            if run >= 5 { total += run - 2 }
            if size >= 11 {
                for i in 0...(size - 11) where finderLike.contains(where: { Array(line[i..<i + 11]) == $0 }) {
                    total += 40
                }
            }
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let c = modules[y][x]
                if modules[y][x + 1] == c && modules[y + 1][x] == c && modules[y + 1][x + 1] == c { total += 3 }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }
        total += abs(dark * 20 - size * size * 10) / (size * size) * 10
        return total
    }
}
