/// `/app.css`: the page's style sheet: light and dark by `prefers-color-scheme`, motion off by
/// `prefers-reduced-motion`, the timeline a column of 15-minute slots (`--slot` px each).
enum PageStyle {
    static let text = """
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; --slot: 24px;
          --bg: #ffffff; --fg: #1a1a1a; --muted: #595959; --line: #d0d0d0; --accent: #a33d00;
          --hover: #ffe0c2; --bar: #767676; --chip: #f2f2f2; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #121212; --fg: #f0f0f0; --muted: #b0b0b0; --line: #3a3a3a; --accent: #ffb070;
            --hover: #5a3a1a; --bar: #9a9a9a; --chip: #242424; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 48rem; background: var(--bg); color: var(--fg); }
        main { padding: 0 0.75rem 4rem; }
        button, input, textarea { font: inherit; color: inherit; }
        button { min-height: 44px; min-width: 44px; border: 1px solid var(--line); border-radius: 10px;
          background: var(--chip); padding: 0 0.75rem; cursor: pointer; }
        button:focus-visible, input:focus-visible, [tabindex]:focus-visible, summary:focus-visible {
          outline: 3px solid var(--accent); outline-offset: 2px; }
        .link { border: none; background: none; color: var(--accent); }
        button:disabled { opacity: 0.5; cursor: default; }
        .danger { color: #b00020; }
        @media (prefers-color-scheme: dark) { .danger { color: #ff8a80; } }
        .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
        [hidden] { display: none !important; }
        #tabs { display: flex; position: sticky; top: 0; z-index: 5; background: var(--bg);
          border-bottom: 1px solid var(--line); }
        #tabs button { flex: 1; border: none; border-radius: 0; background: none; }
        #tabs [aria-selected=true] { font-weight: 700; color: var(--accent); border-bottom: 3px solid var(--accent); }
        .dayhead { display: flex; align-items: center; gap: 0.5rem; }
        .dayhead h1 { flex: 1; text-align: center; font-size: 1.2rem; margin: 0.5rem 0; }
        #week { display: grid; grid-template-columns: repeat(7, 1fr); gap: 4px; list-style: none;
          padding: 0; margin: 0.25rem 0; }
        #week button { width: 100%; padding: 2px; white-space: pre-line; font-size: 0.8rem; line-height: 1.2; }
        #week button[aria-current=date] { border: 2px solid var(--accent); font-weight: 700; }
        #day { touch-action: pan-y; }
        #timeline { position: relative; height: 45vh; overflow-y: auto; border: 1px solid var(--line);
          border-radius: 10px; touch-action: pan-y; }
        #slots { position: relative; margin-left: 3.25rem; }
        .hour { position: absolute; left: -3.25rem; right: 0; border-top: 1px solid var(--line);
          font-size: 0.75rem; color: var(--muted); padding-left: 0.25rem; pointer-events: none; }
        .lit { position: absolute; left: 0; right: 0; height: var(--slot); background: var(--hover);
          pointer-events: none; }
        .now { position: absolute; left: -0.5rem; right: 0; border-top: 2px solid #d10000; pointer-events: none; }
        .block { position: absolute; border: none; border-radius: 6px; padding: 2px 6px; min-height: 0;
          min-width: 0; text-align: left; overflow: hidden; font-size: 0.85rem; touch-action: none;
          box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.15); }
        .block .edge { position: absolute; left: 0; right: 0; bottom: 0; height: 10px; cursor: ns-resize; }
        .ghost { position: fixed; z-index: 20; pointer-events: none; border-radius: 6px; opacity: 0.85;
          padding: 2px 6px; font-size: 0.85rem; }
        #checklist { list-style: none; padding: 0; margin: 0; }
        #checklist li { display: flex; align-items: center; gap: 0.5rem; min-height: 48px;
          border-bottom: 1px solid var(--line); }
        #checklist label { flex: 1; display: flex; align-items: center; gap: 0.75rem; min-height: 44px; }
        #checklist input { width: 1.5rem; height: 1.5rem; accent-color: var(--accent); }
        #checklist .done label { color: var(--muted); text-decoration: line-through; }
        #checklist .amount { min-width: 3rem; text-align: center; }
        #counter { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
        #pills { list-style: none; padding: 0; margin: 0.5rem 0 0; display: flex; flex-wrap: wrap; gap: 6px; }
        #pills.collapsed { flex-wrap: nowrap; overflow-x: auto; }
        .pill { border-radius: 999px; border: none; touch-action: none; white-space: nowrap; }
        #toast { position: fixed; left: 50%; transform: translateX(-50%); bottom: 1rem; z-index: 30;
          background: #1a1a1a; color: #ffffff; padding: 0.5rem 0.75rem; border-radius: 12px;
          display: flex; align-items: center; gap: 0.75rem; }
        #toast button { background: #ffffff; color: #1a1a1a; }
        #status { margin: 0 0.75rem; color: var(--accent); }
        #status:not(:empty) { position: fixed; left: 0.75rem; right: 0.75rem; bottom: 1rem; z-index: 31;
          max-width: 46.5rem; margin: 0 auto; background: var(--bg); border: 2px solid var(--accent);
          border-radius: 12px; padding: 0.5rem 0.75rem; }
        dialog { border: 1px solid var(--line); border-radius: 16px; background: var(--bg); color: var(--fg);
          width: min(30rem, 94vw); }
        dialog label { display: block; margin-top: 0.5rem; }
        dialog input, dialog textarea { width: 100%; min-height: 44px; border: 1px solid var(--bar);
          border-radius: 8px; background: var(--bg); padding: 0 0.5rem; }
        .row { display: flex; gap: 0.5rem; flex-wrap: wrap; margin: 0.5rem 0; }
        #grid-wrap { overflow: auto; max-height: 70vh; }
        #grid { border-collapse: collapse; }
        #grid th { position: sticky; left: 0; background: var(--bg); text-align: left; font-weight: 400;
          white-space: nowrap; padding-right: 0.5rem; z-index: 1; }
        #grid thead th { top: 0; z-index: 2; font-size: 0.75rem; }
        #grid td button { width: 32px; height: 32px; min-width: 32px; min-height: 32px; padding: 0;
          border-radius: 6px; }
        #grid .done { background: #2e7d32; color: #ffffff; }
        #grid .missed { background: var(--chip); }
        #grid .skipped { background: var(--chip); color: var(--muted); }
        #cards { display: grid; gap: 0.75rem; }
        .card { border: 1px solid var(--line); border-radius: 12px; padding: 0.75rem; }
        .card h2 { font-size: 1rem; margin: 0 0 0.25rem; }
        .bar { height: 8px; background: var(--chip); border-radius: 4px; overflow: hidden; }
        .bar div { height: 8px; background: var(--bar); }
        #habit-list { list-style: none; padding: 0; }
        #habit-list li { display: flex; align-items: center; gap: 0.25rem; flex-wrap: wrap; padding: 0.25rem 0;
          border-bottom: 1px solid var(--line); }
        #habit-list .name { flex: 1; min-width: 8rem; }
        .handle { touch-action: none; cursor: grab; }
        @media (prefers-reduced-motion: no-preference) { #toast, .block { transition: opacity 0.2s; } }
        @media (min-width: 900px) { #timeline { height: 60vh; } }

        """
}
