/// Raw deflate (RFC 1951) decompression: stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Written from the RFC for dawn-journal (the project takes no package dependencies). It reads
/// the input once, decodes each symbol with one or two table look-ups (a 10-bit root table for
/// literals and lengths, 8 bits for distances, sub-tables for longer codes), and uses no
/// recursion. The output never grows past `limit`: a stream that would is refused as soon as
/// it passes it, so a zip bomb costs at most `limit` bytes of memory.
public enum Inflate {
    /// The bytes that `data`, a raw deflate stream (no zlib or gzip header), stands for.
    ///
    /// Bytes after the final block are ignored.
    /// - Throws: `ZipError` when the stream is corrupt, ends too early, or inflates to more
    ///   than `limit` bytes.
    public static func inflate(_ data: [UInt8], limit: Int) throws(ZipError) -> [UInt8] {
        let result: Result<(output: [UInt8], consumed: Int), InflateFailure> = data.withUnsafeBufferPointer { input in
            Result { () throws(InflateFailure) in try inflate(input, limit: limit, expectedSize: nil) }
        }
        switch result {
        case .success(let r): return r.output
        case .failure(.corrupt(let why)): throw ZipError("the deflate data is corrupt (\(why))")
        case .failure(.truncated): throw ZipError("the deflate data ends too early")
        case .failure(.limit(let n)): throw ZipError("the deflate data inflates to more than the limit of \(n) bytes")
        }
    }

    /// Inflates `input`, returning the output and how many input bytes the stream used.
    /// `expectedSize`, when known, is the output buffer's first capacity.
    package static func inflate(_ input: UnsafeBufferPointer<UInt8>, limit: Int, expectedSize: Int?)
        throws(InflateFailure)
        -> (output: [UInt8], consumed: Int)
    {
        let limit = max(0, limit)
        let first = min(limit, expectedSize ?? max(1024, input.count.multipliedReportingOverflow(by: 4).partialValue))
        var state = Inflater(input: input, limit: limit, capacity: max(first, 16))
        defer { state.out.deallocate() }
        try state.run()
        return (Array(UnsafeBufferPointer(rebasing: state.out[0..<state.outCount])), state.consumedBytes)
    }
}

/// Why inflating stopped; `Inflate` and `ZipReader` word it each their own way.
package enum InflateFailure: Error, Sendable, Equatable {
    /// The stream breaks a rule of RFC 1951; the text says which.
    case corrupt(String)
    /// The stream needs bytes past the end of the input.
    case truncated
    /// The output would pass this many bytes.
    case limit(Int)
}

// MARK: - Huffman tables

/// A decoding table: entries of a root table indexed by the next `rootBits` input bits
/// (codes are sent most significant bit first, so a table index is the code's bits reversed),
/// followed by sub-tables for codes longer than `rootBits`.
///
/// An entry is a UInt32: bits 0–7 the code's length (0: no code has these bits), bit 8 set when
/// the entry points to a sub-table, bits 9–12 that sub-table's index bits, bits 16–31 the symbol
/// (or the sub-table's offset).
struct HuffmanTable: Sendable {
    var entries: [UInt32]
    let rootBits: Int

    enum Kind { case codeLengths, literals, distances }

