/// `/`: the page's HTML, the frame the script fills: the four tabs, the sheets (`<dialog>`) and the
/// Undo bar. No inline script or style (the Content-Security-Policy forbids them).
enum PageHTML {
    static let text = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="theme-color" content="#ff9f43">
        <title>dawn-journal</title>
        <link rel="manifest" href="/manifest.webmanifest">
        <link rel="icon" href="/icon.svg" type="image/svg+xml">
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <nav aria-label="Tabs"><div role="tablist" id="tabs">
        <button role="tab" id="tab-today" aria-controls="today" aria-selected="true">Today</button>
        <button role="tab" id="tab-history" aria-controls="history" aria-selected="false" tabindex="-1">History</button>
        <button role="tab" id="tab-insights" aria-controls="insights" aria-selected="false" tabindex="-1">Insights</button>
        <button role="tab" id="tab-habits" aria-controls="habits" aria-selected="false" tabindex="-1">Habits</button>
        </div></nav>
        <main>
        <section id="today" role="tabpanel" aria-labelledby="tab-today">
        <header class="dayhead">
        <button id="prev" aria-label="Previous day">◀</button>
        <h1 id="date">Today</h1>
        <button id="next" aria-label="Next day">▶</button>
        <button id="go-today">Today</button>
        </header>
        <ol id="week" aria-label="Week"></ol>
        <div id="day">
        <h2 class="vh">Timeline</h2>
        <div id="timeline" tabindex="0" aria-label="Timeline"><div id="slots"></div></div>
        <div id="tray"><h2 class="vh">Habits to place</h2>
        <ul id="pills" class="collapsed" aria-label="Habits to place"></ul>
        <button id="tray-more" class="link" aria-expanded="false" aria-controls="pills">All habits</button>
        <button id="add-habit" class="link" hidden>+ Add habit</button></div>
        <h2 id="counter"></h2>
        <p id="empty"></p>
        <ul id="checklist" aria-label="Checklist"></ul>
        </div>
        </section>
        <section id="history" role="tabpanel" aria-labelledby="tab-history" hidden>
        <h1>History</h1><p id="cell" role="status"></p><ol id="cell-lines"></ol>
        <div id="grid-wrap" tabindex="0" role="region" aria-label="History grid"><table id="grid"></table></div>
        </section>
        <section id="insights" role="tabpanel" aria-labelledby="tab-insights" hidden>
        <h1>Insights</h1>
        <div role="group" aria-label="Days" id="ranges">
        <button aria-pressed="true" data-days="7">7 days</button>
        <button aria-pressed="false" data-days="30">30 days</button>
        <button aria-pressed="false" data-days="90">90 days</button>
        </div>
        <div id="cards"></div>
        </section>
        <section id="habits" role="tabpanel" aria-labelledby="tab-habits" hidden>
        <h1>My Habits</h1>
        <button id="new-habit">+ Add habit</button>
        <ul id="habit-list" aria-label="My Habits"></ul>
        </section>
        </main>
        <p id="status" role="status" aria-live="polite"></p>
        <div id="toast" role="status" hidden><span id="toast-text"></span> <button id="undo">Undo</button></div>
        <dialog id="sheet" aria-labelledby="sheet-title">
        <form method="dialog" id="sheet-form">
        <h2 id="sheet-title"></h2>
        <p id="sheet-times"></p>
        <button type="button" id="stop-timer" hidden>Stop the timer</button>
        <div class="row"><button type="button" id="earlier">Move 15 min earlier</button>
        <button type="button" id="later">Move 15 min later</button></div>
        <div class="row"><button type="button" id="shorter">15 min shorter</button>
        <button type="button" id="longer">15 min longer</button></div>
        <label for="note">Note</label><input id="note" maxlength="500" placeholder="Add a note">
        <div class="row"><button type="button" id="save-note">Save note</button>
        <button type="button" id="delete" class="danger">Delete</button></div>
        <p id="confirm-text" hidden></p>
        <div class="row" id="confirm" hidden><button type="button" id="confirm-yes" class="danger">Delete</button>
        <button type="button" id="confirm-no">Cancel</button></div>
        <button value="close">Close</button>
        </form>
        </dialog>
        <dialog id="place" aria-labelledby="place-title">
        <form method="dialog" id="place-form">
        <h2 id="place-title">Place at…</h2>
        <label for="place-at">Start</label><input id="place-at" type="time" step="900" required>
        <div class="row"><button type="button" id="place-ok">Place</button><button value="close">Cancel</button></div>
        <button type="button" id="start-now">Start a timer now</button>
        </form>
        </dialog>
        <dialog id="form-sheet" aria-labelledby="form-title">
        <form method="dialog" id="habit-form">
        <h2 id="form-title">New habit</h2>
        <label for="f-name">Name</label><input id="f-name" maxlength="50" placeholder="e.g. Morning Run" required>
        <label for="f-emoji">Emoji</label><input id="f-emoji" maxlength="8" placeholder="🏃">
        <label for="f-color">Colour</label><input id="f-color" placeholder="#FF6B6B or coral">
        <label for="f-duration">Duration</label><input id="f-duration" placeholder="30m">
        <label for="f-description">Description</label>
        <textarea id="f-description" maxlength="200" placeholder="Why it matters"></textarea>
        <label for="f-days">Days</label><input id="f-days" placeholder="mon,wed,fri">
        <label for="f-target">Target</label><input id="f-target" placeholder="3/week">
        <label for="f-unit">Unit</label><input id="f-unit" placeholder="glasses">
        <label for="f-goal">Goal</label><input id="f-goal" placeholder="8">
        <label for="f-limit">Limit</label><input id="f-limit" placeholder="3">
        <p id="form-error" role="alert"></p>
        <div class="row"><button type="button" id="form-save">Save</button><button value="close">Cancel</button></div>
        </form>
        </dialog>
        </body>
        </html>

        """
}
