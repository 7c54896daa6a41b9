import DawnSource

/// Decodes TOML 1.0 documents into ordered tables, with positioned errors.
///
/// Written for dawn-journal (the project takes no package dependencies) and measured against
/// the official toml-test suite. It works on bytes in one pass, rejects invalid UTF-8, and
/// bounds nesting so that no input can exhaust the stack.
public struct TOMLDecoder: Sendable {
    /// The deepest nesting of arrays and tables accepted; deeper input is an error.
    public static let maximumNesting = 128

    public init() {}

    /// Decodes a document given as raw bytes (a leading UTF-8 byte-order mark is skipped).
    /// - Throws: `TOMLError` with the position of the first problem.
    public func decode(_ bytes: [UInt8]) throws(TOMLError) -> TOMLTable {
        var parser = TOMLParser(bytes: bytes)
        do {
            return try parser.document()
        } catch let error as TOMLError {
            throw error
        } catch {
            throw TOMLError("unexpected error: \(error)", at: SourceRange(line: 1, column: 1))
        }
    }

    /// Decodes a document given as a string.
    public func decode(_ text: String) throws(TOMLError) -> TOMLTable {
        try decode(Array(text.utf8))
    }
}

/// The parser behind `TOMLDecoder`: a cursor over bytes with line tracking.
package struct TOMLParser {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0
    /// Columns are counted in characters; this remembers the last count on the current line
    /// so that many positions on one long line stay linear.
    var columnCache: (line: Int, offset: Int, column: Int) = (0, 0, 1)

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Document

    mutating func document() throws -> TOMLTable {
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            moveTo(bad)
            throw fail("invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true))")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            i = 3
            lineStart = 3
        }
        let root = TOMLTableNode(isDefined: true, depth: 0)
        var current = root
        var pending: [TOMLTableNode] = []
        while true {
            skipSpaces()
            guard let c = peek() else { break }
            switch c {
            case UInt8(ascii: "#"):
                try comment()
                try endOfLine()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try endOfLine()
            case UInt8(ascii: "["):
                for node in pending { node.isDefined = true }
                pending.removeAll()
                current = try header(root: root)
                try endOfLine(afterSpaces: true)
            default:
                try keyValue(into: current, pending: &pending)
                try endOfLine(afterSpaces: true)
            }
        }
        return root.table()
    }

    /// `[a.b]` or `[[a.b]]`: returns the table that following key-value pairs go into.
    mutating func header(root: TOMLTableNode) throws -> TOMLTableNode {
        let start = i
        i += 1
        let isArray = peek() == UInt8(ascii: "[")
        if isArray { i += 1 }
        skipSpaces()
        let path = try key()
        skipSpaces()
        guard peek() == UInt8(ascii: "]") else { throw fail("expected ']' to close the table header") }
        i += 1
        if isArray {
            guard peek() == UInt8(ascii: "]") else { throw fail("expected ']]' to close the array-of-tables header") }
            i += 1
        }
        let headerRange = range(from: start)
        // The header's name, for a refusal only.
        var name: String { path.dotted }
        var node = root
        for part in path.leading {
            switch node.child(part.name) {
            case nil:
                let table = try newTable(under: node, defined: false, at: part.range)
                node.add(part.name, .table(table), at: part.range)
                node = table
            case .table(let table):
                node = table
            case .arrayOfTables(let array):
                node = array.tables[array.tables.count - 1]
            case .value:
                throw TOMLError(
                    "key '\(part.name)' already holds a value, so '[\(name)]' cannot extend it", at: part.range)
            }
        }
        let last = path.last
        if isArray {
            switch node.child(last.name) {
            case nil:
                let array = TOMLArrayNode()
                let table = try newTable(under: node, defined: true, at: headerRange)
                array.tables.append(table)
                node.add(last.name, .arrayOfTables(array), at: headerRange)
                return table
            case .arrayOfTables(let array):
                let table = try newTable(under: node, defined: true, at: headerRange)
                array.tables.append(table)
                return table
            case .table:
                throw TOMLError("'[[\(name)]]' names a table that is already defined", at: headerRange)
            case .value:
                throw TOMLError("'[[\(name)]]' names a key that already holds a value", at: headerRange)
            }
        }
        switch node.child(last.name) {
        case nil:
            let table = try newTable(under: node, defined: true, at: headerRange)
            node.add(last.name, .table(table), at: headerRange)
            return table
        case .table(let table):
            if table.isDefined { throw TOMLError("table '[\(name)]' is defined twice", at: headerRange) }
            table.isDefined = true
            node.move(last.name, to: headerRange)
            return table
        case .arrayOfTables:
            throw TOMLError("'[\(name)]' names an array of tables", at: headerRange)
        case .value:
            throw TOMLError("'[\(name)]' names a key that already holds a value", at: headerRange)
        }
    }

    func newTable(under parent: TOMLTableNode, defined: Bool, at range: SourceRange) throws -> TOMLTableNode {
        guard parent.depth < TOMLDecoder.maximumNesting else {
            throw TOMLError("tables nest more than \(TOMLDecoder.maximumNesting) deep", at: range)
        }
        return TOMLTableNode(isDefined: defined, depth: parent.depth + 1)
    }

    /// `a.b.c = value` into `table`; tables made by the dotted key are recorded in `pending`.
    mutating func keyValue(into table: TOMLTableNode, pending: inout [TOMLTableNode], depth: Int = 0) throws {
        let path = try key()
        skipSpaces()
        guard peek() == UInt8(ascii: "=") else {
            throw fail("expected '=' after the key '\(path.dotted)'")
        }
        i += 1
        skipSpaces()
        let value = try self.value(depth: depth)
        var node = table
        for part in path.leading {
            switch node.child(part.name) {
            case nil:
                let child = try newTable(under: node, defined: false, at: part.range)
                node.add(part.name, .table(child), at: part.range)
                pending.append(child)
                node = child
            case .table(let child):
                if child.isDefined {
                    throw TOMLError(
                        "table '\(part.name)' is already defined; dotted keys cannot add to it", at: part.range)
                }
                node = child
            case .arrayOfTables:
                throw TOMLError("'\(part.name)' is an array of tables; dotted keys cannot add to it", at: part.range)
            case .value:
                throw TOMLError("key '\(part.name)' already holds a value", at: part.range)
            }
        }
        let last = path.last
        if node.holds(last.name) {
            throw TOMLError("duplicate key '\(last.name)'", at: last.range)
        }
        node.add(last.name, .value(value), at: last.range)
    }

    /// A key as its parts: the last one, and the dotted ones before it (none for most keys,
    /// so that reading `name = "Read"` makes no array).
    struct KeyPath {
        var leading: [(name: String, range: SourceRange)] = []
        var last: (name: String, range: SourceRange)

        /// The key as written with dots, for messages.
        var dotted: String { (leading.map(\.name) + [last.name]).joined(separator: ".") }
    }

    /// A bare, quoted or dotted key.
    mutating func key() throws -> KeyPath {
        var leading: [(name: String, range: SourceRange)] = []
        while true {
            skipSpaces()
            let start = i
            guard let c = peek() else { throw fail("expected a key") }
            let name: String
            if c == UInt8(ascii: "\"") {
                if startsWith("\"\"\"") { throw fail("a key cannot be a multi-line string") }
                name = try basicString()
            } else if c == UInt8(ascii: "'") {
                if startsWith("'''") { throw fail("a key cannot be a multi-line string") }
                name = try literalString()
            } else if Self.isBareKeyByte(c) {
                while let b = peek(), Self.isBareKeyByte(b) { i += 1 }
                name = String(decoding: bytes[start..<i], as: UTF8.self)
            } else {
                throw fail("expected a key, found \(describe(c))")
            }
            let part = (name: name, range: range(from: start))
            guard leading.count < TOMLDecoder.maximumNesting else { throw fail("a dotted key with too many parts") }
            skipSpaces()
            if peek() == UInt8(ascii: ".") {
                i += 1
                leading.append(part)
                continue
            }
            return KeyPath(leading: leading, last: part)
        }
    }

    package static func isBareKeyByte(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
    }

    // MARK: Values

    mutating func value(depth: Int) throws -> TOMLValue {
        guard let c = peek() else { throw fail("expected a value") }
        switch c {
        case UInt8(ascii: "\""):
            return .string(startsWith("\"\"\"") ? try multilineBasicString() : try basicString())
        case UInt8(ascii: "'"):
            return .string(startsWith("'''") ? try multilineLiteralString() : try literalString())
        case UInt8(ascii: "t"):
            guard startsWith("true") else { throw fail("expected a value, found \(quotedWord())") }
            i += 4
            return .boolean(true)
        case UInt8(ascii: "f"):
            guard startsWith("false") else { throw fail("expected a value, found \(quotedWord())") }
            i += 5
            return .boolean(false)
        case UInt8(ascii: "["):
            return try array(depth: depth + 1)
        case UInt8(ascii: "{"):
            return try inlineTable(depth: depth + 1)
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "i"), UInt8(ascii: "n"):
            return try numberOrDate()
        default:
            throw fail("expected a value, found \(describe(c))")
        }
    }

    mutating func array(depth: Int) throws -> TOMLValue {
        guard depth <= TOMLDecoder.maximumNesting else {
            throw fail("arrays and inline tables nest more than \(TOMLDecoder.maximumNesting) deep")
        }
        i += 1
        var items: [TOMLValue] = []
        while true {
            try skipSpacesCommentsAndNewlines()
            if peek() == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            items.append(try value(depth: depth))
            try skipSpacesCommentsAndNewlines()
            guard let c = peek() else { throw fail("unterminated array: expected ']'") }
            if c == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if c == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            throw fail("expected ',' or ']' in array, found \(describe(c))")
        }
    }

    mutating func inlineTable(depth: Int) throws -> TOMLValue {
        guard depth <= TOMLDecoder.maximumNesting else {
            throw fail("arrays and inline tables nest more than \(TOMLDecoder.maximumNesting) deep")
        }
        i += 1
        let node = TOMLTableNode(isDefined: false, depth: 0)
        var pending: [TOMLTableNode] = []
        skipSpaces()
        if peek() == UInt8(ascii: "}") {
            i += 1
            return .table(node.table())
        }
        while true {
            skipSpaces()
            if peek() == UInt8(ascii: "}") { throw fail("an inline table cannot end with a comma") }
            try keyValue(into: node, pending: &pending, depth: depth)
            skipSpaces()
            guard let c = peek() else { throw fail("unterminated inline table: expected '}'") }
            if c == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if c == UInt8(ascii: "}") {
                i += 1
                return .table(node.table())
            }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                throw fail("an inline table must stay on one line")
            }
            throw fail("expected ',' or '}' in inline table, found \(describe(c))")
        }
    }

    // MARK: Strings

    mutating func basicString() throws -> String {
        i += 1
        // Most strings hold no escape: made from the bytes in one step, not a byte at a time.
        var end = i
        while end < bytes.count {
            let c = bytes[end]
            if c == UInt8(ascii: "\"") {
                defer { i = end + 1 }
                return String(decoding: bytes[i..<end], as: UTF8.self)
            }
            if c == UInt8(ascii: "\\") || c == 0x0A || c == 0x0D || (ControlCharacter.isControl(byte: c) && c != 0x09) {
                break
            }
            end += 1
        }
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw fail("unterminated string: expected '\"'") }
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw fail("unterminated string: a basic string ends on its line")
            default:
                try checkStringByte(c)
                out.append(c)
                i += 1
            }
        }
    }

    mutating func multilineBasicString() throws -> String {
        i += 3
        try skipNewlineRightAfterOpening()
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw fail("unterminated multi-line string: expected '\"\"\"'") }
            switch c {
            case UInt8(ascii: "\""):
                var n = 0
                while peek(at: i + n) == UInt8(ascii: "\"") { n += 1 }
                if n >= 3 {
                    if n > 5 {
                        moveTo(i + 5)
                        throw fail("too many quotes at the end of a multi-line string")
                    }
                    out.append(contentsOf: repeatElement(UInt8(ascii: "\""), count: n - 3))
                    i += n
                    return String(decoding: out, as: UTF8.self)
                }
                out.append(contentsOf: repeatElement(UInt8(ascii: "\""), count: n))
                i += n
            case UInt8(ascii: "\\"):
                var j = i + 1
                while let b = peek(at: j), b == 0x20 || b == 0x09 { j += 1 }
                if let b = peek(at: j), b == 0x0A || b == 0x0D {
                    moveTo(j)
                    try newline()
                    while let b = peek() {
                        if b == 0x20 || b == 0x09 {
                            i += 1
                        } else if b == 0x0A || b == 0x0D {
                            try newline()
                        } else {
                            break
                        }
                    }
                } else {
                    try escape(into: &out)
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try newline()
                out.append(0x0A)
            default:
                try checkStringByte(c)
                out.append(c)
                i += 1
            }
        }
    }

    mutating func literalString() throws -> String {
        i += 1
        let start = i
        while true {
            guard let c = peek() else { throw fail("unterminated string: expected \"'\"") }
            if c == UInt8(ascii: "'") {
                let s = String(decoding: bytes[start..<i], as: UTF8.self)
                i += 1
                return s
            }
            if c == 0x0A || c == 0x0D { throw fail("unterminated string: a literal string ends on its line") }
            try checkStringByte(c)
            i += 1
        }
    }

    mutating func multilineLiteralString() throws -> String {
        i += 3
        try skipNewlineRightAfterOpening()
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw fail("unterminated multi-line string: expected \"'''\"") }
            if c == UInt8(ascii: "'") {
                var n = 0
                while peek(at: i + n) == UInt8(ascii: "'") { n += 1 }
                if n >= 3 {
                    if n > 5 {
                        moveTo(i + 5)
                        throw fail("too many quotes at the end of a multi-line string")
                    }
                    out.append(contentsOf: repeatElement(UInt8(ascii: "'"), count: n - 3))
                    i += n
                    return String(decoding: out, as: UTF8.self)
                }
                out.append(contentsOf: repeatElement(UInt8(ascii: "'"), count: n))
                i += n
            } else if c == 0x0A || c == 0x0D {
                try newline()
                out.append(0x0A)
            } else {
                try checkStringByte(c)
                out.append(c)
                i += 1
            }
        }
    }

    mutating func skipNewlineRightAfterOpening() throws {
        if peek() == 0x0A || peek() == 0x0D { try newline() }
    }

    /// Control characters other than tab may not appear in strings or comments.
    func checkStringByte(_ c: UInt8) throws {
        if ControlCharacter.isControl(byte: c) && c != 0x09 {
            throw fail("control character U+\(hex4(UInt32(c))) must be escaped")
        }
    }

    mutating func escape(into out: inout [UInt8]) throws {
        i += 1
        guard let c = peek() else { throw fail("unterminated escape sequence") }
        i += 1
        switch c {
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = c == UInt8(ascii: "u") ? 4 : 8
            var code: UInt32 = 0
            for _ in 0..<count {
                guard let h = peek(), let d = Self.hexDigit(h) else {
                    throw fail("\\\(Character(UnicodeScalar(c))) needs \(count) hexadecimal digits")
                }
                code = code * 16 + UInt32(d)
                i += 1
            }
            guard let scalar = Unicode.Scalar(code) else {
                i -= count + 2
                throw fail("escape names U+\(hex4(code)), which is not a Unicode scalar value")
            }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            i -= 2
            throw fail("invalid escape sequence '\\\(describeRaw(c, at: i + 1))'")
        }
    }

    static func hexDigit(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x41 + 10
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }

    // MARK: Numbers and dates

    mutating func numberOrDate() throws -> TOMLValue {
        let start = i
        while let c = peek(), Self.isTokenByte(c) { i += 1 }
        // A date may be followed by a space and a time: `1979-05-27 07:32:00`.
        if i - start == 10, bytes[start + 4] == UInt8(ascii: "-"), peek() == 0x20,
            let d1 = peek(at: i + 1), let d2 = peek(at: i + 2), let colon = peek(at: i + 3),
            Self.isDigit(d1), Self.isDigit(d2), colon == UInt8(ascii: ":")
        {
            i += 1
            while let c = peek(), Self.isTokenByte(c) { i += 1 }
        }
        // Most numbers in a journal are plain decimal integers (`goal = 8`): read in place, with
        // no copy of the token and no string; anything else takes the general path below.
        if let v = Self.plainInteger(bytes[start..<i]) { return .integer(v) }
        let token = Array(bytes[start..<i])
        let text = String(decoding: token, as: UTF8.self)
        let startRange = range(from: start)
        let bad = { (what: String) in TOMLError("invalid \(what) '\(text)'", at: startRange) }
        switch text {
        case "inf", "+inf": return .float(.infinity)
        case "-inf": return .float(-.infinity)
        case "nan", "+nan", "-nan": return .float(.nan)
        default: break
        }
        if token.count >= 3, token[2] == UInt8(ascii: ":") {
            var cursor = 0
            guard let time = Self.time(token, &cursor), cursor == token.count else { throw bad("time") }
            return .time(time)
        }
        if token.count >= 5, token[4] == UInt8(ascii: "-"), token[0..<4].allSatisfy(Self.isDigit) {
            var cursor = 0
            guard let date = Self.date(token, &cursor) else { throw bad("date") }
            if cursor == token.count { return .date(date) }
            let sep = token[cursor]
            guard sep == UInt8(ascii: "T") || sep == UInt8(ascii: "t") || sep == 0x20 else { throw bad("date-time") }
            cursor += 1
            guard let time = Self.time(token, &cursor) else { throw bad("date-time") }
            if cursor == token.count { return .dateTime(TOMLDateTime(date: date, time: time, offsetMinutes: nil)) }
            guard let offset = Self.offset(token, &cursor), cursor == token.count else { throw bad("date-time offset") }
            return .dateTime(TOMLDateTime(date: date, time: time, offsetMinutes: offset))
        }
        return try number(token, text: text, error: bad)
    }

    /// A decimal integer of at most 18 digits, an optional sign before it, no underscore and no
    /// leading zero (`0`, `-7`, `+12`): its value, which cannot overflow. nil for anything else,
    /// valid or not (`1_000`, `0x1f`, `1e3`, `007`), which `number` reads or refuses as before.
    static func plainInteger(_ t: ArraySlice<UInt8>) -> Int64? {
        var k = t.startIndex
        var negative = false
        if k < t.endIndex, t[k] == UInt8(ascii: "+") || t[k] == UInt8(ascii: "-") {
            negative = t[k] == UInt8(ascii: "-")
            k += 1
        }
        let count = t.endIndex - k
        guard count >= 1, count <= 18, t[k] != UInt8(ascii: "0") || count == 1 else { return nil }
        var v: Int64 = 0
        while k < t.endIndex {
            let c = t[k]
            guard isDigit(c) else { return nil }
            v = v * 10 + Int64(c - 0x30)
            k += 1
        }
        return negative ? -v : v
    }

    static func isTokenByte(_ c: UInt8) -> Bool {
        isBareKeyByte(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":")
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    func number(_ token: [UInt8], text: String, error bad: (String) -> TOMLError) throws -> TOMLValue {
        var body = token[...]
        var sign = ""
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? "-" : ""
            body = body.dropFirst()
        }
        if body.count >= 2, body.first == UInt8(ascii: "0"),
            let radixByte = body.dropFirst().first,
            radixByte == UInt8(ascii: "x") || radixByte == UInt8(ascii: "o") || radixByte == UInt8(ascii: "b")
        {
            guard token.first != UInt8(ascii: "+"), token.first != UInt8(ascii: "-") else {
                throw bad("integer: a sign cannot precede 0x, 0o or 0b")
            }
            let radix = radixByte == UInt8(ascii: "x") ? 16 : radixByte == UInt8(ascii: "o") ? 8 : 2
            guard
                let digits = Self.digits(
                    body.dropFirst(2),
                    isDigit: { c in
                        guard let d = Self.hexDigit(c) else { return false }
                        return Int(d) < radix
                    })
            else { throw bad("integer") }
            guard let v = Int64(digits, radix: radix) else { throw bad("integer: out of the 64-bit range") }
            return .integer(v)
        }
        let isFloat = body.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        if !isFloat {
            guard let digits = Self.digits(body, isDigit: Self.isDigit) else { throw bad("integer") }
            guard digits == "0" || !digits.hasPrefix("0") else { throw bad("integer: leading zeros are not allowed") }
            guard let v = Int64(sign + digits) else { throw bad("integer: out of the 64-bit range") }
            return .integer(v)
        }
        var mantissa = body
        var exponent: ArraySlice<UInt8>? = nil
        if let e = body.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            mantissa = body[body.startIndex..<e]
            exponent = body[(e + 1)...]
        }
        var intPart = mantissa
        var fracPart: ArraySlice<UInt8>? = nil
        if let dot = mantissa.firstIndex(of: UInt8(ascii: ".")) {
            intPart = mantissa[mantissa.startIndex..<dot]
            fracPart = mantissa[(dot + 1)...]
        }
        guard let intDigits = Self.digits(intPart, isDigit: Self.isDigit),
            intDigits == "0" || !intDigits.hasPrefix("0")
        else { throw bad("float") }
        var clean = sign + intDigits
        if let fracPart {
            guard let f = Self.digits(fracPart, isDigit: Self.isDigit) else { throw bad("float") }
            clean += "." + f
        }
        if var exponent {
            var expSign = ""
            if let first = exponent.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                expSign = first == UInt8(ascii: "-") ? "-" : "+"
                exponent = exponent.dropFirst()
            }
            guard let e = Self.digits(exponent, isDigit: Self.isDigit) else { throw bad("float") }
            clean += "e" + expSign + e
        }
        guard let v = Double(clean) else { throw bad("float") }
        return .float(v)
    }

    /// Digits with single underscores between them; nil when empty or misplaced.
    static func digits(_ s: ArraySlice<UInt8>, isDigit: (UInt8) -> Bool) -> String? {
        guard let first = s.first, let last = s.last, first != UInt8(ascii: "_"), last != UInt8(ascii: "_") else {
            return nil
        }
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var previousUnderscore = false
        for c in s {
            if c == UInt8(ascii: "_") {
                if previousUnderscore { return nil }
                previousUnderscore = true
                continue
            }
            guard isDigit(c) else { return nil }
            previousUnderscore = false
            out.append(c)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func fixedDigits(_ t: [UInt8], _ cursor: inout Int, _ count: Int) -> Int? {
        guard cursor + count <= t.count else { return nil }
        var v = 0
        for k in cursor..<(cursor + count) {
            guard isDigit(t[k]) else { return nil }
            v = v * 10 + Int(t[k] - 0x30)
        }
        cursor += count
        return v
    }

    static func expect(_ t: [UInt8], _ cursor: inout Int, _ c: Character) -> Bool {
        guard cursor < t.count, t[cursor] == c.asciiValue! else { return false }
        cursor += 1
        return true
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func date(_ t: [UInt8], _ c: inout Int) -> TOMLDate? {
        guard let y = fixedDigits(t, &c, 4), expect(t, &c, "-"),
            let m = fixedDigits(t, &c, 2), expect(t, &c, "-"),
            let d = fixedDigits(t, &c, 2),
            (1...12).contains(m), d >= 1, d <= daysIn(month: m, year: y)
        else { return nil }
        return TOMLDate(year: y, month: m, day: d)
    }

    static func time(_ t: [UInt8], _ c: inout Int) -> TOMLTime? {
        guard let h = fixedDigits(t, &c, 2), expect(t, &c, ":"),
            let m = fixedDigits(t, &c, 2), expect(t, &c, ":"),
            let s = fixedDigits(t, &c, 2),
            h <= 23, m <= 59, s <= 60
        else { return nil }
        var nanos = 0
        if c < t.count, t[c] == UInt8(ascii: ".") {
            c += 1
            var count = 0
            while c < t.count, isDigit(t[c]) {
                if count < 9 { nanos = nanos * 10 + Int(t[c] - 0x30) }
                count += 1
                c += 1
            }
            guard count > 0 else { return nil }
            for _ in min(count, 9)..<9 { nanos *= 10 }
        }
        return TOMLTime(hour: h, minute: m, second: s, nanosecond: nanos)
    }

    static func offset(_ t: [UInt8], _ c: inout Int) -> Int? {
        guard c < t.count else { return nil }
        if t[c] == UInt8(ascii: "Z") || t[c] == UInt8(ascii: "z") {
            c += 1
            return 0
        }
        guard t[c] == UInt8(ascii: "+") || t[c] == UInt8(ascii: "-") else { return nil }
        let sign = t[c] == UInt8(ascii: "-") ? -1 : 1
        c += 1
        guard let h = fixedDigits(t, &c, 2), expect(t, &c, ":"), let m = fixedDigits(t, &c, 2),
            h <= 23, m <= 59
        else { return nil }
        return sign * (h * 60 + m)
    }

    // MARK: Whitespace, comments, newlines

    func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }
    func peek(at j: Int) -> UInt8? { j < bytes.count ? bytes[j] : nil }

    func startsWith(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        return s.withUTF8Buffer { buf in
            for k in 0..<n where bytes[i + k] != buf[k] { return false }
            return true
        }
    }

    mutating func skipSpaces() {
        while let c = peek(), c == 0x20 || c == 0x09 { i += 1 }
    }

    mutating func comment() throws {
        i += 1
        while let c = peek() {
            if c == 0x0A { return }
            if c == 0x0D, peek(at: i + 1) == 0x0A { return }
            try checkStringByte(c)
            i += 1
        }
    }

    /// Consumes LF or CRLF; a bare CR is an error.
    mutating func newline() throws {
        if peek() == 0x0D {
            guard peek(at: i + 1) == 0x0A else { throw fail("a carriage return must be followed by a line feed") }
            i += 1
        }
        i += 1
        line += 1
        lineStart = i
    }

    /// After a key-value pair or header: optional spaces and comment, then a newline or the end.
    mutating func endOfLine(afterSpaces: Bool = false) throws {
        if afterSpaces {
            skipSpaces()
            if peek() == UInt8(ascii: "#") { try comment() }
        }
        guard let c = peek() else { return }
        guard c == 0x0A || c == 0x0D else {
            throw fail("expected the end of the line, found \(describe(c))")
        }
        try newline()
    }

    mutating func skipSpacesCommentsAndNewlines() throws {
        while let c = peek() {
            if c == 0x20 || c == 0x09 {
                i += 1
            } else if c == 0x0A || c == 0x0D {
                try newline()
            } else if c == UInt8(ascii: "#") {
                try comment()
            } else {
                return
            }
        }
    }

    // MARK: Positions and messages

    /// Moves the cursor to `offset` on the current line or a later one, keeping line numbers right.
    mutating func moveTo(_ offset: Int) {
        var k = i
        while k < offset {
            if bytes[k] == 0x0A {
                line += 1
                lineStart = k + 1
            }
            k += 1
        }
        i = offset
    }

    mutating func column(at offset: Int) -> Int {
        var from = lineStart
        var column = 1
        if columnCache.line == line, columnCache.offset >= lineStart, columnCache.offset <= offset {
            from = columnCache.offset
            column = columnCache.column
        }
        if offset > from {
            // ASCII is one column a byte; anything else is counted in characters.
            if bytes[from..<offset].allSatisfy({ $0 < 0x80 }) {
                column += offset - from
            } else {
                column += String(decoding: bytes[from..<offset], as: UTF8.self).count
            }
        }
        columnCache = (line, offset, column)
        return column
    }

    mutating func range(from start: Int) -> SourceRange {
        let startColumn = column(at: max(start, lineStart))
        let endColumn = column(at: max(i, lineStart))
        return SourceRange(line: line, column: startColumn, length: max(0, endColumn - startColumn))
    }

    func fail(_ message: String) -> TOMLError {
        var copy = self
        let col = copy.column(at: min(i, bytes.count))
        return TOMLError(message, at: SourceRange(line: line, column: col, length: i < bytes.count ? 1 : 0))
    }

    func describe(_ c: UInt8) -> String {
        if c == 0x0A || c == 0x0D { return "the end of the line" }
        return "'\(describeRaw(c))'"
    }

    /// The character whose first byte `c` is at `offset` (default: the current one), as shown
    /// in a message: a control character as U+XXXX, anything else as written.
    func describeRaw(_ c: UInt8, at offset: Int? = nil) -> String {
        if ControlCharacter.isControl(byte: c) { return "U+\(hex4(UInt32(c)))" }
        if c >= 0x80 {
            var j = offset ?? i
            while j > 0, bytes[j] & 0xC0 == 0x80 { j -= 1 }
            var e = j + 1
            while e < bytes.count, bytes[e] & 0xC0 == 0x80 { e += 1 }
            return String(decoding: bytes[j..<e], as: UTF8.self)
        }
        return String(UnicodeScalar(c))
    }

    func quotedWord() -> String {
        var e = i
        while e < bytes.count, Self.isBareKeyByte(bytes[e]), e - i < 40 { e += 1 }
        return "'\(String(decoding: bytes[i..<max(e, i + 1)], as: UTF8.self))'"
    }

    func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
