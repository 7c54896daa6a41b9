/// The page's files, served from the binary: no file is read, so no path can reach outside
/// them. Their source is real files in `files/` (HTML, CSS, JavaScript a tool can read),
/// made string constants by scripts/embed-page.py (`PageFiles`); this table serves them.
package enum PageAssets {
    package struct Asset: Sendable {
        package var type: String
        package var body: String
    }

    /// The asset at `path`, or nil.
    package static func asset(_ path: String) -> Asset? {
        switch path {
        case "/", "/index.html": Asset(type: "text/html; charset=utf-8", body: PageFiles.indexHTML)
        case "/app.js": Asset(type: "text/javascript; charset=utf-8", body: PageFiles.appJS)
        case "/app.css": Asset(type: "text/css; charset=utf-8", body: PageFiles.appCSS)
        case "/manifest.webmanifest": Asset(type: "application/manifest+json", body: PageFiles.manifest)
        case "/icon.svg": Asset(type: "image/svg+xml", body: PageFiles.iconSVG)
        case "/sw.js": Asset(type: "text/javascript; charset=utf-8", body: PageFiles.swJS)
        default: nil
        }
    }
}