    /// Builds the canonical Huffman code of RFC 1951 §3.2.2 for `lengths` (one per symbol, 0 for
    /// an unused symbol). Refuses an over-subscribed code, and an incomplete one except a single
    /// code of length 1 for literals and distances (as zlib does); a code with no symbols is
    /// accepted and fails on first use.
    init(lengths: ArraySlice<UInt8>, rootBits: Int, kind: Kind) throws(InflateFailure) {
        self.rootBits = rootBits
        var count = [Int](repeating: 0, count: 16)
        for l in lengths { count[Int(l)] += 1 }
        count[0] = 0
        var left = 1
        var maxLength = 0
        for len in 1...15 {
            left <<= 1
            left -= count[len]
            if left < 0 { throw .corrupt(Self.name(kind) + " code is over-subscribed") }
            if count[len] > 0 { maxLength = len }
        }
        let rootSize = 1 << rootBits
        if maxLength == 0 {
            entries = [UInt32](repeating: 0, count: rootSize)
            return
        }
        if left > 0 && (kind == .codeLengths || maxLength != 1) {
            throw .corrupt(Self.name(kind) + " code is incomplete")
        }
        // The canonical codes, reversed into the order the bits arrive in.
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for len in 1...15 {
            code = (code + count[len - 1]) << 1
            next[len] = code
        }
        let symbols = lengths.count
        var reversed = [Int](repeating: 0, count: symbols)
        var i = 0
        for l in lengths {
            let len = Int(l)
            if len > 0 {
                var c = next[len]
                next[len] += 1
                var r = 0
                for _ in 0..<len {
                    r = (r << 1) | (c & 1)
                    c >>= 1
                }
                reversed[i] = r
            }
            i += 1
        }
        // Sub-table sizes: for each root index that starts a long code, the longest such code.
        let rootMask = rootSize - 1
        var subBits = [Int](repeating: 0, count: maxLength > rootBits ? rootSize : 0)
        i = 0
        for l in lengths {
            let len = Int(l)
            if len > rootBits {
                let p = reversed[i] & rootMask
                subBits[p] = max(subBits[p], len - rootBits)
            }
            i += 1
        }
        var size = rootSize
        var subOffset = [Int](repeating: 0, count: subBits.count)
        for p in 0..<subBits.count where subBits[p] > 0 {
            subOffset[p] = size
            size += 1 << subBits[p]
        }
        var table = [UInt32](repeating: 0, count: size)
        for p in 0..<subBits.count where subBits[p] > 0 {
            table[p] = UInt32(subOffset[p]) << 16 | UInt32(subBits[p]) << 9 | 0x100
        }
        i = 0
        for l in lengths {
            let len = Int(l)
            if len > 0 {
                let entry = UInt32(i) << 16 | UInt32(len)
                let r = reversed[i]
                if len <= rootBits {
                    var k = r
                    while k < rootSize {
                        table[k] = entry
                        k += 1 << len
                    }
                } else {
                    let p = r & rootMask
                    let bits = subBits[p]
                    var k = r >> rootBits
                    let step = 1 << (len - rootBits)
                    while k < 1 << bits {
                        table[subOffset[p] + k] = entry
                        k += step
                    }
                }
            }
            i += 1
        }
        entries = table
    }

    private static func name(_ kind: Kind) -> String {
        switch kind {
        case .codeLengths: return "the code-length"
        case .literals: return "the literal/length"
        case .distances: return "the distance"
        }
    }

    /// RFC 1951 §3.2.6: literals 0–143 in 8 bits, 144–255 in 9, 256–279 in 7, 280–287 in 8.
    static let fixedLiterals: HuffmanTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for s in 144...255 { lengths[s] = 9 }
        for s in 256...279 { lengths[s] = 7 }
        return try! HuffmanTable(lengths: lengths[...], rootBits: 10, kind: .literals)
    }()

    /// RFC 1951 §3.2.6: distance codes 0–31 in 5 bits (30 and 31 never occur).
    static let fixedDistances: HuffmanTable = {
        try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 32)[...], rootBits: 8, kind: .distances)
    }()
}

// MARK: - The decoder

private let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
]
private let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
]
private let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
]
private let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
]
/// The order in which a dynamic block sends the code-length code's lengths.
private let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

private struct Inflater {
    let input: UnsafeBufferPointer<UInt8>
    /// The next input byte to load into `bitBuffer`.
    var pos = 0
    /// Input bits not yet used, the next one lowest.
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    /// Zero bytes loaded past the end of the input (so that a look-up near the end can read
    /// ahead); using any of their bits means the stream was truncated.
    var padding = 0
    var out: UnsafeMutableBufferPointer<UInt8>
    var outCount = 0
    let limit: Int

    init(input: UnsafeBufferPointer<UInt8>, limit: Int, capacity: Int) {
        self.input = input
        self.limit = limit
        out = .allocate(capacity: capacity)
    }

    /// How many input bytes the stream used (the last one perhaps partly).
    var consumedBytes: Int { ((pos + padding) * 8 - bitCount + 7) / 8 }

