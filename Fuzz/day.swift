// libFuzzer target "day": the day parser and formatter.
// Properties: no trap; the byte and character readings agree; formatting never reports a
// formatter bug (.wouldChangeMeaning); idempotent; the meaning is kept; no new diagnostics.

/// Meanings compared as values: TOMLValue's == takes a `nan` for itself.
func sameMeaning(_ a: DayMeaning, _ b: DayMeaning) -> Bool { a == b }

func codes(_ ds: [Diagnostic]) -> [String: Int] {
    var m: [String: Int] = [:]
    for d in ds { m["\(d.code)", default: 0] += 1 }
    return m
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = swiftLiteral(bytes)
    let parsed = DayParser.parse(bytes)

    // The byte fast path and the character reading (the definition) must agree.
    let slow = DayParser.parse(bytes, fastPath: false)
    if !skipping("fastpath") {
        if !sameMeaning(slow.day.meaning, parsed.day.meaning) {
            finding("fastpath", "fast and character readings differ in meaning\ninput: \(input)")
        }
        if slow.diagnostics.map({ "\($0.code) \($0.range) \($0.message)" })
            != parsed.diagnostics.map({ "\($0.code) \($0.range) \($0.message)" })
        {
            finding(
                "fastpath",
                "fast and character readings differ in diagnostics\ninput: \(input)\nfast: \(parsed.diagnostics.map { "\($0.code) \($0.range) \($0.message)" })\nslow: \(slow.diagnostics.map { "\($0.code) \($0.range) \($0.message)" })"
            )
        }
    }

    let result = DayFormatting.format(bytes)
    let hasNaN = parsed.day.frontMatter.map { containsNaN(.table($0)) } ?? false
    var formatted: [UInt8]
    switch result {
    case .errors:
        if !parsed.diagnostics.hasErrors {
            finding("errors-without-errors", "format said .errors but the parse has none\ninput: \(input)")
        }
        return 0
    case .wouldChangeMeaning:
        let once = DayFormatter.formatBytes(parsed.day)
        let again = DayParser.parse(once)
        let onlyNaN = hasNaN && !again.diagnostics.hasErrors && sameMeaning(again.day.meaning, parsed.day.meaning)
        // A space the formatter writes (or a name's normalisation made) that joins a following
        // mark (U+1F3FD, U+0301…) into one character " \u{1F3FD}", which then reads as white space.
        let m = parsed.day.meaning
        let parts =
            m.entries.flatMap { [$0.habit, $0.note ?? "", $0.emoji ?? ""] }
            + m.checklist.flatMap { [$0.habit, $0.note ?? "", $0.emoji ?? ""] }
        let joined = parts.contains {
            $0.contains { c in
                c.unicodeScalars.count > 1 && (c.unicodeScalars.first == " " || c.unicodeScalars.first == "\t")
            }
        }
        let kind = onlyNaN ? "nan" : joined ? "space-joins-mark" : "wouldChangeMeaning"
        if !skipping(kind) {
            finding(
                kind,
                "DayFormatting.format refused with .wouldChangeMeaning (a formatter bug)\ninput: \(input)\nformatted: \(swiftLiteral(once))\nerrors after: \(again.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.range) \($0.message)" })\nmeaning before: \(parsed.day.meaning)\nmeaning after:  \(again.day.meaning)"
            )
        }
        if kind != "nan" { return 0 } // a skipped known class: nothing more to learn from this input
        formatted = once
    case .canonical:
        formatted = bytes
    case .formatted(let text):
        formatted = Array(text.utf8)
    }
    // The formatter's plain API gives the same text.
    if DayFormatter.formatBytes(parsed.day) != formatted {
        finding("canonicalBytes", "canonicalBytes and formatBytes disagree\ninput: \(input)")
    }
    let again = DayParser.parse(formatted)
    if again.diagnostics.hasErrors {
        finding(
            "new-error",
            "the formatted text has errors\ninput: \(input)\nformatted: \(swiftLiteral(formatted))\n\(again.diagnostics.map { "\($0.code) \($0.range) \($0.message)" })"
        )
    }
    if !sameMeaning(again.day.meaning, parsed.day.meaning) {
        finding(
            "meaning",
            "meaning changed\ninput: \(input)\nformatted: \(swiftLiteral(formatted))\nbefore: \(parsed.day.meaning)\nafter:  \(again.day.meaning)"
        )
    }
    // No new diagnostics (compared by code, as positions and line numbers move).
    let before = codes(parsed.diagnostics)
    let after = codes(again.diagnostics)
    if !skipping("new-diagnostic"), after.contains(where: { $0.value > before[$0.key, default: 0] }) {
        finding(
            "new-diagnostic",
            "formatting added diagnostics\ninput: \(input)\nformatted: \(swiftLiteral(formatted))\nbefore: \(parsed.diagnostics.map { "\($0.code) \($0.message)" })\nafter: \(again.diagnostics.map { "\($0.code) \($0.message)" })"
        )
    }
    // Idempotent.
    let twice = DayFormatter.formatBytes(again.day)
    if twice != formatted {
        finding(
            "idempotent",
            "format(format(x)) != format(x)\ninput: \(input)\nonce:  \(swiftLiteral(formatted))\ntwice: \(swiftLiteral(twice))"
        )
    }
    if case .canonical = DayFormatting.format(formatted) {
    } else if !(hasNaN && skipping("nan")) {
        finding(
            "idempotent",
            "DayFormatting.format of formatted text is not .canonical\ninput: \(input)\nonce: \(swiftLiteral(formatted))"
        )
    }
    return 0
}
