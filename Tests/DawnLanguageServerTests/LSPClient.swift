import Foundation
import XCTest

/// A scripted LSP client: runs the built `dawn-journal lsp` over pipes, frames messages with
/// Content-Length, and waits for answers with a timeout, so a hung server fails the test
/// instead of hanging it.
final class LSPClient: @unchecked Sendable {
    static var binary: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/dawn-journal")
    }

    static func requireBinary() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("no binary at \(binary.path)") }
            throw XCTSkip("build dawn-journal first (swift build)")
        }
        return binary
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSCondition()
    private var buffer = Data()
    private var stderrText = Data()
    private var ended = false
    private var nextID = 0

    init(environment: [String: String] = [:]) throws {
        process.executableURL = try Self.requireBinary()
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] h in
            let data = h.availableData
            guard let self else { return }
            self.lock.lock()
            if data.isEmpty { self.ended = true } else { self.buffer += data }
            self.lock.broadcast()
            self.lock.unlock()
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] h in
            let data = h.availableData
            guard let self else { return }
            self.lock.lock()
            self.stderrText += data
            self.lock.unlock()
        }
        try process.run()
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    var log: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: stderrText, as: UTF8.self)
    }

    func writeRaw(_ bytes: Data) { input.fileHandleForWriting.write(bytes) }

    func send(_ message: [String: Any]) throws {
        var m = message
        m["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: m)
        writeRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any = NSNull()) throws { try send(["method": method, "params": params]) }

    /// Sends a request and returns its response (notifications before it are kept in `seen`).
    @discardableResult
    func request(_ method: String, _ params: Any = NSNull(), timeout: TimeInterval = 10) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        try send(["id": id, "method": method, "params": params])
        return try next(timeout: timeout) { ($0["id"] as? Int) == id }
    }

    /// Every message read so far that no wait took.
    private(set) var seen: [[String: Any]] = []

    /// The next message (among those kept or still to come) that `matches`.
    func next(timeout: TimeInterval = 10, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let k = seen.firstIndex(where: matches) { return seen.remove(at: k) }
            if let message = try readMessage(deadline: deadline) {
                seen.append(message)
                continue
            }
            throw NSError(
                domain: "LSPClient", code: 1,
                userInfo: [NSLocalizedDescriptionKey: "no answer within \(timeout) s; stderr: \(log)"])
        }
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(_ uri: String, timeout: TimeInterval = 10) throws -> [[String: Any]] {
        let m = try next(timeout: timeout) {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return (m["params"] as! [String: Any])["diagnostics"] as! [[String: Any]]
    }

    private func readMessage(deadline: Date) throws -> [String: Any]? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                guard
                    let line = header.split(separator: "\r\n").first(where: {
                        $0.lowercased().hasPrefix("content-length:")
                    }),
                    let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
                else {
                    throw NSError(
                        domain: "LSPClient", code: 2,
                        userInfo: [NSLocalizedDescriptionKey: "bad header from the server: \(header)"])
                }
                if buffer.count - (end.upperBound - buffer.startIndex) >= length {
                    let body = buffer[end.upperBound..<end.upperBound + length]
                    buffer = Data(buffer[(end.upperBound + length)...])
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any]
                }
            }
            if ended { return nil }
            guard lock.wait(until: deadline) else { return nil }
        }
    }

    /// Waits for the process to end; its exit code, or nil after the timeout.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    func closeInput() { try? input.fileHandleForWriting.close() }
}
