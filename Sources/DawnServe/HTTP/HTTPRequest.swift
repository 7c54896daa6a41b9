/// One HTTP/1.1 request as the parser read it: the request line, the header fields (names in
/// lower case, in the order sent) and the body.
package struct HTTPRequest: Sendable, Equatable {
    package var method: String
    /// The request target as sent (`/api/day/2026-11-21?x=1`): origin form only.
    package var target: String
    /// The target's path, before any `?`, not decoded.
    package var path: String
    /// The query's `name=value` pairs, percent-decoded (`+` is a space); a pair that does not
    /// decode to UTF-8 is left out.
    package var query: [(String, String)]
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    package var minorVersion: Int
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(
        method: String, target: String, minorVersion: Int = 1, headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers.map { ($0.name.lowercased(), $0.value) }
        self.body = body
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts[0])
        query = parts.count > 1 ? Self.pairs(parts[1]) : []
    }

    /// The value of the header field `name` (any case); nil when absent.
    package func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name == lower }?.value
    }

    /// The value of `name` in the query; nil when absent.
    package func queryValue(_ name: String) -> String? { query.first { $0.0 == name }?.1 }

    /// The value of the cookie `name` in the `Cookie` header fields; nil when absent.
    package func cookie(_ name: String) -> String? {
        for field in headers where field.name == "cookie" {
            for pair in field.value.split(separator: ";") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                guard kv.count == 2 else { continue }
                if kv[0].withoutOptionalWhitespace == name { return String(kv[1].withoutOptionalWhitespace) }
            }
        }
        return nil
    }

    /// Whether the client asks to keep the connection open after the response: HTTP/1.1
    /// unless `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    package var keepsAlive: Bool {
        let tokens = headers.filter { $0.name == "connection" }.flatMap {
            $0.value.lowercased().split(separator: ",").map { String($0.withoutOptionalWhitespace) }
        }
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    static func pairs(_ query: Substring) -> [(String, String)] {
        query.split(separator: "&").compactMap { pair in
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(kv[0]) else { return nil }
            guard let value = kv.count > 1 ? percentDecoded(kv[1]) : "" else { return nil }
            return (name, value)
        }
    }

    /// `text` with `%XX` escapes and `+` decoded; nil for a bad escape or bytes that are not UTF-8.
    package static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let b = utf8.next() {
            switch b {
            case UInt8(ascii: "+"): bytes.append(0x20)
            case UInt8(ascii: "%"):
                guard let h = utf8.next().flatMap(hexValue), let l = utf8.next().flatMap(hexValue) else { return nil }
                bytes.append(h << 4 | l)
            default: bytes.append(b)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    package static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.target == b.target && a.minorVersion == b.minorVersion
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
            && a.body == b.body
    }
}

extension Substring {
    /// Without spaces and tabs at either end (HTTP's optional whitespace).
    var withoutOptionalWhitespace: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
