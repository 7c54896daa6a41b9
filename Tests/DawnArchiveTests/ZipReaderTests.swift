import DawnArchive
import XCTest

final class ZipReaderTests: XCTestCase {
    /// Every archive zipfile wrote (stored, deflate levels 0–9, data descriptors, a comment with a
    /// false end record inside, no entries, a code page 437 name) reads as zipfile reads it.
    func testArchivesFromZipfile() throws {
        let archives = Fixtures.archives
        XCTAssertEqual(archives.count, 14)
        for (file, expected) in archives {
            let entries = try ZipReader.entries(Fixtures.bytes(file))
            let got = entries.map {
                Fixtures.Expected(name: $0.name, size: $0.data.count, crc: CRC32.checksum($0.data))
            }
            XCTAssertEqual(got, expected, file)
        }
        XCTAssertEqual(try ZipReader.entries(Fixtures.bytes("empty.zip")), [])
    }

    func testNamesAndContents() throws {
        for file in ["stored.zip", "level-0.zip", "level-9.zip", "data-descriptor.zip"] {
            let entries = try ZipReader.entries(Fixtures.bytes(file))
            XCTAssertEqual(
                entries.map(\.name),
                [
                    "empty.txt", "folder/hello.txt", "Ünïcödé 日本語 ✓.txt", "text.txt", "bytes.bin",
                    "001 Read/Checkmarks.csv",
                ], file)
            XCTAssertEqual(entries[0].data, [])
            XCTAssertEqual(String(decoding: entries[1].data, as: UTF8.self), "Hello, world!\n")
            XCTAssertTrue(
                String(decoding: entries[2].data, as: UTF8.self).hasPrefix("Ça marche : ünïcödé, 日本語, ✓ and emoji 🙂.\n")
            )
            XCTAssertEqual(entries[4].data, Array((0..<4).flatMap { _ in (0...255).map(UInt8.init) }))
            XCTAssertTrue(String(decoding: entries[5].data, as: UTF8.self).hasPrefix("Date,Value,Notes\n2024-12-31,"))
        }
        XCTAssertEqual(try ZipReader.entries(Fixtures.bytes("cp437.zip")).map(\.name), ["café-¢ß■\u{A0}.txt"])
    }

    func message(_ bytes: [UInt8], limits: ZipLimits = .default) -> String? {
        do {
            _ = try ZipReader.entries(bytes, limits: limits)
            return nil
        } catch { return error.message }
    }

