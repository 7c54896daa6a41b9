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
    package var response: HTTPResponse {
        switch self {
        case .malformed(let why): Self.response(.badRequest, code: "malformed-request", message: why)
        case .notFound: Self.response(.notFound, code: "not-found", message: "no such API route")
        case .forbidden(let why): Self.response(.forbidden, code: "not-allowed", message: why)
        case .gone(let why): Self.response(.gone, code: "undo-gone", message: why)
        case .refusal(let r):
            Self.response(
                r.kind == .storage ? .serverError : .unprocessable, code: r.code.rawValue,
                message: RefusalText.sentence(r, Self.vocabulary))
        }
    }

    /// An error document with `status`.
    package static func response(_ status: HTTPStatus, code: String, message: String) -> HTTPResponse {
        APIResponse.json(
            .object([("error", .object([("code", .string(code)), ("message", .string(message))]))]), status: status)
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
