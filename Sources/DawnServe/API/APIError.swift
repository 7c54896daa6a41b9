import DawnJournal
import DawnJournalText

/// Why an API call was not answered with its document: a malformed request (400), an unknown
/// route (404), a write beyond `--allow` (403), an undo no longer held (410), or the library's
/// refusal (422, or 500 when the storage failed).
package enum APIError: Error, Sendable {
    case malformed(String)
    case notFound
    /// A write the token may not make (403).
    case forbidden(String)
    /// An undo handle the server no longer holds (410).
    case gone(String)
    case refusal(JournalRefusal)

    /// The names the server's refusals use for the ways to fix a request: a JSON field by its
    /// name, a command as the shell runs it.
    package static let vocabulary = RefusalVocabulary(
        option: { "'\($0)'" }, invocation: { "dawn-journal " + $0 }, command: { "dawn-journal " + $0 })

    /// `{"error": {"code", "message"}}` with its status.
    package var response: HTTPResponse { response(journal: []) }

    /// The response, with a storage refusal's file named from the journal's root
    /// (`days/2026/2026-11-21.md: is read-only …`) and no path of the machine in it: a path
    /// inside `journal` (the journal folder's absolute names) is shown from its root, any other
    /// as `…`.
    package func response(journal: [String]) -> HTTPResponse {
        switch self {
        case .malformed(let why): Self.response(.badRequest, code: "malformed-request", message: why)
        case .notFound: Self.response(.notFound, code: "not-found", message: "no such API route")
        case .forbidden(let why): Self.response(.forbidden, code: "not-allowed", message: why)
        case .gone(let why): Self.response(.gone, code: "undo-gone", message: why)
        case .refusal(let r) where r.kind == .storage:
            Self.response(
                .serverError, code: r.code.rawValue,
                message: Self.withoutMachinePaths(
                    (r.file.map { "\($0): " } ?? "") + RefusalText.sentence(r, Self.vocabulary), journal: journal))
        case .refusal(let r):
            Self.response(
                .unprocessable, code: r.code.rawValue, message: RefusalText.sentence(r, Self.vocabulary),
                details: Self.details(r.reason))
        }
    }

    /// `text` with each path inside `journal` (the journal folder's absolute names) shown from
    /// the journal's root, and every other absolute path (a word starting with `/` after a space
    /// or a parenthesis, up to `, `, `; `, `: `, `)` or the end: a path may hold spaces) as `…`.
    static func withoutMachinePaths(_ text: String, journal: [String]) -> String {
        let chars = Array(text)
        let roots = journal.filter { !$0.isEmpty }.sorted { $0.count > $1.count }.map { Array($0) }
        func starts(_ p: [Character], at i: Int) -> Bool {
            i + p.count <= chars.count && Array(chars[i..<i + p.count]) == p
        }
        var out = ""
        var i = 0
        while i < chars.count {
            let opens = chars[i] == "/" && (i == 0 || chars[i - 1] == " " || chars[i - 1] == "(")
            guard opens else {
                out.append(chars[i])
                i += 1
                continue
            }
            // A path in the journal: from its root. The journal folder itself: ".".
            if let root = roots.first(where: { starts($0, at: i) }) {
                let after = i + root.count
                if after < chars.count, chars[after] == "/" {
                    i = after + 1
                    continue
                }
                if after == chars.count || [" ", ",", ";", ":", ")"].contains(chars[after]) {
                    out += "."
                    i = after
                    continue
                }
            }
            // Any other: to the first separator that ends a clause.
            var end = i
            while end < chars.count {
                if chars[end] == ")" { break }
                if end + 1 < chars.count, [",", ";", ":"].contains(chars[end]), chars[end + 1] == " " { break }
                end += 1
            }
            out += "…"
            i = end
        }
        return out
    }

    /// An error document with `status`, and the refusal's numbers a client acts on (`details`).
    package static func response(
        _ status: HTTPStatus, code: String, message: String, details: [(String, JSONValue)] = []
    ) -> HTTPResponse {
        APIResponse.json(
            .object([("error", .object([("code", .string(code)), ("message", .string(message))] + details))]),
            status: status)
    }

    /// The numbers of a refusal that a client acts on, beside its sentence: a habit with history
    /// has `days` and `lines` and the question of the seeds' two-step delete (`confirm`), so a
    /// page asks by the code and the number, never by matching the wording.
    static func details(_ reason: RefusalReason) -> [(String, JSONValue)] {
        if case .habitHasHistory(_, let days, let entries) = reason {
            // The seeds' first step, in the library's words: "This will delete 29 days of history."
            return [
                ("days", .int(days)), ("lines", .int(entries)),
                ("confirm", .string(HabitText.deletesHistory(days: days))),
            ]
        }
        return []
    }
}

/// The API's responses: JSON, never cached.
package enum APIResponse {
    package static func json(_ value: JSONValue, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(
            status, type: "application/json; charset=utf-8", value.rendered,
            headers: [("Cache-Control", "no-store")])
    }
}
