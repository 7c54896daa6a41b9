import Foundation
import XCTest

@testable import DawnTOML

/// Runs every TOML 1.0 case of the official toml-test suite (../shared/toml-test) through
/// `TOMLDecoder` and compares the valid ones by meaning with the expected JSON.
final class TOMLConformanceTests: XCTestCase {
    /// Cases the decoder is known to get wrong, each explained in Docs/FORMAT.md.
    static let knownInvalidAccepted: Set<String> = []

    static var suiteRoot: URL? {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("shared/toml-test/tests")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("files-toml-1.0.0").path) {
                return candidate
            }
            dir = dir.deletingLastPathComponent()
        }
        if let env = ProcessInfo.processInfo.environment["TOML_TEST_DIR"] { return URL(fileURLWithPath: env) }
        return nil
    }

    func testOfficialSuite() throws {
        guard let root = Self.suiteRoot else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("toml-test not found beside the repository (../shared/toml-test); CI must run it")
                return
            }
            throw XCTSkip("toml-test not found beside the repository (../shared/toml-test); set TOML_TEST_DIR")
        }
        let list = try String(contentsOf: root.appendingPathComponent("files-toml-1.0.0"), encoding: .utf8)
        let cases = list.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".toml") }
        var validPass = 0
        var validTotal = 0
        var invalidPass = 0
        var invalidTotal = 0
        var failures: [String] = []
        for path in cases {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
            if path.hasPrefix("valid/") {
                validTotal += 1
                let jsonURL = root.appendingPathComponent(String(path.dropLast(5)) + ".json")
                let expected = try JSONSerialization.jsonObject(
                    with: Data(contentsOf: jsonURL), options: [.fragmentsAllowed])
                do {
                    let table = try TOMLDecoder().decode(bytes)
                    if let why = TaggedJSON.mismatch(.table(table), expected) {
                        failures.append("\(path): \(why)")
                    } else {
                        validPass += 1
                    }
                } catch {
                    failures.append("\(path): rejected: \(error)")
                }
            } else {
                invalidTotal += 1
                do {
                    _ = try TOMLDecoder().decode(bytes)
                    if !Self.knownInvalidAccepted.contains(path) { failures.append("\(path): accepted") }
                } catch {
                    invalidPass += 1
                }
            }
        }
        print(
            "toml-test 1.0.0: valid \(validPass)/\(validTotal) decoded as expected, invalid \(invalidPass)/\(invalidTotal) rejected"
        )
        for f in failures { print("  toml-test failure: \(f)") }
        XCTAssertEqual(validTotal, 210)
        XCTAssertEqual(invalidTotal, 499)
        XCTAssertEqual(validPass, validTotal, "every valid case must decode to the expected value")
        XCTAssertGreaterThanOrEqual(invalidPass, 495, "at least 495 of 499 invalid cases must be rejected")
        XCTAssertEqual(
            invalidPass + Self.knownInvalidAccepted.count, invalidTotal, "only the listed exceptions may be accepted")
    }
}

/// Compares a decoded value with toml-test's tagged JSON encoding, by meaning.
enum TaggedJSON {
    static func mismatch(_ value: TOMLValue, _ json: Any, at path: String = "") -> String? {
        switch value {
        case .table(let t):
            guard let obj = json as? [String: Any] else { return "\(path): expected \(json), got a table" }
            if Set(obj.keys) != Set(t.keys) { return "\(path): keys \(t.keys.sorted()) != \(obj.keys.sorted())" }
            for (k, v) in t.entries {
                if let m = mismatch(v, obj[k]!, at: path + "." + k) { return m }
            }
            return nil
        case .array(let items):
            guard let arr = json as? [Any] else { return "\(path): expected \(json), got an array" }
            guard arr.count == items.count else { return "\(path): \(items.count) items, expected \(arr.count)" }
            for (n, (a, b)) in zip(items, arr).enumerated() {
                if let m = mismatch(a, b, at: "\(path)[\(n)]") { return m }
            }
            return nil
        default:
            guard let obj = json as? [String: Any], let type = obj["type"] as? String,
                let text = obj["value"] as? String
            else {
                return "\(path): expected \(json), got a scalar"
            }
            let ok: Bool
            switch (value, type) {
            case (.string(let s), "string"): ok = s == text
            case (.integer(let i), "integer"): ok = Int64(text) == i
            case (.boolean(let b), "bool"): ok = (b ? "true" : "false") == text
            case (.float(let d), "float"):
                switch text {
                case "nan", "+nan", "-nan": ok = d.isNaN
                case "inf", "+inf": ok = d == .infinity
                case "-inf": ok = d == -.infinity
                default: ok = Double(text) == d
                }
            case (.dateTime(let dt), "datetime"):
                ok = dt.offsetMinutes != nil && normalized(render(value)) == normalized(text)
            case (.dateTime(let dt), "datetime-local"):
                ok = dt.offsetMinutes == nil && normalized(render(value)) == normalized(text)
            case (.date, "date-local"), (.time, "time-local"): ok = normalized(render(value)) == normalized(text)
            default: ok = false
            }
            return ok ? nil : "\(path): got \(value), expected \(type) \(text)"
        }
    }

    static func pad(_ v: Int, _ n: Int) -> String {
        let s = String(v)
        return String(repeating: "0", count: max(0, n - s.count)) + s
    }

    static func render(_ value: TOMLValue) -> String {
        func date(_ d: TOMLDate) -> String { "\(pad(d.year, 4))-\(pad(d.month, 2))-\(pad(d.day, 2))" }
        func time(_ t: TOMLTime) -> String {
            "\(pad(t.hour, 2)):\(pad(t.minute, 2)):\(pad(t.second, 2)).\(pad(t.nanosecond, 9))"
        }
        switch value {
        case .date(let d): return date(d)
        case .time(let t): return time(t)
        case .dateTime(let dt):
            var s = date(dt.date) + "T" + time(dt.time)
            if let off = dt.offsetMinutes {
                s += off == 0 ? "Z" : (off < 0 ? "-" : "+") + pad(abs(off) / 60, 2) + ":" + pad(abs(off) % 60, 2)
            }
            return s
        default: return ""
        }
    }

    /// Upper-cases T and Z, treats +00:00 as Z, and keeps fractional seconds to the millisecond.
    static func normalized(_ text: String) -> String {
        var s = text.uppercased().replacingOccurrences(of: " ", with: "T")
        for zero in ["+00:00", "-00:00"] where s.hasSuffix(zero) { s = String(s.dropLast(6)) + "Z" }
        // Split off the offset.
        var offset = ""
        if s.hasSuffix("Z") {
            offset = "Z"
            s.removeLast()
        } else if s.count > 6 {
            let tail = s.suffix(6)
            if (tail.first == "+" || tail.first == "-") && tail.dropFirst(3).first == ":" && s.contains(":")
                && s.count > 10
            {
                offset = String(tail)
                s = String(s.dropLast(6))
            }
        }
        // Fraction to three digits.
        if let colon = s.lastIndex(of: ":"), s.distance(from: colon, to: s.endIndex) >= 3 {
            let secondsEnd = s.index(colon, offsetBy: 3)
            var frac = String(s[secondsEnd...])
            if frac.hasPrefix(".") { frac.removeFirst() } else { frac = "" }
            frac = String((frac + "000").prefix(3))
            s = String(s[..<secondsEnd]) + "." + frac
        }
        return s + offset
    }
}
