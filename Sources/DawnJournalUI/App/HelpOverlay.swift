import DawnSource

/// The keys overlay (`?`): a box in the middle of the screen, a key and its words a row.
enum HelpOverlay {
    static func view(_ keys: [(String, String)], _ ctx: Context, _ b: inout ScreenBuffer) {
        let p = ctx.palette
        let size = ctx.size
        let keyWidth = keys.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(size.columns - 2, keyWidth + 3 + (keys.map { DisplayWidth.of($0.1) }.max() ?? 0) + 4)
        let height = min(size.rows - 2, keys.count + 2)
        let x = max(0, (size.columns - width) / 2)
        let y = max(0, (size.rows - height) / 2)
        b.fill(column: x, row: y, width: width, height: height, style: p.overlay)
        for (i, (key, what)) in keys.prefix(height - 2).enumerated() {
            b.put(key, column: x + 2, row: y + 1 + i, style: CellStyle(bold: true), maxWidth: keyWidth)
            b.put(what, column: x + 2 + keyWidth + 2, row: y + 1 + i, style: p.overlay, maxWidth: width - keyWidth - 5)
        }
    }
}
