import Foundation
import XCTest

/// The fixtures written by make-fixtures.py, and what manifest.txt says they decode to.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            XCTFail("missing fixture \(name): run python3 Tests/DawnArchiveTests/make-fixtures.py")
            return []
        }
        return [UInt8](data)
    }

    struct Expected: Equatable, CustomStringConvertible {
        var name: String
        var size: Int
        var crc: UInt32
        var description: String { "\(name.debugDescription) \(size) bytes crc \(String(crc, radix: 16))" }
    }

    struct Stream {
        var file: String
        var size: Int
        var crc: UInt32
        /// The first block's type (0 stored, 1 fixed, 2 dynamic), or nil when not recorded.
        var firstBlock: Int?
    }

    static let manifest: [[String]] = {
        let text = String(decoding: bytes("manifest.txt"), as: UTF8.self)
        return text.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }()

    static func hexDecode(_ hex: String) -> String {
        var out: [UInt8] = []
        var it = hex.makeIterator()
        while let a = it.next(), let b = it.next() { out.append(UInt8(String([a, b]), radix: 16)!) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Archive file → its regular files in order.
    static let archives: [(file: String, entries: [Expected])] = {
        var order: [String] = []
        var by: [String: [Expected]] = [:]
        for f in manifest where f[0] == "entry" {
            if by[f[1]] == nil {
                order.append(f[1])
                by[f[1]] = []
            }
            by[f[1]]!.append(Expected(name: hexDecode(f[2]), size: Int(f[3])!, crc: UInt32(f[4], radix: 16)!))
        }
        return order.map { ($0, by[$0]!) }
    }()

    static let streams: [Stream] = manifest.filter { $0[0] == "stream" }.map {
        Stream(file: $0[1], size: Int($0[2])!, crc: UInt32($0[3], radix: 16)!, firstBlock: Int($0[4]))
    }

    static func stream(_ file: String) -> Stream { streams.first { $0.file == file }! }

    /// Where an entry's compressed data starts in an archive, and its length.
    static func dataRange(of name: String, in file: String) -> Range<Int> {
        let f = manifest.first { $0[0] == "offset" && $0[1] == file && hexDecode($0[2]) == name }!
        return Int(f[3])!..<Int(f[3])! + Int(f[4])!
    }
}

/// A small deterministic generator for mutations.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
