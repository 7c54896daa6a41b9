/// A QR code for a terminal: two rows of modules per line in Unicode half blocks, with a quiet
/// zone of four modules. Light modules are drawn (`█`, `▀`, `▄`) and dark ones left blank, for
/// a terminal's light text on a dark background, the way `qrencode -t UTF8` draws.
package enum QRText {
    package static let quietZone = 4

    package static func halfBlocks(_ code: QRCode) -> String {
        let n = code.size + 2 * quietZone
        func light(_ x: Int, _ y: Int) -> Bool {
            let (cx, cy) = (x - quietZone, y - quietZone)
            guard (0..<code.size).contains(cx), (0..<code.size).contains(cy) else { return true }
            return !code.modules[cy][cx]
        }
        var out = ""
        for y in stride(from: 0, to: n, by: 2) {
            for x in 0..<n {
                switch (light(x, y), y + 1 < n ? light(x, y + 1) : false) {
                case (true, true): out += "█"
                case (true, false): out += "▀"
                case (false, true): out += "▄"
                case (false, false): out += " "
                }
            }
            out += "\n"
        }
        return out
    }
}
