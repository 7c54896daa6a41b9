/// `/`: the page's HTML. No inline script or style (the Content-Security-Policy forbids them).
enum PageHTML {
    static let text = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>dawn-journal</title>
        <link rel="manifest" href="/manifest.webmanifest">
        <link rel="icon" href="/icon.svg" type="image/svg+xml">
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <header><h1 id="title">dawn-journal</h1></header>
        <main>
        <p id="status" role="status">Loading…</p>
        <ul id="checklist" aria-label="Checklist"></ul>
        <p id="counter"></p>
        </main>
        </body>
        </html>

        """
}
