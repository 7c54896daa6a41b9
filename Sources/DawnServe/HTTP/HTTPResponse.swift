/// One HTTP response: its status, header fields and body. `bytes` writes it with the headers
/// every response of the server carries (`SecurityHeaders`).
package struct HTTPResponse: Sendable, Equatable {
    package var status: HTTPStatus
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(_ status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with `text` as its body, of the media type `type`.
    package init(_ status: HTTPStatus, type: String, _ text: String, headers: [(name: String, value: String)] = []) {
        self.init(status, headers: [("Content-Type", type)] + headers, body: Array(text.utf8))
    }

    /// The value of the header field `name` (any case); nil when absent.
    package func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name.lowercased() == lower }?.value
    }

    /// The status line, the header fields (the security headers first, then this response's,
    /// then `Content-Length` and `Connection`) and the body; without the body for a HEAD request.
    /// - Parameter stream: an event stream: no length, the body follows as events arrive.
    package func bytes(close: Bool, head: Bool = false, stream: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in SecurityHeaders.all + headers { text += "\(name): \(value)\r\n" }
        if !stream { text += "Content-Length: \(body.count)\r\n" }
        text += close ? "Connection: close\r\n\r\n" : "\r\n"
        return Array(text.utf8) + (head ? [] : body)
    }

    package static func == (a: HTTPResponse, b: HTTPResponse) -> Bool {
        a.status == b.status && a.headers.map(\.name) == b.headers.map(\.name)
            && a.headers.map(\.value) == b.headers.map(\.value) && a.body == b.body
    }
}

/// The header fields on every response: a Content-Security-Policy that allows the page's own
/// files only (no inline script or style, no other origin, no framing), no MIME sniffing, no
/// `Referer` to anywhere.
package enum SecurityHeaders {
    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

    package static let all: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]
}
