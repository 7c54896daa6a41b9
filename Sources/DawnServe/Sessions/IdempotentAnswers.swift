import DawnSource

/// The answers of writes sent with an `Idempotency-Key`, kept for a week (and across a restart,
/// where the command line keeps them): the same key with the same request gets the first answer
/// again and writes nothing more; the same key with another request is refused. A page's outbox
/// sends each kept write with its own key, so a write whose answer was lost is never made twice.
package final class IdempotentAnswers: @unchecked Sendable {
    package struct Answer: Sendable, Equatable {
        package var key: String
        /// SHA-256 of the request (method, path, query, body).
        package var request: String
        /// Seconds since 1970 when it was answered.
        package var time: Int
        package var status: Int
        package var body: [UInt8]
    }

    /// Where the answers are kept: the file's text, a line added, the whole written anew.
    package struct Store {
        package var read: () -> String?
        package var append: (String) -> Void
        package var rewrite: (String) -> Void

        package init(
            read: @escaping () -> String?, append: @escaping (String) -> Void, rewrite: @escaping (String) -> Void
        ) {
            (self.read, self.append, self.rewrite) = (read, append, rewrite)
        }
    }

    /// How long an answer is kept (a week: a phone's outbox sends what it kept for up to six
    /// days), and how many at most.
    package static let keptSeconds = 7 * 86_400
    static let maximum = 5_000
    /// The longest key taken.
    package static let longestKey = 200

    private let store: Store?
    private let now: () -> Int
    private var answers: [String: Answer] = [:]

    package init(store: Store?, now: @escaping () -> Int) {
        self.store = store
        self.now = now
        let kept = store?.read() ?? ""
        for line in SourceText(kept).texts {
            if let answer = Self.answer(line) { answers[answer.key] = answer }
        }
        let before = answers.count
        prune()
        if answers.count != before { store?.rewrite(Self.text(of: answers.values)) }
    }

    /// What to do with a write: nil, run it; else its first answer, or a refusal (the key was
    /// used for another request).
    package enum Found: Equatable {
        case replay(Answer)
        case reused
    }

    package func find(key: String, request: String) -> Found? {
        guard let answer = answers[key], now() - answer.time < Self.keptSeconds else { return nil }
        return answer.request == request ? .replay(answer) : .reused
    }

    package func remember(key: String, request: String, status: Int, body: [UInt8]) {
        let answer = Answer(key: key, request: request, time: now(), status: status, body: body)
        answers[key] = answer
        if answers.count > Self.maximum {
            prune()
            store?.rewrite(Self.text(of: answers.values))
        } else {
            store?.append(Self.line(answer))
        }
    }

    /// Whether `key` may be one: 1 to 200 visible ASCII characters.
    package static func valid(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.count <= longestKey && key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    private func prune() {
        let t = now()
        answers = answers.filter { t - $0.value.time < Self.keptSeconds }
        if answers.count > Self.maximum {
            let kept = answers.values.sorted { $0.time > $1.time }.prefix(Self.maximum * 4 / 5)
            answers = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0) })
        }
    }

    private static func text(of answers: some Sequence<Answer>) -> String {
        answers.sorted { $0.time < $1.time }.map(line).joined()
    }

    /// `key TAB request TAB time TAB status TAB body`, the body's backslashes, tabs and line
    /// breaks escaped.
    static func line(_ a: Answer) -> String {
        var body: [UInt8] = []
        for b in a.body {
            switch b {
            case UInt8(ascii: "\\"): body += Array("\\\\".utf8)
            case UInt8(ascii: "\n"): body += Array("\\n".utf8)
            case UInt8(ascii: "\r"): body += Array("\\r".utf8)
            case UInt8(ascii: "\t"): body += Array("\\t".utf8)
            default: body.append(b)
            }
        }
        return "\(a.key)\t\(a.request)\t\(a.time)\t\(a.status)\t" + String(decoding: body, as: UTF8.self) + "\n"
    }

    static func answer(_ line: String) -> Answer? {
        let f = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
        guard f.count == 5, valid(String(f[0])), let time = Int(f[2]), let status = Int(f[3]),
            (200...499).contains(status)
        else { return nil }
        var body: [UInt8] = []
        var escaped = false
        for b in f[4].utf8 {
            if escaped {
                switch b {
                case UInt8(ascii: "n"): body.append(10)
                case UInt8(ascii: "r"): body.append(13)
                case UInt8(ascii: "t"): body.append(9)
                default: body.append(b)
                }
                escaped = false
            } else if b == UInt8(ascii: "\\") {
                escaped = true
            } else {
                body.append(b)
            }
        }
        return Answer(key: String(f[0]), request: String(f[1]), time: time, status: status, body: body)
    }
}
