/// The page's files, served from the binary: no file is read, so no path can reach outside
/// them. Their source is real files in `files/` (HTML, CSS, JavaScript a tool can read),
/// made string constants by scripts/embed-page.py (`PageFiles`); this table serves them.
package enum PageAssets {
    package struct Asset: Sendable {
        package var type: String
        package var body: String
    }

    /// The asset at `path`, or nil: `/` is `index.html`; any other is a file of `files/` by its
    /// name, typed by its extension.
    package static func asset(_ path: String) -> Asset? {
        let name = path == "/" ? "index.html" : String(path.dropFirst())
        guard path.hasPrefix("/"), let body = name == "sw.js" ? serviceWorker : PageFiles.byName[name] else {
            return nil
        }
        let type: String
        switch name.split(separator: ".").last ?? "" {
        case "html": type = "text/html; charset=utf-8"
        case "js": type = "text/javascript; charset=utf-8"
        case "css": type = "text/css; charset=utf-8"
        case "webmanifest": type = "application/manifest+json"
        case "svg": type = "image/svg+xml"
        default: return nil
        }
        return Asset(type: type, body: body)
    }

    /// The service worker as served: its cache named after the page's files (`dawn-` and the
    /// first 12 hex digits of their SHA-256), so that a page of another build is a new worker
    /// whose start drops what the old one kept: a newer page never draws a document an older
    /// server wrote, kept offline.
    static let serviceWorker: String = {
        let text = Array(PageFiles.swJS.utf8)
        let marker = Array(#"const CACHE = "dawn";"#.utf8)
        guard text.count >= marker.count,
            let at = (0...(text.count - marker.count)).first(where: {
                text[$0..<($0 + marker.count)].elementsEqual(marker)
            })
        else { return PageFiles.swJS }
        let named = Array(#"const CACHE = "\#(cacheName)";"#.utf8)
        return String(decoding: text[..<at] + named + text[(at + marker.count)...], as: UTF8.self)
    }()

    /// `dawn-` and the first 12 hex digits of the SHA-256 of every page file, by name.
    package static let cacheName: String = {
        var all: [UInt8] = []
        for (name, text) in PageFiles.byName.sorted(by: { $0.key < $1.key }) {
            all += Array(name.utf8) + [0] + Array(text.utf8) + [0]
        }
        return "dawn-" + String(SHA256.hex(all).prefix(12))
    }()

    /// The page's scripts, in the order the HTML loads them.
    package static let scripts = ["template.js", "store.js", "today.js", "gestures.js", "tabs.js", "app.js"]
}
