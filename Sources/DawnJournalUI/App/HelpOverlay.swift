import DawnSource

/// The help overlay (`?`): a box in the middle of the screen with the tab's keys, the keys of
/// every tab and the mouse's gestures, a row each, from the tables. When they do not fit, ↓ and
/// ↑ scroll them (`▾` and `▴` say there is more); any other key closes it.
enum HelpOverlay {
    /// The rows for a tab: its keys, the keys of every tab, then its gestures under "Mouse".
    static func rows(_ keys: [(String, String)], _ gestures: [Gesture]) -> [(String, String)] {
        let mouse = gestures.isEmpty ? [] : [("", ""), ("Mouse", "")] + gestures.map { ($0.label, $0.help) }
        return keys + AppKeys.bindings.helpRows() + mouse
    }

    /// How many rows the box shows at a size.
    static func shown(_ count: Int, _ size: TerminalSize) -> Int { min(size.rows - 2, count + 2) - 2 }

    /// A key while the overlay is up: the new first row, or nil when the key closes it.
    static func scroll(_ k: KeyPress, from top: Int, rows count: Int, _ size: TerminalSize) -> Int? {
        let most = max(0, count - shown(count, size))
        switch k.key {
        case .down, .character("j"), .pageDown, .character(" "):
            return most > 0 ? min(most, top + (k.key == .pageDown ? shown(count, size) : 1)) : nil
        case .up, .character("k"), .pageUp:
            return most > 0 ? max(0, top - (k.key == .pageUp ? shown(count, size) : 1)) : nil
        default: return nil
        }
    }

    static func view(_ rows: [(String, String)], top: Int, _ ctx: Context, _ b: inout ScreenBuffer) {
        let p = ctx.palette
        let size = ctx.size
        let keyWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(size.columns - 2, keyWidth + 3 + (rows.map { DisplayWidth.of($0.1) }.max() ?? 0) + 4)
        let height = min(size.rows - 2, rows.count + 2)
        let x = max(0, (size.columns - width) / 2)
        let y = max(0, (size.rows - height) / 2)
        b.fill(column: x, row: y, width: width, height: height, style: p.overlay)
        for (i, (key, what)) in rows.dropFirst(top).prefix(height - 2).enumerated() {
            b.put(key, column: x + 2, row: y + 1 + i, style: CellStyle(bold: true), maxWidth: keyWidth)
            b.put(what, column: x + 2 + keyWidth + 2, row: y + 1 + i, style: p.overlay, maxWidth: width - keyWidth - 5)
        }
        if top > 0 { b.put("▴", column: x + width - 2, row: y, style: p.overlay) }
        if top + height - 2 < rows.count { b.put("▾", column: x + width - 2, row: y + height - 1, style: p.overlay) }
    }
}
