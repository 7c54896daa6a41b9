/// Where each line of some bytes is: its content as a range of the bytes, without its ending.
///
/// LF, CRLF and a lone CR each end a line; a last line without an ending is a line, and bytes
/// that end with an ending have no empty line after it (a file of "a\n" is one line). The
/// ending of a line is read back from the bytes (`ending(of:in:)`), so the table is one array.
///
/// This is the one line splitter of the package: the day parser, the editors' `RawLines`, the
/// language server's document and the command line all read lines through it.
package struct LineTable: Sendable, Equatable {
    /// Each line's content, as a range of the bytes, without its ending.
    package private(set) var ranges: [Range<Int>]
    /// How many lines end in LF, CRLF and a lone CR.
    package private(set) var lfCount = 0
    package private(set) var crlfCount = 0
    package private(set) var crCount = 0

    /// The lines of `buffer` from byte `start` on (3 to skip a byte-order mark).
    package init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        ranges = []
        var splitter = Splitter(buffer, from: start)
        while let line = splitter.next() { ranges.append(line) }
        (lfCount, crlfCount, crCount) = (splitter.lfCount, splitter.crlfCount, splitter.crCount)
    }

    /// The table's split, a line at a time, keeping nothing: for a reader that needs each line
    /// once (`fmt` checking a big file holds no table of its lines). The table is made with it.
    package struct Splitter {
        let buffer: UnsafeBufferPointer<UInt8>
        /// Where the next line starts.
        package private(set) var start: Int
        // The next CR and the next LF are each searched for again only once passed, so that
        // a file with one kind of ending only (CR alone, or LF alone) is read in one pass.
        var nextCR: Int?
        var nextLF: Int?
        /// How many of the lines split so far end in LF, CRLF and a lone CR.
        package private(set) var lfCount = 0
        package private(set) var crlfCount = 0
        package private(set) var crCount = 0

        package init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
            self.buffer = buffer
            self.start = start
            nextCR = ByteScanning.find(0x0D, in: buffer, from: start)
            nextLF = ByteScanning.find(0x0A, in: buffer, from: start)
        }

        /// The next line's content, or nil after the last.
        package mutating func next() -> Range<Int>? {
            guard start < buffer.count else { return nil }
            if let lf = nextLF, lf < start { nextLF = ByteScanning.find(0x0A, in: buffer, from: start) }
            if let cr = nextCR, cr < start { nextCR = ByteScanning.find(0x0D, in: buffer, from: start) }
            let end: Int
            let next: Int
            if let cr = nextCR, cr < (nextLF ?? Int.max) {
                end = cr
                if cr + 1 < buffer.count, buffer[cr + 1] == 0x0A {
                    next = cr + 2
                    crlfCount += 1
                } else {
                    next = cr + 1
                    crCount += 1
                }
            } else if let n = nextLF {
                end = n
                next = n + 1
                lfCount += 1
            } else {
                end = buffer.count
                next = buffer.count
            }
            defer { start = next }
            return start..<end
        }

        /// `LineTable.mostlyCRLF` of the lines split so far.
        package var mostlyCRLF: Bool { crlfCount > lfCount + crCount }
    }

    /// Git's lines: split at LF only, a CR staying in its line's content (as `git diff`,
    /// `git merge-file` and .gitattributes read files), for output that must match Git's.
    package static func gitLines(_ bytes: [UInt8]) -> LineTable {
        var table = LineTable([])
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            while start < buffer.count {
                if let lf = ByteScanning.find(0x0A, in: buffer, from: start) {
                    table.ranges.append(start..<lf)
                    table.lfCount += 1
                    start = lf + 1
                } else {
                    table.ranges.append(start..<buffer.count)
                    start = buffer.count
                }
            }
        }
        return table
    }

    /// The lines of `bytes` from byte `start` on.
    package init(_ bytes: [UInt8], from start: Int = 0) {
        self = bytes.withUnsafeBufferPointer { LineTable($0, from: start) }
    }

    package var count: Int { ranges.count }

    /// How line `k` of `bytes` (the bytes the table was made from) ends.
    package func ending(of k: Int, in bytes: some RandomAccessCollection<UInt8>) -> LineEnding {
        let end = ranges[k].upperBound
        guard end < bytes.count else { return .endOfFile }
        let i = bytes.index(bytes.startIndex, offsetBy: end)
        if bytes[i] == 0x0A { return .lf }
        let j = bytes.index(after: i)
        return j < bytes.endIndex && bytes[j] == 0x0A ? .crlf : .cr
    }

    /// The ending new lines take (`LineEnding.preferred`).
    package var preferredEnding: LineEnding { LineEnding.preferred(lf: lfCount, crlf: crlfCount, cr: crCount) }

    /// Whether more lines end in CRLF than in LF or CR together (the day model's
    /// `lineEnding`, which knows only "\n" and "\r\n").
    package var mostlyCRLF: Bool { crlfCount > lfCount + crCount }

    /// The index of the line holding byte `offset` (a byte of an ending belongs to its line;
    /// an offset before the first line is line 0, one past the end the last line).
    package func line(containing offset: Int) -> Int {
        var lo = 0
        var hi = ranges.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if ranges[mid].lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }
}
