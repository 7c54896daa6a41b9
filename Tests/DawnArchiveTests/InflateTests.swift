import DawnArchive
import XCTest

final class InflateTests: XCTestCase {
    func testCRC32KnownValues() {
        XCTAssertEqual(CRC32.checksum([]), 0)
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)), 0x414F_A339)
        // Every length around the eight-byte steps agrees with the byte-at-a-time definition.
        var bytes: [UInt8] = []
        for n in 0..<40 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            XCTAssertEqual(CRC32.checksum(bytes), ~c, "length \(n)")
            bytes.append(UInt8(truncatingIfNeeded: n &* 37 &+ 11))
        }
    }

    /// zlib's raw streams: every level (0 is stored blocks), fixed, Huffman-only, RLE, flushes
    /// (empty stored blocks mid-stream), empty, and 1 MiB of repetitive and of varied data.
    func testStreamsFromZlib() throws {
        let streams = Fixtures.streams.filter { $0.firstBlock != nil }
        XCTAssertEqual(streams.count, 18)
        for s in streams {
            let input = Fixtures.bytes(s.file)
            XCTAssertEqual(Int(input[0] >> 1 & 3), s.firstBlock, s.file)
            let start = ContinuousClock.now
            let out = try Inflate.inflate(input, limit: s.size)
            let elapsed = ContinuousClock.now - start
            XCTAssertEqual(out.count, s.size, s.file)
            XCTAssertEqual(CRC32.checksum(out), s.crc, s.file)
            if s.size >= 1 << 20 {
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                print("inflate \(s.file): \(s.size) bytes in \(elapsed), \(Int(Double(s.size) / seconds / 1e6)) MB/s")
            }
        }
    }

    func testLimitStopsTheOutput() throws {
        let s = Fixtures.stream("raw-level-6.deflate")
        let input = Fixtures.bytes(s.file)
        XCTAssertEqual(try Inflate.inflate(input, limit: s.size).count, s.size)
        XCTAssertThrowsError(try Inflate.inflate(input, limit: s.size - 1)) { error in
            XCTAssertEqual(
                (error as? ZipError)?.message, "the deflate data inflates to more than the limit of \(s.size - 1) bytes"
            )
        }
        let stored = Fixtures.bytes("raw-level-0.deflate")
        XCTAssertThrowsError(try Inflate.inflate(stored, limit: 100))
        XCTAssertEqual(try Inflate.inflate(Fixtures.bytes("raw-empty.deflate"), limit: 0), [])
    }

    /// The 1 GiB bomb's own stream stops at the limit at once.
    func testBombStreamStopsAtTheLimit() throws {
        let bomb = try Inflate.inflate(Fixtures.bytes("bomb.zip.deflate"), limit: 2 << 20)
        let s = Fixtures.stream("bomb.zip.deflate")
        XCTAssertEqual(bomb.count, s.size)
        XCTAssertEqual(CRC32.checksum(bomb), s.crc)
        // The local header is 30 bytes and the name "zeros.bin"; the compressed size is at 18.
        let compressed = Int(bomb[18]) | Int(bomb[19]) << 8 | Int(bomb[20]) << 16 | Int(bomb[21]) << 24
        let data = Array(bomb[39..<39 + compressed])
        let start = ContinuousClock.now
        XCTAssertThrowsError(try Inflate.inflate(data, limit: 1 << 20)) { error in
            XCTAssertTrue((error as? ZipError)?.message.contains("limit of 1048576 bytes") == true, "\(error)")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
    }

    func testEveryTruncationIsAnError() {
        for file in ["raw-level-9.deflate", "raw-fixed.deflate", "raw-level-0.deflate", "raw-flushes.deflate"] {
            let input = Fixtures.bytes(file)
            for n in 0..<input.count {
                XCTAssertThrowsError(try Inflate.inflate(Array(input[0..<n]), limit: 1 << 20), "\(file) cut at \(n)")
            }
        }
        XCTAssertThrowsError(try Inflate.inflate([], limit: 10)) { error in
            XCTAssertEqual((error as? ZipError)?.message, "the deflate data ends too early")
        }
    }

    func testFlippedBytesAreErrorsOrOtherData() {
        let s = Fixtures.stream("raw-level-6.deflate")
        let input = Fixtures.bytes(s.file)
        var rng = SplitMix(state: 13)
        for at in stride(from: 0, to: input.count - 1, by: 7) {
            var bad = input
            bad[at] ^= UInt8(1 << rng.below(8))
            if let out = try? Inflate.inflate(bad, limit: 1 << 20) {
                XCTAssertNotEqual(CRC32.checksum(out), s.crc, "flip at \(at)")
            }
        }
    }

    func testHandMadeCorruptions() {
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try Inflate.inflate(bytes, limit: 1 << 16)
                return nil
            } catch { return error.message }
        }
        XCTAssertEqual(message([0x07]), "the deflate data is corrupt (invalid block type 3)")
        XCTAssertEqual(
            message([0x01, 0x05, 0x00, 0x00, 0x00]),
            "the deflate data is corrupt (a stored block's length and its complement disagree)")
        XCTAssertEqual(message([0x01, 0x05, 0x00, 0xFA, 0xFF, 0x61]), "the deflate data ends too early")
        XCTAssertEqual(try? Inflate.inflate([0x01, 0x01, 0x00, 0xFE, 0xFF, 0x61], limit: 1), [0x61])
        // Fixed block: length code 257 (3 bytes, 0000001) with distance code 0 (00000) before any output.
        var w = BitWriter()
        w.bits(1, 1)
        w.bits(1, 2)
        w.code(0b0000001, 7)
        w.code(0, 5)
        w.code(0, 7)
        XCTAssertEqual(
            message(w.bytes), "the deflate data is corrupt (a distance of 1 reaches back before the start of the data)")
        // Fixed block: a literal then distance code 30.
        w = BitWriter()
        w.bits(1, 1)
        w.bits(1, 2)
        w.code(0x30 + 0x61, 8)
        w.code(0b0000001, 7)
        w.code(30, 5)
        w.code(0, 7)
        XCTAssertEqual(message(w.bytes), "the deflate data is corrupt (invalid distance code 30)")
        // Fixed block: literal/length code 286 (11000110).
        w = BitWriter()
        w.bits(1, 1)
        w.bits(1, 2)
        w.code(0b1100_0110, 8)
        XCTAssertEqual(message(w.bytes), "the deflate data is corrupt (invalid literal/length code 286)")
        // Dynamic block: 287 literal/length codes.
        w = BitWriter()
        w.bits(1, 1)
        w.bits(2, 2)
        w.bits(30, 5)
        w.bits(0, 5)
        w.bits(0, 4)
        XCTAssertEqual(
            message(w.bytes + [0, 0, 0]), "the deflate data is corrupt (287 literal/length codes, more than 286)")
        // Dynamic block: code-length code lengths that are over-subscribed (three codes of length 1).
        w = BitWriter()
        w.bits(1, 1)
        w.bits(2, 2)
        w.bits(0, 5)
        w.bits(0, 5)
        w.bits(0, 4)
        w.bits(1, 3)
        w.bits(1, 3)
        w.bits(1, 3)
        w.bits(0, 3)
        XCTAssertEqual(
            message(w.bytes + [0, 0, 0]), "the deflate data is corrupt (the code-length code is over-subscribed)")
        // Dynamic block: a repeat (16) before any length.
        w = BitWriter()
        w.bits(1, 1)
        w.bits(2, 2)
        w.bits(0, 5)
        w.bits(0, 5)
        w.bits(0, 4)
        w.bits(1, 3)
        w.bits(1, 3)
        w.bits(0, 3)
        w.bits(0, 3) // 16 and 17 in one bit each: 16 = 0, 17 = 1
        w.code(0, 1)
        w.bits(0, 2)
        XCTAssertEqual(
            message(w.bytes + [0, 0, 0]),
            "the deflate data is corrupt (a repeat of the previous code length at the start)")
    }

    func testRandomInputNeverTraps() {
        var rng = SplitMix(state: 2024)
        for _ in 0..<3000 {
            let n = rng.below(64)
            var bytes = (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            if n > 0 { bytes[0] = bytes[0] & 0xF9 | 0x04 } // mostly dynamic blocks, the richest header
            _ = try? Inflate.inflate(bytes, limit: 1 << 16)
        }
    }
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
struct BitWriter {
    var bytes: [UInt8] = []
    var count = 0
    mutating func bits(_ value: Int, _ n: Int) {
        for i in 0..<n {
            if count % 8 == 0 { bytes.append(0) }
            if value >> i & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1 << (count % 8)) }
            count += 1
        }
    }
    mutating func code(_ code: Int, _ n: Int) {
        for i in stride(from: n - 1, through: 0, by: -1) { bits(code >> i & 1, 1) }
    }
}