    mutating func run() throws(InflateFailure) {
        do {
            try blocks()
        } catch .corrupt(let why) {
            // Bits read past the end are zeros that may look like a broken structure.
            if padding * 8 > bitCount { throw .truncated }
            throw .corrupt(why)
        }
    }

    mutating func blocks() throws(InflateFailure) {
        var final = false
        while !final {
            let header = try bits(3)
            final = header & 1 == 1
            switch header >> 1 {
            case 0: try storedBlock()
            case 1: try huffmanBlock(HuffmanTable.fixedLiterals, HuffmanTable.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals, distances)
            default: throw .corrupt("invalid block type 3")
            }
        }
        if padding * 8 > bitCount { throw .truncated }
    }

    // MARK: Bits

    /// Loads whole bytes until at least 57 bits are buffered.
    @inline(__always)
    mutating func refill() throws(InflateFailure) {
        if pos + 8 <= input.count {
            let word = UnsafeRawPointer(input.baseAddress! + pos).loadUnaligned(as: UInt64.self).littleEndian
            bitBuffer |= word << UInt64(bitCount)
            let added = (63 - bitCount) >> 3
            pos += added
            bitCount += added << 3
            return
        }
        while bitCount <= 56 {
            if pos < input.count {
                bitBuffer |= UInt64(input[pos]) << UInt64(bitCount)
                pos += 1
            } else {
                // More than 8 bytes of padding: some of it has been used already.
                padding += 1
                if padding > 8 { throw .truncated }
            }
            bitCount += 8
        }
    }

    @inline(__always)
    mutating func bits(_ n: Int) throws(InflateFailure) -> Int {
        if bitCount < n { try refill() }
        let v = Int(truncatingIfNeeded: bitBuffer & ((1 << UInt64(n)) &- 1))
        bitBuffer >>= UInt64(n)
        bitCount -= n
        return v
    }

    /// The next symbol of `table`; needs 15 bits buffered.
    @inline(__always)
    mutating func decode(_ t: UnsafeBufferPointer<UInt32>, _ rootBits: Int) throws(InflateFailure) -> Int {
        var e = t[Int(truncatingIfNeeded: bitBuffer) & ((1 << rootBits) - 1)]
        if e & 0x100 != 0 {
            let sub = Int((e >> 9) & 0xF)
            e = t[Int(e >> 16) + (Int(truncatingIfNeeded: bitBuffer >> UInt64(rootBits)) & ((1 << sub) - 1))]
        }
        let len = Int(e & 0xFF)
        if len == 0 { throw .corrupt("a Huffman code that stands for no symbol") }
        bitBuffer >>= UInt64(len)
        bitCount -= len
        return Int(e >> 16)
    }

    // MARK: Output

    /// Makes room for `n` more bytes, refusing to pass the limit.
    @inline(__always)
    mutating func reserve(_ n: Int) throws(InflateFailure) {
        let needed = outCount + n
        if needed > limit { throw .limit(limit) }
        if needed > out.count {
            let capacity = min(limit, max(needed, out.count * 2))
            let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
            _ = bigger.initialize(from: out[0..<outCount])
            out.deallocate()
            out = bigger
        }
    }

    // MARK: Blocks

    mutating func storedBlock() throws(InflateFailure) {
        // Skip to a byte boundary, then LEN and its complement.
        let skip = bitCount & 7
        bitBuffer >>= UInt64(skip)
        bitCount -= skip
        let len = try bits(16)
        let nlen = try bits(16)
        if len != ~nlen & 0xFFFF { throw .corrupt("a stored block's length and its complement disagree") }
        // The byte after NLEN, now that whole bytes are left in the buffer.
        let at = pos + padding - bitCount / 8
        if at > input.count || len > input.count - at { throw .truncated }
        try reserve(len)
        if len > 0 {
            _ = UnsafeMutableBufferPointer(rebasing: out[outCount..<outCount + len])
                .initialize(from: UnsafeBufferPointer(rebasing: input[at..<at + len]))
        }
        outCount += len
        pos = at + len
        bitBuffer = 0
        bitCount = 0
        padding = 0
    }

