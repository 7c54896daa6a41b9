// libFuzzer target "uiinput": the interactive view's `InputDecoder` (terminal bytes → events) on
// arbitrary bytes, fed as `dawn-journal ui` feeds it: in reads of any size, with a flush when
// the input pauses.
// Input: three bytes choosing the sizes of the reads (1–64 bytes, cycled), then the stream.
// Properties: no trap; the same events whether the stream comes in one read or in small ones
// (plain text compared by its scalars, as a grapheme cut by a read arrives in two parts); every
// mouse event at a cell ≥ 0; and after any stream and a flush, an arrow key and a letter
// decode as themselves (unless the stream opened a bracketed paste, which swallows them).

func decodeAll(_ stream: [UInt8], sizes: [Int]) -> [UIEvent] {
    var decoder = InputDecoder()
    var events: [UIEvent] = []
    var n = 0
    var k = 0
    while n < stream.count {
        let size = max(1, sizes[k % sizes.count])
        k += 1
        events += decoder.feed(stream[n..<min(stream.count, n + size)])
        n += size
    }
    return events + decoder.flush()
}

/// Events with runs of plain characters joined into one string of scalars.
func normalised(_ events: [UIEvent]) -> [String] {
    var out: [String] = []
    var text: [UInt32] = []
    for e in events {
        if case .key(let k) = e, k.modifiers.isEmpty, case .character(let c) = k.key {
            text += c.unicodeScalars.map(\.value)
            continue
        }
        if !text.isEmpty { out.append("text \(text)") }
        text = []
        out.append("\(e)")
    }
    if !text.isEmpty { out.append("text \(text)") }
    return out
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    let sizes = (0..<3).map { _ in 1 + Int(reader.byte()) % 64 }
    let stream = reader.rest
    let whole = decodeAll(stream, sizes: [max(1, stream.count)])
    let small = decodeAll(stream, sizes: sizes)
    if normalised(whole) != normalised(small) {
        finding(
            "uiinput-chunking",
            "different events in one read and in reads of \(sizes)\none: \(normalised(whole))\nsmall: \(normalised(small))\ninput: \(swiftLiteral(stream))"
        )
    }
    for e in whole {
        if case .mouse(let m) = e, m.column < 0 || m.row < 0 {
            finding("uiinput-mouse", "a mouse event off the screen: \(m)\ninput: \(swiftLiteral(stream))")
        }
    }
    var decoder = InputDecoder()
    _ = decoder.feed(stream)
    _ = decoder.flush()
    let after = decoder.feed(Array("\u{1b}[Ax".utf8)) + decoder.flush()
    let opensPaste =
        stream.count >= 6
        && (0...(stream.count - 6)).contains { stream[$0..<($0 + 6)].elementsEqual(Array("\u{1b}[200~".utf8)) }
    if !opensPaste, after != [.key(KeyPress(.up)), .key(KeyPress(.character("x")))] {
        finding(
            "uiinput-stuck", "after the stream and a flush, ESC [ A x gave \(after)\ninput: \(swiftLiteral(stream))")
    }
    return 0
}
