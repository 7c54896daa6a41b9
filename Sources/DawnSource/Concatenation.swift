extension Array where Element == String {
    /// The strings one after another with `separator` between them: `joined(separator:)`, in
    /// code of its own. The standard library's `joined` on an array of strings runs generic,
    /// and its first call in a process makes the Swift runtime look up its witnesses (a scan
    /// of every protocol conformance in the binary, about 110,000 instructions): too much for
    /// the start of a command (`today`, `log`) that joins a few words.
    package func concatenated(separator: String) -> String {
        var out = ""
        for (k, s) in enumerated() {
            if k > 0 { out += separator }
            out += s
        }
        return out
    }
}
