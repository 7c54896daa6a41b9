import DawnJournal
import DawnJournalUI
import Foundation

/// `dawn-journal-bench ui-replay`: the interactive view without a terminal, for
/// scripts/benchmark.py. Opens `UIApp` on a journal folder at a fixed "now" and size, feeds it
/// a key sequence through the same `InputDecoder` the terminal loop uses, renders after each
/// key and writes the difference with `ScreenWriter`, as `dawn-journal ui` does; prints one
/// line of JSON with the time per keystroke (event, render and diff), the bytes written per
/// cursor move (j, k, ↓, ↑) and the files read per keystroke; then, in the same rounds, the
/// History tab: the switch to it (`2`) and its scroll steps (a year back a week at a time, days,
/// habits), each timed alike:
///   {"keys": …, "msMedian": …, "msP95": …, "msMax": …, "moveBytesMedian": …, "moveBytesMax": …,
///    "readsPerKey": …, "firstFrameMs": …, "firstFrameBytes": …,
///    "tabSwitchMsMedian": …, "tabSwitchMsMax": …, "historyKeys": …, "historyMsMedian": …,
///    "historyMsP95": …, "historyMsMax": …, "historyReadsPerKey": …, "historyReadsMax": …,
///    "tabSwitchCpuMsMax": …, "historyCpuMsMedian": …, "historyCpuMsP95": …, "historyCpuMsMax": …}
/// (the History rows also as the thread's CPU time, which leaves out waiting for a core).
///
///   dawn-journal-bench ui-replay --journal DIR --now 2026-11-21T21:00 [--size 80x24]
///       [--keys BYTES] [--history-keys BYTES] [--rounds N]
enum UIReplay {
    /// Down a slot 12 times and back, the arrows too, Tab through the panes, a day back and
    /// forward, back to today: what a person does in the first seconds.
    static let defaultKeys =
        String(repeating: "j", count: 12) + String(repeating: "k", count: 12)
        + String(repeating: "\u{1b}[B", count: 6) + String(repeating: "\u{1b}[A", count: 6) + "\t\t\t" + "hlhl" + "t"

    /// After `defaultKeys`: the History tab (`2`), a year back a week at a time (PgDn), days
    /// older and newer, habits down and up, four weeks newer (PgUp), then Today again (`1`).
    static let defaultHistoryKeys =
        "2" + String(repeating: "\u{1b}[6~", count: 52) + String(repeating: "l", count: 7)
        + String(repeating: "h", count: 7) + "jjkk" + String(repeating: "\u{1b}[5~", count: 4) + "1"

