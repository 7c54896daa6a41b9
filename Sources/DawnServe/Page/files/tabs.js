"use strict";
// dawn-journal's page, 5 of 5: History, Insights and My Habits, each drawn from its document.
// ---- History
async function drawHistory() {
  // Columns, cell words and the empty state are the document's (`history --json`'s words).
  const h = await api("/api/history?days=28&to=" + (S.today || "today"));
  const w = h.words;
  S.history = h;
  $("history-empty").textContent = w.empty || "";
  $("legend").replaceChildren(...Object.entries(w.states).map(([state, s]) =>
    el("li", {}, el("span", { className: "cell " + state, text: s.glyph, ariaHidden: "true" }), el("span", { text: " " + s.name }))));
  const head = el("tr", {}, el("td", {}), ...w.columns.map((c) =>
    el("th", { scope: "col", ariaLabel: c.label }, el("span", { text: c.day }), el("span", { text: c.number }))));
  const rows = h.habits.map((hb, r) => el("tr", {}, el("th", { scope: "row", className: "name", text: w.rows[hb.id].label }),
    ...hb.cells.map((state, i) => {
      const b = el("button", { className: "cell " + state, text: w.states[state].glyph, ariaLabel: w.rows[hb.id].tooltips[i] });
      b.dataset.row = String(r); b.dataset.column = String(i);
      return el("td", {}, b);
    })));
  $("grid").replaceChildren(el("thead", {}, head), el("tbody", {}, ...rows));
}
async function showCell(hb, column, tooltip) {
  $("cell").textContent = tooltip;
  $("cell-lines").replaceChildren();
  let day;
  try {
    day = await api("/api/day/" + column.date);
    if (!day.words || !day.words.lines) throw new Error(OLDER);
  } catch (e) { say(e.message); return; }
  // The habit's lines that day as the terminal's History lists them (the day's `words.lines`).
  const lines = day.words.lines[hb.id] || [S.history.words.nothing];
  const open = el("button", { text: column.open });
  open.dataset.date = column.date;
  $("cell-lines").replaceChildren(...lines.map((l) => el("li", { text: l })), el("li", {}, open));
}

// ---- Insights
S.range = 7;
async function drawInsights() {
  // Every heading, percentage and sentence is the document's (`summary --json`'s words),
  // as the terminal's Insights says them; the bars are grey, the verdict never coloured.
  const s = await api("/api/summary?days=" + S.range + "&to=" + (S.today || "today"));
  const w = s.words;
  const card = (title, ...kids) => el("div", { className: "card" }, el("h2", { text: title }), ...kids);
  const bar = (p, text) => { const b = el("div", { className: "bar", role: "img", ariaLabel: text }); const f = el("div"); f.style.width = (p || 0) + "%"; b.append(f); return b; };
  $("insights-window").textContent = w.window;
  if (w.empty) { $("cards").replaceChildren(el("p", { className: "empty", text: w.empty })); return; }
  const cards = [card(w.overall.heading, el("p", { className: "big", text: w.overall.percent }),
    el("p", { className: "outof", text: w.overall.outOf }), bar(s.overall.percent, w.overall.percent))];
  const rows = s.habits.map((h) => {
    const hw = w.habits[h.id];
    return el("li", {}, el("p", { className: "name", text: hw.label }),
      el("p", { className: "detail", text: (h.percent == null ? "" : hw.percent + " · ") + hw.detail }), bar(h.percent, hw.percent));
  });
  cards.push(card(w.byHabit, el("ul", { className: "by-habit" }, ...rows)));
  for (const c of w.cards) cards.push(card(c.heading, el("p", { className: "insight", text: c.text })));
  if (w.notEnough) cards.push(el("p", { className: "empty", text: w.notEnough }));
  $("cards").replaceChildren(...cards);
}

// ---- Habits
function drawHabits() {
  // Each row's label, status and description, and the empty state, are the document's
  // (`habit list --json`'s words).
  const list = S.habits, w = S.words;
  $("habits-empty").textContent = w.empty || "";
  $("habit-list").replaceChildren(...list.map((h, i) => {
    const rw = w.rows[h.id];
    const li = el("li", {}, el("div", { className: "about" },
      el("span", { className: "name", text: rw.label + (rw.status ? " · " + rw.status : "") }),
      el("span", { className: "description", text: rw.description })));
    const btn = (action, text, aria) => {
      const b = el("button", { text, ariaLabel: aria });
      b.dataset.action = action; b.dataset.index = String(i);
      li.append(b);
      return b;
    };
    btn("up", "↑", "Move " + h.name + " up").disabled = i === 0;
    btn("down", "↓", "Move " + h.name + " down").disabled = i === list.length - 1;
    btn("edit", "Edit", "Edit " + h.name);
    if (h.archived) btn("unarchive", "Unarchive", "Unarchive " + h.name);
    else btn("archive", "Archive", "Archive " + h.name);
    // A delete asks first, naming the habit; the question belongs to that habit (S.armed), so a
    // list that moves under the finger cannot turn a second tap into another habit's delete.
    const armed = S.armed && S.armed.id === h.id ? S.armed.step : 0;
    btn("delete", armed === 0 ? "Delete" : armed === 1 ? "Delete " + h.name + "?" : "Delete for good", "Delete " + h.name);
    return li;
  }));
}

