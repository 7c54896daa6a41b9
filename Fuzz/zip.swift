// libFuzzer target "zip": DawnArchive's ZipReader and Inflate on arbitrary bytes.
// Properties: no trap; an archive read has only safe, distinct names whose data passes its CRC
// and the limits; inflating never returns more than its limit.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ZipLimits(maxEntries: 64, maxEntrySize: 1 << 20, maxTotalSize: 4 << 20)
    if let entries = try? ZipReader.entries(bytes, limits: limits) {
        var names = Set<String>()
        var total = 0
        for e in entries {
            let parts = e.name.split(separator: "/", omittingEmptySubsequences: false)
            if e.name.isEmpty || e.name.hasPrefix("/") || e.name.hasSuffix("/") || parts.contains("..")
                || e.name.unicodeScalars.contains("\\") || e.name.unicodeScalars.contains("\0")
            {
                finding("zip-unsafe-name", "accepted the name \(swiftLiteral(e.name))\ninput: \(swiftLiteral(bytes))")
            }
            if !names.insert(e.name).inserted {
                finding("zip-duplicate", "two entries named \(swiftLiteral(e.name))\ninput: \(swiftLiteral(bytes))")
            }
            if e.data.count > limits.maxEntrySize {
                finding("zip-limit", "an entry of \(e.data.count) bytes\ninput: \(swiftLiteral(bytes))")
            }
            total += e.data.count
        }
        if total > limits.maxTotalSize { finding("zip-limit", "\(total) bytes in all\ninput: \(swiftLiteral(bytes))") }
    }
    let limit = 1 << 20
    if let out = try? Inflate.inflate(bytes, limit: limit), out.count > limit {
        finding("inflate-limit", "inflated \(out.count) bytes past the limit\ninput: \(swiftLiteral(bytes))")
    }
    return 0
}
