/// The page's files, served from the binary: no file is read, so no path can reach outside
/// them. Each is a string constant in its own file of this folder; this table names them.
package enum PageAssets {
    package struct Asset: Sendable {
        package var type: String
        package var body: String
    }

    /// The asset at `path`, or nil.
    package static func asset(_ path: String) -> Asset? {
        switch path {
        case "/", "/index.html": Asset(type: "text/html; charset=utf-8", body: PageHTML.text)
        case "/app.js": Asset(type: "text/javascript; charset=utf-8", body: PageScript.text)
        case "/app.css": Asset(type: "text/css; charset=utf-8", body: PageStyle.text)
        case "/manifest.webmanifest": Asset(type: "application/manifest+json", body: PageManifest.text)
        case "/icon.svg": Asset(type: "image/svg+xml", body: PageIcon.text)
        case "/sw.js": Asset(type: "text/javascript; charset=utf-8", body: PageWorker.text)
        default: nil
        }
    }
}
