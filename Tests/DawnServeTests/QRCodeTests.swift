import XCTest

@testable import DawnServe

/// The QR encoder's parts against the standard's own numbers; scripts/check-serve.py decodes
/// whole codes with zbarimg.
final class QRCodeTests: XCTestCase {
    func testReedSolomonOfTheStandardsExample() {
        // ISO/IEC 18004 annex I: "01234567" in version 1-M, its 16 data codewords and 10 EC codewords.
        let data: [UInt8] = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
        ]
        XCTAssertEqual(
            ReedSolomon.remainder(data, ReedSolomon.divisor(degree: 10)),
            [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    func testVersionsGrowWithTheText() throws {
        XCTAssertEqual(QRCode.encode("http://127.0.0.1:8417/")?.version, 2)
        let url = "http://192.168.100.200:8417/?token=" + String(repeating: "ab", count: 20)
        let code = try XCTUnwrap(QRCode.encode(url))
        XCTAssertEqual(code.version, 5)
        XCTAssertEqual(code.size, 37)
        XCTAssertEqual(QRCode.encode(String(repeating: "x", count: 213))?.version, 10)
        XCTAssertNil(QRCode.encode(String(repeating: "x", count: 214)))
    }

    func testFinderPatternsAndTiming() throws {
        let code = try XCTUnwrap(QRCode.encode("dawn"))
        let m = code.modules
        let n = code.size
        for (x, y) in [(0, 0), (n - 7, 0), (0, n - 7)] {
            XCTAssertEqual((0..<7).map { m[y][x + $0] }, Array(repeating: true, count: 7))
            XCTAssertEqual((0..<7).map { m[y + 2][x + $0] }, [true, false, true, true, true, false, true])
        }
        XCTAssertEqual((8..<n - 8).map { m[6][$0] }, (8..<n - 8).map { $0 % 2 == 0 })
        XCTAssertTrue(m[n - 8][8], "the dark module")
    }

    func testHalfBlocksDrawTwoRowsALine() throws {
        let code = try XCTUnwrap(QRCode.encode("dawn"))
        let lines = QRText.halfBlocks(code).split(separator: "\n")
        XCTAssertEqual(lines.count, (code.size + 8 + 1) / 2)
        XCTAssertTrue(lines.allSatisfy { $0.count == code.size + 8 })
        XCTAssertEqual(lines[0], Substring(String(repeating: "█", count: code.size + 8)), "the quiet zone is light")
    }
}
