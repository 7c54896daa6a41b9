/// `/app.css`: the page's style sheet.
enum PageStyle {
    static let text = """
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
        body { margin: 0 auto; max-width: 40rem; padding: 1rem; }
        ul { list-style: none; padding: 0; }
        li { padding: 0.5rem 0; font-size: 1.2rem; }
        input[type=checkbox] { width: 1.5rem; height: 1.5rem; vertical-align: middle; margin-right: 0.75rem; }

        """
}
