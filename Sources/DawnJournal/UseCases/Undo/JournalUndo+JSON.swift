extension JournalUndo {
    /// The largest handle `init(json:)` reads, in bytes (a rename over years of day files fits).
    public static let maximumJSONBytes = 4 << 20
    /// The most files one handle names, and the furthest line it places.
    static let maximumFiles = 20_000
    static let maximumLine = 100_000_000

    /// The undo as JSON, the handle a web page keeps and sends back (Docs/JSON.md, "The undo
    /// handle"): per file, its path, whether it was there before the write and after it, and
    /// each place with the lines written, the lines to restore and the lines around them.
    /// A line is a string with its ending, or, when it is not UTF-8, an array of its bytes.
    public var json: JSONValue {
        func line(_ bytes: [UInt8]) -> JSONValue {
            String(validating: bytes, as: UTF8.self).map(JSONValue.string) ?? .array(bytes.map { .int(Int($0)) })
        }
        return .object([
            ("undo", .int(1)),
            (
                "files",
                .array(
                    files.map { file in
                        .object([
                            ("path", .string(file.path)), ("existed", .bool(file.existed)),
                            ("exists", .bool(file.exists)),
                            (
                                "hunks",
                                .array(
                                    file.hunks.map { h in
                                        .object([
                                            ("line", .int(h.line)), ("written", .array(h.written.map(line))),
                                            ("restored", .array(h.restored.map(line))),
                                            ("above", h.above.map(line) ?? .null),
                                            ("below", h.below.map(line) ?? .null),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// Reads a handle `json` wrote, as a client sends it back: refused (`undoHandleInvalid`,
    /// never a trap) when it is not JSON, larger than `maximumJSONBytes`, not of that shape, or
    /// names a file no edit writes (anything but habits.toml and a day file's own path). The
    /// handle is not signed: a server takes it only from a client allowed to edit, and
    /// `undo(_:)` still checks every line it would take back, and re-reads the result.
    public init(json bytes: [UInt8]) throws(JournalRefusal) {
        guard bytes.count <= Self.maximumJSONBytes else {
            throw Self.invalid("it is larger than \(Self.maximumJSONBytes) bytes")
        }
        let value: JSONValue
        do { value = try JSONReader.parse(bytes) } catch { throw Self.invalid("it is not JSON (\(error))") }
        let top = try Self.object(value, ["undo", "files"], "the handle")
        guard case .int(1) = top["undo"]! else { throw Self.invalid("'undo' is not 1") }
        guard case .array(let list) = top["files"]!, (1...Self.maximumFiles).contains(list.count) else {
            throw Self.invalid("'files' is not a list of 1 to \(Self.maximumFiles) files")
        }
        var files: [FileUndo] = []
        for item in list {
            let f = try Self.object(item, ["path", "existed", "exists", "hunks"], "a file")
            guard case .string(let path) = f["path"]!, Self.isEditable(path) else {
                throw Self.invalid("a path is not habits.toml or a day file")
            }
            guard !files.contains(where: { $0.path == path }) else { throw Self.invalid("'\(path)' is named twice") }
            guard case .bool(let existed) = f["existed"]!, case .bool(let exists) = f["exists"]!, existed || exists
            else { throw Self.invalid("'existed' and 'exists' of '\(path)' are not true or false, one true") }
            guard case .array(let hunkList) = f["hunks"]!, !hunkList.isEmpty else {
                throw Self.invalid("'hunks' of '\(path)' is not a list of places")
            }
            var hunks: [Hunk] = []
            for h in hunkList {
                let o = try Self.object(h, ["line", "written", "restored", "above", "below"], "a place")
                guard case .int(let line) = o["line"]!, (0...Self.maximumLine).contains(line),
                    line >= (hunks.last.map { $0.line + $0.written.count } ?? 0)
                else { throw Self.invalid("a place's 'line' in '\(path)' is out of order or out of range") }
                let hunk = Hunk(
                    line: line, written: try Self.lines(o["written"]!), restored: try Self.lines(o["restored"]!),
                    above: try Self.optionalLine(o["above"]!), below: try Self.optionalLine(o["below"]!))
                guard (exists || hunk.written.isEmpty) && (existed || hunk.restored.isEmpty) else {
                    throw Self.invalid("a place in '\(path)' has lines in a file that is not there")
                }
                hunks.append(hunk)
            }
            files.append(FileUndo(path: path, existed: existed, exists: exists, hunks: hunks))
        }
        self.init(files: files)
    }

    static func invalid(_ reason: String) -> JournalRefusal { JournalRefusal(.undoHandleInvalid(reason: reason)) }

    /// An object's members by key, refused unless its keys are exactly `keys`.
    static func object(_ value: JSONValue, _ keys: Set<String>, _ what: String) throws(JournalRefusal)
        -> [String: JSONValue]
    {
        guard case .object(let pairs) = value, pairs.count == keys.count else {
            throw invalid("\(what) is not an object of \(keys.sorted().joined(separator: ", "))")
        }
        var members: [String: JSONValue] = [:]
        for (k, v) in pairs where keys.contains(k) { members[k] = v }
        guard members.count == keys.count else {
            throw invalid("\(what) is not an object of \(keys.sorted().joined(separator: ", "))")
        }
        return members
    }

    /// Whether a write may go to `path`: habits.toml, or a day file at its own path.
    static func isEditable(_ path: String) -> Bool {
        if path == "habits.toml" { return true }
        guard case .day(let date) = DayPath(path) else { return false }
        return DayPath.path(for: date) == path
    }

    static func lines(_ value: JSONValue) throws(JournalRefusal) -> [[UInt8]] {
        guard case .array(let items) = value else { throw invalid("a list of lines is not a list") }
        var lines: [[UInt8]] = []
        for item in items { lines.append(try line(item)) }
        return lines
    }

    static func optionalLine(_ value: JSONValue) throws(JournalRefusal) -> [UInt8]? {
        if case .null = value { return nil }
        return try line(value)
    }

    /// One line: a string, or an array of bytes; refused when it is empty or holds more than one line.
    static func line(_ value: JSONValue) throws(JournalRefusal) -> [UInt8] {
        var bytes: [UInt8]
        switch value {
        case .string(let s): bytes = Array(s.utf8)
        case .array(let items):
            bytes = []
            for item in items {
                guard case .int(let b) = item, let byte = UInt8(exactly: b) else {
                    throw invalid("a line's bytes are not 0 to 255")
                }
                bytes.append(byte)
            }
        default: throw invalid("a line is not a string")
        }
        guard !bytes.isEmpty, JournalUndo.lines(bytes) == [bytes] else { throw invalid("a line is not one line") }
        return bytes
    }
}