    /// Reads a dynamic block's code lengths (RFC 1951 §3.2.7) and builds its two tables.
    mutating func dynamicTables() throws(InflateFailure) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        if literalCount > 286 { throw .corrupt("\(literalCount) literal/length codes, more than 286") }
        if distanceCount > 30 { throw .corrupt("\(distanceCount) distance codes, more than 30") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = UInt8(try bits(3)) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths[...], rootBits: 7, kind: .codeLengths)
        let total = literalCount + distanceCount
        var lengths = [UInt8](repeating: 0, count: total)
        var i = 0
        try codeLengths.entries.withUnsafeBufferPointer { (t) throws(InflateFailure) in
            while i < total {
                if bitCount < 32 { try refill() }
                let symbol = try decode(t, 7)
                if symbol < 16 {
                    lengths[i] = UInt8(symbol)
                    i += 1
                    continue
                }
                var value: UInt8 = 0
                let repeats: Int
                switch symbol {
                case 16:
                    if i == 0 { throw .corrupt("a repeat of the previous code length at the start") }
                    value = lengths[i - 1]
                    repeats = 3 + (try bits(2))
                case 17: repeats = 3 + (try bits(3))
                default: repeats = 11 + (try bits(7))
                }
                if repeats > total - i { throw .corrupt("code lengths repeated past the end of the lists") }
                for _ in 0..<repeats {
                    lengths[i] = value
                    i += 1
                }
            }
        }
        if lengths[256] == 0 { throw .corrupt("no end-of-block code") }
        let literals = try HuffmanTable(lengths: lengths[0..<literalCount], rootBits: 10, kind: .literals)
        let distances = try HuffmanTable(lengths: lengths[literalCount..<total], rootBits: 8, kind: .distances)
        return (literals, distances)
    }

    mutating func huffmanBlock(_ literals: HuffmanTable, _ distances: HuffmanTable) throws(InflateFailure) {
        let lb = literals.rootBits
        let db = distances.rootBits
        try literals.entries.withUnsafeBufferPointer { (lt) throws(InflateFailure) in
            try distances.entries.withUnsafeBufferPointer { (dt) throws(InflateFailure) in
                while true {
                    // 48 bits cover a length code (15), its extra bits (5), a distance code (15) and its extra bits (13).
                    if bitCount < 48 { try refill() }
                    let symbol = try decode(lt, lb)
                    if symbol < 256 {
                        if outCount == out.count || outCount >= limit { try reserve(1) }
                        out[outCount] = UInt8(truncatingIfNeeded: symbol)
                        outCount += 1
                        continue
                    }
                    if symbol == 256 { return }
                    let index = symbol - 257
                    if index >= 29 { throw .corrupt("invalid literal/length code \(symbol)") }
                    let extra = lengthExtra[index]
                    let length = lengthBase[index] + Int(truncatingIfNeeded: bitBuffer & ((1 << UInt64(extra)) - 1))
                    bitBuffer >>= UInt64(extra)
                    bitCount -= extra
                    let d = try decode(dt, db)
                    if d >= 30 { throw .corrupt("invalid distance code \(d)") }
                    let dExtra = distanceExtra[d]
                    let distance = distanceBase[d] + Int(truncatingIfNeeded: bitBuffer & ((1 << UInt64(dExtra)) - 1))
                    bitBuffer >>= UInt64(dExtra)
                    bitCount -= dExtra
                    if distance > outCount {
                        throw .corrupt("a distance of \(distance) reaches back before the start of the data")
                    }
                    try reserve(length)
                    var from = outCount - distance
                    if distance >= length {
                        _ = UnsafeMutableBufferPointer(rebasing: out[outCount..<outCount + length])
                            .update(fromContentsOf: UnsafeMutableBufferPointer(rebasing: out[from..<from + length]))
                        outCount += length
                    } else {
                        // Overlapping: each byte may be one this copy just wrote.
                        let end = outCount + length
                        while outCount < end {
                            out[outCount] = out[from]
                            outCount += 1
                            from += 1
                        }
                    }
                }
            }
        }
    }
}
