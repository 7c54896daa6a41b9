// libFuzzer target "toml": the TOML decoder.
// Properties: no trap; bytes and String entry points agree; a decoded document re-encoded
// (Fuzz/Common.swift's TOMLEncoder) and decoded again gives the same values.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = swiftLiteral(bytes)
    let table: TOMLTable
    do { table = try TOMLDecoder().decode(bytes) } catch {
        if error.range.line < 1 || error.range.column < 0 {
            finding("error-position", "error position \(error.range)\ninput: \(input)")
        }
        return 0
    }
    if let s = String(validating: bytes, as: UTF8.self) {
        let viaString = try? TOMLDecoder().decode(s)
        if viaString == nil || !(viaString! == table) {
            finding("string-vs-bytes", "decode(String) differs from decode(bytes)\ninput: \(input)")
        }
    }
    let encoded = TOMLEncoder.document(table)
    let back: TOMLTable
    do { back = try TOMLDecoder().decode(encoded) } catch {
        // Inline re-encoding nests deeper.
        if error.message.contains("nest") || error.message.contains("too many parts") { return 0 }
        finding(
            "roundtrip-rejected",
            "re-encoded document does not decode: \(error)\ninput: \(input)\nencoded: \(swiftLiteral(encoded))")
    }
    if !(back == table) {
        finding(
            "roundtrip-values",
            "decode(encode(decode(x))) != decode(x)\ninput: \(input)\nencoded: \(swiftLiteral(encoded))\nfirst:  \(table)\nsecond: \(back)"
        )
    }
    return 0
}