// The listeners of History and My Habits, attached once (wire()).
function wireTabs() {
  $("grid").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-row]"), h = S.history;
    if (!b || !h) return;
    const hb = h.habits[Number(b.dataset.row)], i = Number(b.dataset.column);
    showCell(hb, h.words.columns[i], h.words.rows[hb.id].tooltips[i]);
  });
  $("cell-lines").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-date]");
    if (b) { selectTab("today"); goDay(b.dataset.date); }
  });
  $("habit-list").addEventListener("click", async (ev) => {
    const b = ev.target.closest("button[data-action]");
    if (!b) return;
    const list = S.habits, i = Number(b.dataset.index), h = list[i];
    switch (b.dataset.action) {
      case "up": return habitChange("/api/habit/move", { habit: h.id, before: list[i - 1] && list[i - 1].id });
      case "down": return habitChange("/api/habit/move", { habit: h.id, after: list[i + 1] && list[i + 1].id });
      case "edit": return openForm(h);
      case "archive": return habitChange("/api/habit/archive", { habit: h.id });
      case "unarchive": return habitChange("/api/habit/unarchive", { habit: h.id });
      case "delete": {
        // "Delete Stretch?" first; then the library's remove: a habit without history is deleted
        // with an Undo (the library's inverse); one with history is refused (`habit-has-history`,
        // its `days`, and its `confirm`, the library's question) and a third tap purges.
        const step = S.armed && S.armed.id === h.id ? S.armed.step : 0;
        if (step === 0) { S.armed = { id: h.id, step: 1 }; drawHabits(); return; }
        S.armed = null;
        if (step === 2) return habitChange("/api/habit/remove", { habit: h.id, purge: true });
        try {
          const answer = await api("/api/habit/remove", { habit: h.id });
          offerUndo("Deleted " + h.name, typeof answer.undo === "string" ? ["/api/undo", { undo: answer.undo }] : null);
          S.habitsLoaded = false;
          await refresh();
        } catch (e) {
          if (e.code !== "habit-has-history" || !(e.days > 0)) { say(e.message); drawHabits(); return; }
          S.armed = { id: h.id, step: 2 };
          drawHabits();
          say(e.confirm);
        }
      }
    }
  });
  $("swatch-list").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-color]");
    if (b) { $("f-color").value = b.dataset.color; markSwatch(); }
  });
}
async function habitChange(path, body) {
  try { await api(path, body); say(""); } catch (e) { say(e.message); }
  S.habitsLoaded = false;
  await refresh();
}
let editing = null, opened = {};
const FIELDS = ["emoji", "color", "duration", "description", "days", "target", "unit", "goal", "limit"];
// The form's labels, hints, colour swatches and durations are the document's; a new habit
// starts with the defaults of where it was added from (the tray: timed, 30 minutes).
function openForm(h, entry) {
  const f = S.words.form;
  editing = h;
  $("form-title").textContent = h ? "Edit " + h.name : S.words.add;
  for (const [key, field] of Object.entries(f.fields)) {
    $("l-" + key).textContent = field.label;
    $("f-" + key).placeholder = field.hint;
  }
  $("swatch-list").replaceChildren(...f.presets.map((p) => {
    const b = el("button", { type: "button", className: "swatch", ariaLabel: p.name, title: p.name });
    b.style.background = p.color; b.dataset.color = p.name;
    return b;
  }));
  $("f-duration").replaceChildren(...f.durations.map((d) => el("option", { value: d.minutes == null ? "" : d.minutes + "m", text: d.label })));
  const start = h ? null : f.defaults[entry || "habits"];
  $("f-name").value = h ? h.name : "";
  opened = {};
  for (const key of FIELDS) {
    let v = h ? h[key] : key === "duration" ? start.duration : key === "color" ? start.color : null;
    if (key === "duration" && v != null) v = v + "m";
    if (Array.isArray(v)) v = v.join(",");
    v = v == null ? "" : String(v);
    if (key === "duration" && v && ![...$("f-duration").options].some((o) => o.value === v)) {
      $("f-duration").append(el("option", { value: v, text: v }));
    }
    $("f-" + key).value = v;
    // A new habit sends what differs from `habit add`'s own choice: the colour it would pick.
    opened[key] = h || key === "color" ? v : "";
  }
  markSwatch();
  $("form-error").textContent = "";
  $("form-sheet").showModal();
}
function markSwatch() {
  for (const b of $("swatch-list").children) b.setAttribute("aria-pressed", String(b.dataset.color === $("f-color").value.trim().toLowerCase()));
}
async function saveForm() {
  const body = {};
  const name = $("f-name").value.trim();
  // An edit sends only the fields changed in the form (an emptied one removes its line),
  // never this copy's values over another program's change to the others.
  for (const f of FIELDS) {
    const v = $("f-" + f).value.trim();
    if (editing ? v !== opened[f].trim() : v) body[f] = v;
  }
  try {
    let said = "";
    if (editing) {
      if (name !== editing.name) body.name = name;
      if (Object.keys(body).length) { await api("/api/habit/edit", Object.assign({ habit: editing.id }, body)); said = "Saved " + name + "."; }
    } else {
      body.name = name;
      await api("/api/habit/add", body);
      said = "Added " + name + ".";
    }
    $("form-sheet").close();
    S.habitsLoaded = false;
    await refresh();
    say(said);
  } catch (e) { $("form-error").textContent = e.message; }
}
