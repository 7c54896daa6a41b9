/// RFC 4180 CSV, read: fields separated by commas, quoted with `"` (a doubled `""` inside),
/// rows ended by LF or CRLF (inside quotes they are part of the field). Lenient on input that
/// is not quite CSV: a stray quote inside an unquoted field is kept as text. Linear, never
/// traps. Rows are handed over one at a time, so a file's rows are never all in memory.
enum CSVReader {
    static func rows(_ bytes: [UInt8]) -> [[String]] {
        var rows: [[String]] = []
        forEachRow(bytes) { rows.append($0) }
        return rows
    }

    /// Calls `body` with each row, in order; a row holds at least one field.
    static func forEachRow(_ bytes: [UInt8], _ body: ([String]) -> Void) {
        var row: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var wasQuoted = false
        var k = 0
        // A byte-order mark is not part of the first field.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { k = 3 }
        func endField() {
            row.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        while k < bytes.count {
            let b = bytes[k]
            if quoted {
                if b == 0x22 {
                    if k + 1 < bytes.count, bytes[k + 1] == 0x22 {
                        field.append(0x22)
                        k += 2
                        continue
                    }
                    quoted = false
                } else {
                    field.append(b)
                }
                k += 1
                continue
            }
            switch b {
            case 0x22 where field.isEmpty && !wasQuoted:
                quoted = true
                wasQuoted = true
            case 0x2C:
                endField()
            case 0x0A, 0x0D:
                endField()
                if !(row.count == 1 && row[0].isEmpty) { body(row) }
                row.removeAll(keepingCapacity: true)
                if b == 0x0D, k + 1 < bytes.count, bytes[k + 1] == 0x0A { k += 1 }
            default:
                field.append(b)
            }
            k += 1
        }
        if !field.isEmpty || !row.isEmpty || wasQuoted {
            endField()
            if !(row.count == 1 && row[0].isEmpty) { body(row) }
        }
    }
}
