/// `/manifest.webmanifest`: what "Add to Home Screen" needs.
enum PageManifest {
    static let text = """
        {
          "name": "dawn-journal",
          "short_name": "dawn",
          "start_url": "/",
          "display": "standalone",
          "background_color": "#ffffff",
          "theme_color": "#ff9f43",
          "icons": [{"src": "/icon.svg", "sizes": "any", "type": "image/svg+xml"}]
        }

        """
}
