/// An HTTP status code and its reason phrase.
package struct HTTPStatus: Sendable, Equatable, CustomStringConvertible {
    package var code: Int
    package var reason: String

    package init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    package var description: String { "\(code) \(reason)" }

    package static let ok = HTTPStatus(200, "OK")
    package static let seeOther = HTTPStatus(303, "See Other")
    package static let badRequest = HTTPStatus(400, "Bad Request")
    package static let unauthorized = HTTPStatus(401, "Unauthorized")
    package static let forbidden = HTTPStatus(403, "Forbidden")
    package static let notFound = HTTPStatus(404, "Not Found")
    package static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    package static let requestTimeout = HTTPStatus(408, "Request Timeout")
    package static let gone = HTTPStatus(410, "Gone")
    package static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    package static let misdirected = HTTPStatus(421, "Misdirected Request")
    package static let unprocessable = HTTPStatus(422, "Unprocessable Content")
    package static let headersTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    package static let serverError = HTTPStatus(500, "Internal Server Error")
    package static let notImplemented = HTTPStatus(501, "Not Implemented")
    package static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    package static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

    /// The status of `code` with its reason phrase (a code this server does not send: "Status").
    package static func known(_ code: Int) -> HTTPStatus {
        let all: [HTTPStatus] = [
            ok, seeOther, badRequest, unauthorized, forbidden, notFound, methodNotAllowed, requestTimeout, gone,
            contentTooLarge, misdirected, unprocessable, headersTooLarge, serverError, notImplemented,
            serviceUnavailable, versionNotSupported, HTTPStatus(409, "Conflict"),
        ]
        return all.first { $0.code == code } ?? HTTPStatus(code, "Status")
    }
}
