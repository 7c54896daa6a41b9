// libFuzzer target "lsp": the language server's framing (`MessageFramer`) and JSON reader
// (`JSONReader`) on arbitrary bytes, driven as `dawn-journal lsp` drives them: a body that is
// not JSON is read again from the first Content-Length inside it.
// Input: three bytes choosing the sizes of the reads (1–256 bytes, cycled), then the stream.
// Properties: no trap; work linear in the bytes (the framer's `work` at most 16 per byte, the
// JSON reader's at most 4); the same messages whether the stream comes in one read or in small
// ones; and after any stream, well-formed messages are read again (unless it declared a
// message longer than the limit, which is skipped whole, as it should be).

let maximumLength = 1024
let okBody = Array(#"{"ok":1}"#.utf8)
let okFrame = Array("\r\n\r\nContent-Length: \(okBody.count)\r\n\r\n".utf8) + okBody

struct Run {
    var messages: [[UInt8]] = []
    var problems: [String] = []
    var framerWork = 0
    var readerWork = 0
}

/// The stream through a framer in reads of `sizes` (cycled), as the command's loop does.
func drive(_ stream: [UInt8], sizes: [Int]) -> Run {
    var framer = MessageFramer(maximumLength: maximumLength)
    var run = Run()
    var n = 0
    var k = 0
    while n < stream.count {
        let size = max(1, sizes[k % sizes.count])
        k += 1
        framer.append(stream[n..<min(stream.count, n + size)])
        n += size
        while let event = framer.next() {
            switch event {
            case .problem(let p): run.problems.append(p)
            case .message(let body):
                run.messages.append(Array(body))
                do throws(JSONReadError) {
                    _ = try JSONReader.parse(body)
                    run.readerWork += body.count
                } catch {
                    run.readerWork += error.offset + 1
                    _ = framer.resynchronise()
                }
            }
        }
    }
    _ = framer.finish()
    run.framerWork = framer.work
    return run
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    let sizes = (0..<3).map { _ in 1 + Int(reader.byte()) }
    let garbage = reader.rest
    // Enough well-formed messages after it to outlast any length it declared within the
    // limit and any header it left open.
    let copies = (maximumLength + MessageFramer.maximumHeaderLength + 8) / okFrame.count + 2
    let stream = garbage + Array([[UInt8]](repeating: okFrame, count: copies).joined())

    let whole = drive(stream, sizes: [stream.count])
    let small = drive(stream, sizes: sizes)
    for run in [whole, small] {
        if run.framerWork > 16 * stream.count + 256 {
            finding(
                "lsp-framer-work",
                "\(run.framerWork) units of work for \(stream.count) bytes\ninput: \(swiftLiteral(garbage)) in reads of \(sizes)"
            )
        }
        if run.readerWork > 4 * stream.count + 64 {
            finding(
                "lsp-reader-work",
                "the JSON reader read \(run.readerWork) bytes of \(stream.count)\ninput: \(swiftLiteral(garbage)) in reads of \(sizes)"
            )
        }
    }
    if whole.messages != small.messages {
        finding(
            "lsp-chunking",
            "different messages in one read and in reads of \(sizes)\none: \(whole.messages.map { swiftLiteral($0) })\nsmall: \(small.messages.map { swiftLiteral($0) })\ninput: \(swiftLiteral(garbage))"
        )
    }
    let skippedWhole = whole.problems.contains { $0.contains("accepted; skipped") }
    if !skippedWhole, !whole.messages.contains(okBody) {
        finding(
            "lsp-lost",
            "no well-formed message read after the stream\nproblems: \(whole.problems)\ninput: \(swiftLiteral(garbage))"
        )
    }
    return 0
}
