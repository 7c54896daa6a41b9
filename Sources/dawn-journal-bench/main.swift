import DawnJournal
import Foundation

// A development tool, not part of the product: the day-file parser alone, in-process, on the
// files given, for scripts/benchmark.py. Reads each file once, then parses all of them
// repeatedly for at least the given seconds, and prints one line of JSON:
//   {"bytes": …, "entries": …, "seconds": …, "mbPerSecond": …}
//
//   swift run -c release dawn-journal-bench [--seconds S] FILE…
//
// `dawn-journal-bench ui-replay …` replays keys through the interactive view instead (UIReplay.swift).

if CommandLine.arguments.dropFirst().first == "ui-replay" {
    exit(UIReplay.main(Array(CommandLine.arguments.dropFirst(2))))
}

var paths: [String] = []
var seconds = 1.0
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    if a == "--seconds", let v = args.popFirst().flatMap(Double.init) { seconds = v } else { paths.append(a) }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: dawn-journal-bench [--seconds S] FILE…\n".utf8))
    exit(64)
}
let files = paths.map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
let bytes = files.reduce(0) { $0 + $1.count }
var entries = 0
var rounds = 0
let start = DispatchTime.now().uptimeNanoseconds
var elapsed = 0.0
repeat {
    for f in files {
        let day = DayParser.parse(f).day
        entries &+= day.entries.count + day.checklist.count
    }
    rounds += 1
    elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
} while elapsed < seconds
let mbps = Double(bytes * rounds) / 1e6 / elapsed
print(
    "{\"bytes\": \(bytes), \"rounds\": \(rounds), \"items\": \(entries / max(rounds, 1)), \"seconds\": \(elapsed), \"mbPerSecond\": \(mbps)}"
)