    func testHostileArchivesAreRefused() {
        let cases: [(String, String)] = [
            (
                "traversal.zip",
                #"the entry "../evil.txt" has a ".." component in its name, which could reach outside the archive's folder"#
            ),
            ("traversal-inner.zip", #"the entry "notes/../../evil.txt" has a ".." component in its name"#),
            ("absolute.zip", #"the entry "/abs" has an absolute name"#),
            ("backslash.zip", #"the entry "a\b.txt" has a backslash in its name"#),
            ("nul.zip", #"the entry "a\u{0}b.txt" has a NUL character in its name"#),
            ("bad-utf8.zip", "the name of entry 1 is marked as UTF-8 but is not valid UTF-8"),
            ("encrypted.zip", #"the entry "a.txt" is encrypted, which is not supported"#),
            (
                "bzip2.zip",
                #"the entry "a.txt" uses compression method 12 (bzip2); only stored (0) and deflate (8) are supported"#
            ),
            ("duplicate.zip", #"the archive has two entries named "same.txt""#),
            ("wrong-crc.zip", #"the entry "a.txt" has a CRC-32 of 0x"#),
            ("size-smaller.zip", #"the entry "a.txt" inflates to more than the 449 bytes it declares"#),
            ("size-larger.zip", #"the entry "a.txt" inflates to 450 bytes but declares 451"#),
            (
                "stored-size.zip",
                #"the archive is corrupt: the stored entry "a.txt" has 450 bytes of data but declares 451"#
            ),
            ("zip64-entry.zip", #"the entry "big.txt" uses ZIP64 extensions, which are not supported"#),
            (
                "zip64-eocd.zip",
                "the archive uses ZIP64 (it has a ZIP64 end of central directory locator), which is not supported"
            ),
            ("multidisk.zip", "the archive spans several disks, which is not supported"),
            ("not-a-zip.zip", "the data is not a ZIP archive (it has no end of central directory record)"),
        ]
        for (file, expected) in cases {
            let got = message(Fixtures.bytes(file))
            XCTAssertTrue(got?.hasPrefix(expected) == true, "\(file): \(got ?? "accepted")")
        }
        XCTAssertEqual(
            message(Fixtures.bytes("wrong-crc.zip")),
            #"the entry "a.txt" has a CRC-32 of 0x"#
                + "b44ec9e0 in the archive but 0xb44ec9f0 in its data, so it is corrupt")
        XCTAssertEqual(message([]), "the data is not a ZIP archive (it has no end of central directory record)")
    }

    /// A drive letter, and `..` and absolute names of folders, are refused too.
    func testNameRules() throws {
        var archive = Fixtures.bytes("traversal.zip")
        for (old, new) in [("../evil.txt", "C:/evil.txt"), ("../evil.txt", "ok/../x.txt")] {
            archive = Fixtures.bytes("traversal.zip")
            replaceAll(&archive, Array(old.utf8), Array(new.utf8))
            XCTAssertNotNil(message(archive), new)
        }
        archive = Fixtures.bytes("traversal.zip")
        replaceAll(&archive, Array("../evil.txt".utf8), Array("..evil..txt".utf8))
        XCTAssertEqual(try ZipReader.entries(archive).map(\.name), ["..evil..txt"])
    }

    func replaceAll(_ bytes: inout [UInt8], _ old: [UInt8], _ new: [UInt8]) {
        precondition(old.count == new.count)
        var i = 0
        while i + old.count <= bytes.count {
            if Array(bytes[i..<i + old.count]) == old { bytes.replaceSubrange(i..<i + old.count, with: new) }
            i += 1
        }
    }

    /// 1 GiB of zeros in 1 KiB (deflated again in the fixture): refused from its declared size.
    func testZipBombIsRefusedWithoutInflating() throws {
        let bomb = try Inflate.inflate(Fixtures.bytes("bomb.zip.deflate"), limit: 2 << 20)
        let start = ContinuousClock.now
        XCTAssertEqual(
            message(bomb),
            #"the entry "zeros.bin" would inflate to 1073741824 bytes, more than the limit of 67108864 bytes per file"#)
        let all = ZipLimits(maxEntries: 10, maxEntrySize: 1 << 31, maxTotalSize: 1 << 20)
        XCTAssertEqual(
            message(bomb, limits: all),
            #"the archive's files would inflate to more than the limit of 1048576 bytes in all (reached at the entry "zeros.bin")"#
        )
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
    }

    /// 64 MiB of zeros declaring 1000 bytes: inflating stops just past 1000 bytes.
    func testLyingZipBombStopsAtItsDeclaredSize() throws {
        let bomb = try Inflate.inflate(Fixtures.bytes("bomb-lying.zip.deflate"), limit: 2 << 20)
        let start = ContinuousClock.now
        XCTAssertEqual(message(bomb), #"the entry "zeros.bin" inflates to more than the 1000 bytes it declares"#)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
    }

    func testLimits() {
        let archive = Fixtures.bytes("level-6.zip")
        XCTAssertEqual(
            message(archive, limits: ZipLimits(maxEntries: 3, maxEntrySize: 1 << 20, maxTotalSize: 1 << 20)),
            "the archive has 7 entries, more than the limit of 3")
        XCTAssertEqual(
            message(archive, limits: ZipLimits(maxEntries: 10, maxEntrySize: 2000, maxTotalSize: 1 << 20)),
            #"the entry "text.txt" would inflate to 3000 bytes, more than the limit of 2000 bytes per file"#)
        XCTAssertEqual(
            message(archive, limits: ZipLimits(maxEntries: 10, maxEntrySize: 1 << 20, maxTotalSize: 4000)),
            #"the archive's files would inflate to more than the limit of 4000 bytes in all (reached at the entry "text.txt")"#
        )
        XCTAssertNil(message(archive, limits: ZipLimits(maxEntries: 7, maxEntrySize: 3000, maxTotalSize: 1 << 20)))
    }

    /// Cut at every tenth of its length, and at every length: an error each time, never a trap.
    func testTruncatedArchivesAreErrors() {
        for file in ["level-6.zip", "stored.zip", "data-descriptor.zip"] {
            let archive = Fixtures.bytes(file)
            for tenth in 1..<10 {
                let cut = Array(archive[0..<archive.count * tenth / 10])
                XCTAssertNotNil(message(cut), "\(file) cut at \(tenth)0%")
            }
            for n in 0..<archive.count { XCTAssertNotNil(message(Array(archive[0..<n])), "\(file) cut at \(n)") }
        }
    }

    /// Any byte of an entry's compressed data changed: a CRC or inflate error naming the entry.
    func testFlippedCompressedBytesAreCaught() {
        let archive = Fixtures.bytes("level-9.zip")
        let range = Fixtures.dataRange(of: "text.txt", in: "level-9.zip")
        XCTAssertGreaterThan(range.count, 500)
        for at in range.dropLast() { // the last byte's top bits may be padding
            var bad = archive
            bad[at] ^= 0x20
            let got = message(bad) ?? "accepted"
            XCTAssertTrue(
                got.contains(#""text.txt""#)
                    && (got.contains("CRC-32") || got.contains("compressed data") || got.contains("inflates")),
                "flip at \(at): \(got)")
        }
    }

    /// Random changes to a good archive: refused or read, never a trap.
    func testMutatedArchivesNeverTrap() {
        let archive = Fixtures.bytes("level-6.zip")
        var rng = SplitMix(state: 7)
        for _ in 0..<3000 {
            var bad = archive
            for _ in 0...rng.below(4) {
                let at = rng.below(bad.count)
                switch rng.below(3) {
                case 0: bad[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bad[at] = [0x00, 0xFF, 0x7F, 0x80][rng.below(4)]
                default: bad.removeSubrange(at..<min(bad.count, at + rng.below(40)))
                }
            }
            _ = message(bad)
        }
    }
}

extension ZipReaderTests {
    /// `forEachEntry` hands over the files `entries` reads, one at a time, and inflates only
    /// those it includes: a damaged file left out is never read, one included is refused.
    func testOneEntryAtATime() throws {
        for file in ["stored.zip", "level-9.zip", "data-descriptor.zip"] {
            let bytes = try Fixtures.bytes(file)
            var all: [ZipEntry] = []
            try ZipReader.forEachEntry(bytes) { all.append($0) }
            XCTAssertEqual(all, try ZipReader.entries(bytes), file)
            var names: [String] = []
            var handed = 0
            try ZipReader.forEachEntry(
                bytes,
                including: {
                    names.append($0)
                    return $0.hasSuffix(".csv")
                },
                { entry in
                    handed += 1
                    XCTAssertEqual(entry.name, "001 Read/Checkmarks.csv")
                })
            XCTAssertEqual(names, all.map(\.name), "every name is offered")
            XCTAssertEqual(handed, 1)
        }
        let damaged = try Fixtures.bytes("wrong-crc.zip")
        XCTAssertNoThrow(
            try ZipReader.forEachEntry(damaged, including: { _ in false }) { _ in XCTFail("nothing is included") })
        XCTAssertThrowsError(try ZipReader.forEachEntry(damaged) { _ in })
    }
}
