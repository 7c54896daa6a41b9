import DawnJournal

/// How a client counts the `character` of a position: UTF-16 code units (LSP's default) or
/// UTF-8 bytes (when the client offers `utf-8` in `general.positionEncodings`).
package enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// A zero-based position as LSP writes it: a line and a `character` in the negotiated encoding.
package struct Position: Equatable, Sendable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package var json: JSONValue { .object([("line", .int(line)), ("character", .int(character))]) }

    package init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }
}

/// A range of positions, end exclusive.
package struct TextRange: Equatable, Sendable {
    package var start: Position
    package var end: Position

    package var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    package init?(_ json: JSONValue?) {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }
}