    static func main(_ arguments: [String]) -> Int32 {
        var journal: String? = nil
        var now = LocalDateTime("2026-11-21T21:00")!
        var size = TerminalSize(columns: 80, rows: 24)
        var keys = defaultKeys
        var historyKeys = defaultHistoryKeys
        var rounds = 5
        var args = arguments[...]
        while let a = args.popFirst() {
            switch a {
            case "--journal": journal = args.popFirst()
            case "--now":
                guard let v = args.popFirst().flatMap(LocalDateTime.init) else { return usage() }
                now = v
            case "--size":
                let parts = (args.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2 else { return usage() }
                size = TerminalSize(columns: parts[0], rows: parts[1])
            case "--keys": keys = args.popFirst() ?? keys
            case "--history-keys": historyKeys = args.popFirst() ?? historyKeys
            case "--rounds": rounds = args.popFirst().flatMap { Int($0) } ?? rounds
            default: return usage()
            }
        }
        guard let journal else { return usage() }
        let storage = CountingStorage(root: journal)

        var decoder = InputDecoder()
        let events = decoder.feed(Array(keys.utf8)) + decoder.flush()
        let historyEvents = decoder.feed(Array(historyKeys.utf8)) + decoder.flush()
        var switchTimes: [Double] = []
        var historyTimes: [Double] = []
        var historyReads: [Int] = []
        // The thread's CPU time as well: on a machine shared with other work, the wall-clock
        // time includes waiting for a core.
        var switchCPU: [Double] = []
        var historyCPU: [Double] = []
        var times: [Double] = []
        var moveBytes: [Int] = []
        var readsPerKey: [Int] = []
        var firstFrameMs = 0.0
        var firstFrameBytes = 0
        for round in 0..<max(1, rounds) {
            let start = DispatchTime.now().uptimeNanoseconds
            var app = UIApp(storage: storage, date: nil, now: now, size: size, colorMode: .trueColor)
            var writer = ScreenWriter(colorMode: .trueColor)
            _ = app.handle(.resize(size), now: now)
            let first = writer.write(app.render())
            if round == 0 {
                firstFrameMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                firstFrameBytes = first.count
            }
            for event in events {
                let reads = storage.reads
                let t0 = DispatchTime.now().uptimeNanoseconds
                _ = app.handle(event, now: now)
                let bytes = writer.write(app.render())
                let t1 = DispatchTime.now().uptimeNanoseconds
                times.append(Double(t1 - t0) / 1e6)
                readsPerKey.append(storage.reads - reads)
                if case .key(let press) = event, isMove(press.key) { moveBytes.append(bytes.count) }
            }
            for (i, event) in historyEvents.enumerated() {
                let reads = storage.reads
                let c0 = cpuNanoseconds()
                let t0 = DispatchTime.now().uptimeNanoseconds
                _ = app.handle(event, now: now)
                _ = writer.write(app.render())
                let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
                let cpu = Double(cpuNanoseconds() - c0) / 1e6
                if i == 0 {
                    switchTimes.append(ms)
                    switchCPU.append(cpu)
                } else {
                    historyTimes.append(ms)
                    historyCPU.append(cpu)
                    historyReads.append(storage.reads - reads)
                }
            }
        }
        times.sort()
        switchTimes.sort()
        historyTimes.sort()
        switchCPU.sort()
        historyCPU.sort()
        moveBytes.sort()
        func median<T>(_ xs: [T]) -> T? { xs.isEmpty ? nil : xs[xs.count / 2] }
        func p95(_ xs: [Double]) -> Double { xs.isEmpty ? 0 : xs[min(xs.count - 1, Int(Double(xs.count) * 0.95))] }
        func mean(_ xs: [Int]) -> Double { Double(xs.reduce(0, +)) / Double(max(1, xs.count)) }
        print(
            "{\"keys\": \(events.count), \"rounds\": \(rounds), \"msMedian\": \(median(times) ?? 0), \"msP95\": \(p95(times)), \"msMax\": \(times.last ?? 0), \"moveBytesMedian\": \(median(moveBytes) ?? 0), \"moveBytesMax\": \(moveBytes.last ?? 0), \"readsPerKey\": \(mean(readsPerKey)), \"firstFrameMs\": \(firstFrameMs), \"firstFrameBytes\": \(firstFrameBytes), \"tabSwitchMsMedian\": \(median(switchTimes) ?? 0), \"tabSwitchMsMax\": \(switchTimes.last ?? 0), \"historyKeys\": \(max(0, historyEvents.count - 1)), \"historyMsMedian\": \(median(historyTimes) ?? 0), \"historyMsP95\": \(p95(historyTimes)), \"historyMsMax\": \(historyTimes.last ?? 0), \"historyReadsPerKey\": \(mean(historyReads)), \"historyReadsMax\": \(historyReads.max() ?? 0), \"tabSwitchCpuMsMax\": \(switchCPU.last ?? 0), \"historyCpuMsMedian\": \(median(historyCPU) ?? 0), \"historyCpuMsP95\": \(p95(historyCPU)), \"historyCpuMsMax\": \(historyCPU.last ?? 0)}"
        )
        return 0
    }

    /// The CPU time of this thread so far.
    static func cpuNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    static func isMove(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .character("j"), .character("k"): return true
        default: return false
        }
    }

    static func usage() -> Int32 {
        FileHandle.standardError.write(
            Data(
                "usage: dawn-journal-bench ui-replay --journal DIR [--now YYYY-MM-DDTHH:MM] [--size COLSxROWS] [--keys BYTES] [--history-keys BYTES] [--rounds N]\n"
                    .utf8))
        return 64
    }
}

/// A journal folder read through Foundation, counting the files read; writes are atomic, the
/// lock is a no-op (the replay is alone on its scratch copy).
final class CountingStorage: JournalStorage {
    let root: String
    private(set) var reads = 0

    init(root: String) { self.root = root }

    func dayFilePaths() throws(StorageError) -> [String] {
        let days = root + "/days"
        guard let walker = FileManager.default.enumerator(atPath: days) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "days/" + $0 }.sorted()
    }

    func names(in folder: String) throws(StorageError) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).filter {
            !$0.hasPrefix(".")
        }
    }

    func read(_ path: String) throws(StorageError) -> [UInt8]? {
        reads += 1
        return FileManager.default.contents(atPath: root + "/" + path).map { [UInt8]($0) }
    }

    func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        do {
            try FileManager.default.createDirectory(
                atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + path), options: .atomic)
        } catch {
            throw StorageError(path: path, reason: "\(error)")
        }
    }

    func withLock<T>(_ body: () throws -> T) throws -> T { try body() }
}
