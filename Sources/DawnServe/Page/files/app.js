"use strict";
// dawn-journal's page. Journal text is set with textContent only; the page computes no order,
// lane or counter: it draws the day's screen (GET /api/day/DATE) as it is.
const $ = (id) => document.getElementById(id);
const el = (tag, props, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (k === "text") e.textContent = v;
    else if (k.startsWith("aria") || k.startsWith("data-") || k === "role") e.setAttribute(k.replace(/^aria(?=[A-Z])/, "aria-").toLowerCase(), v);
    else e[k] = v;
  }
  e.append(...kids);
  return e;
};
const S = { csrf: "", date: null, day: null, habits: [], byId: {}, undo: null, busy: false, dragging: false };
// Times on the wire are "HH:MM" (past 24:00 at night); the day's document gives every
// position as a minute of the journal day, with its slot, hour lines, dates and words.
const mins = (t) => { const [h, m] = t.split(":").map(Number); return h * 60 + m; };
const hhmm = (n) => String(Math.floor(n / 60)).padStart(2, "0") + ":" + String(n % 60).padStart(2, "0");
// What the page says (a refusal, in the library's words) stands over the foot of the
// screen, where a tap far down the checklist still sees it, for eight seconds.
let sayTimer = 0;
const say = (text) => {
  $("status").textContent = text;
  clearTimeout(sayTimer);
  if (text) sayTimer = setTimeout(() => { $("status").textContent = ""; }, 8000);
};

// In-flight work, for the browser test to wait on (the page itself never reads it).
const busy = (n) => { window.dawnBusy = (window.dawnBusy || 0) + n; };
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "X-CSRF-Token": S.csrf },
  };
  busy(1);
  let response, json;
  try {
    response = await fetch(path, init);
    json = await response.json();
  } finally { busy(-1); }
  if (!response.ok) {
    // The refusal's sentence, with its code and numbers for the page to act on (never its wording).
    const e = new Error(json.error ? json.error.message : response.statusText);
    Object.assign(e, json.error || {});
    throw e;
  }
  return json;
}

// A change: runs it, offers Undo for a few seconds when it wrote something, redraws. Undo is
// only ever the server's handle for the library's exact inverse (POST /api/undo): the page
// builds no inverse of its own, and a write that changed nothing offers none.
async function change(label, path, body) {
  busy(1);
  let day = null;
  try {
    // `?day=`: the answer carries the day's screen after the write, so a tap costs one
    // request and one redraw.
    const answer = await api(path + "?day=" + S.day.date, body);
    day = answer.day || null;
    say("");
    offerUndo(label, typeof answer.undo === "string" ? ["/api/undo", { undo: answer.undo }] : null);
    return true;
  } catch (e) {
    say(e.message);
    return false;
  } finally {
    if (day) showDay(day); else await refresh();
    busy(-1);
  }
}
let toastTimer = 0;
function offerUndo(label, inverse) {
  S.undo = inverse;
  $("toast-text").textContent = label;
  $("toast").hidden = !inverse;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { $("toast").hidden = true; S.undo = null; }, 6000);
}
async function undo() {
  const inv = S.undo;
  $("toast").hidden = true;
  S.undo = null;
  if (!inv) return;
  busy(1);
  let day = null;
  try { day = (await api(inv[0] + "?day=" + S.day.date, inv[1])).day || null; say("Undone."); } catch (e) { say(e.message); }
  if (day) showDay(day); else await refresh();
  busy(-1);
}

// ---- Today
const habit = (id) => S.byId[id] || { id, name: id, emoji: "", color: null, duration: null };
const label = (id) => { const h = habit(id); return (h.emoji ? h.emoji + " " : "") + h.name; };
// A colour and the text colour the library chose for it (the contrast rule); none when the
// library gives none (a malformed colour: the page's own default).
const paint = (node, color, text) => { if (color) { node.style.background = color; node.style.color = text; } };
function clock() {
  const c = S.day.clock;
  return { first: c.first, end: c.end, now: c.nowMinute, slot: c.slot, hours: c.hours, focus: c.focus };
}
const slotPx = () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--slot")) || 24;

// Draws Today from `day`, unless it is what is drawn already (the event stream's echo of
// the page's own write, whose answer was drawn): then nothing is redrawn.
function showDay(day) {
  const text = JSON.stringify(day);
  if (text === S.shown) return;
  S.shown = text;
  S.day = day; S.date = day.date; S.when = day.when;
  drawToday();
}
async function refresh() {
  busy(1);
  try {
    const [, day] = await Promise.all([S.habitsLoaded ? null : loadHabits(), api("/api/day/" + (S.date || "today"))]);
    if (!S.today) S.today = day.date;
    showDay(day);
    if (!$("history").hidden) await drawHistory();
    if (!$("insights").hidden) await drawInsights();
    if (!$("habits").hidden) drawHabits();
  } catch (e) { say(e.message); } finally { busy(-1); }
}
async function loadHabits() {
  const list = await api("/api/habits");
  S.habits = list.habits; S.words = list.words;
  S.byId = Object.fromEntries(S.habits.map((h) => [h.id, h]));
  S.habitsLoaded = true;
}
async function goDay(date) { S.date = date; say(""); await refresh(); }

function drawToday() {
  window.dawnDraws = (window.dawnDraws || 0) + 1; // for the browser test (the page never reads it)
  const d = S.day;
  $("date").textContent = d.words.date + (d.when === "today" ? " · Today" : "");
  $("go-today").hidden = d.when === "today";
  const week = $("week");
  week.replaceChildren(...d.week.map((w, i) => {
    const b = el("button", { text: d.words.week[i].day + "\n" + w.done + "/" + w.due, ariaLabel: d.words.week[i].label });
    if (w.date === d.date) b.setAttribute("aria-current", "date");
    b.addEventListener("click", () => goDay(w.date));
    return el("li", {}, b);
  }));
  drawTimeline();
  drawChecklist();
  drawTray();
}

// The pixel offset of a minute of the journal day on the timeline.
const y = (minute, c, px) => ((minute - c.first) / c.slot) * px;
function drawTimeline() {
  const d = S.day, c = clock(), px = slotPx(), slots = $("slots");
  const keep = $("timeline").scrollTop;
  slots.style.height = y(c.end, c, px) + "px";
  const kids = [];
  for (const hour of c.hours) {
    const h = el("div", { className: "hour", text: hour.time });
    h.style.top = y(hour.minute, c, px) + "px";
    kids.push(h);
  }
  if (c.now != null) { const n = el("div", { className: "now" }); n.style.top = y(c.now, c, px) + "px"; kids.push(n); }
  for (const e of d.entries) kids.push(block(e, c, px));
  slots.replaceChildren(...kids);
  // Placed once per day shown (and only once the timeline has a height): a live update
  // keeps the scroll a person made; a change of day places it again.
  const view = $("timeline").clientHeight;
  if (S.placed !== d.date && view) {
    S.placed = d.date;
    $("timeline").scrollTop = y(openAt(c, (view / px) * c.slot), c, px);
  } else $("timeline").scrollTop = keep;
}
// Where a day's timeline opens, around the minute the library chose (`clock.focus`: now on
// today, else the first entry's slot, else the first slot): on today with it in the upper
// third of the `shown` minutes, the top on the first hour line that keeps a slot of the
// past above it; on another day on the last hour line a slot above it.
function openAt(c, shown) {
  const lines = c.hours.map((h) => h.minute);
  if (c.now != null) {
    const earliest = c.focus - Math.floor(shown / 3);
    const top = lines.find((m) => m >= earliest);
    return Math.max(c.first, top !== undefined && top <= c.focus - c.slot ? top : earliest);
  }
  const above = lines.filter((m) => m <= c.focus - c.slot);
  return above.length ? above[above.length - 1] : c.first;
}
function block(e, c, px) {
  // `from` and `to` as the library shows the entry: a running one (`- 14:00- Read`,
  // "end": null) to now on today, one slot elsewhere.
  const h = habit(e.habit);
  const span = e.start + "-" + (e.end || "");
  const lanes = e.lanes, lane = e.lane;
  const b = el("button", { className: "block", ariaLabel: h.name + ", " + (e.end ? e.start + " to " + e.end : "from " + e.start) + (e.note ? ", " + e.note : "") });
  b.append(el("span", { text: label(e.habit) + " " + span + (e.note ? " — " + e.note : "") }),
    el("span", { className: "edge", ariaHidden: "true" }));
  b.dataset.start = e.start; b.dataset.habit = e.habit;
  b.style.top = y(e.from, c, px) + "px";
  b.style.height = Math.max(y(e.to, c, px) - y(e.from, c, px) - 2, 12) + "px";
  b.style.left = "calc(" + (100 * lane / lanes) + "% + 2px)";
  b.style.width = "calc(" + (100 / lanes) + "% - 4px)";
  paint(b, e.color, e.textColor);
  if (e.end) b.addEventListener("pointerdown", (ev) => blockDrag(ev, e, b));
  else b.addEventListener("click", (ev) => { if (ev.detail !== 0) openSheet(e); });
  b.addEventListener("click", (ev) => { if (ev.detail === 0) openSheet(e); });
  return b;
}

function drawChecklist() {
  // The rows, their boxes, the actions each offers and every sentence are the document's.
  const d = S.day, w = d.words, list = $("checklist");
  $("counter").textContent = w.counter || "";
  $("counter").hidden = !w.counter;
  const lines = (ls) => ls.map((l) => el("p", { className: l.quiet ? "quiet" : "", text: l.text }));
  $("empty").replaceChildren(...lines(w.notice));
  $("closing").replaceChildren(...lines(w.closing));
  if (d.when === "future") {
    // Looked at, not logged: the habits due that day, with no control.
    list.replaceChildren(...d.order.map((id) => el("li", { className: "upcoming" },
      el("span", { text: w.rows[id] ? w.rows[id].label : label(id) }))));
    return;
  }
  list.replaceChildren(...d.rows.map((r) => {
    const id = r.habit, words = w.rows[id], done = r.state === "done", name = habit(id).name;
    // A tap is toggle's one-line edit of the box as shown (`box`), so that a box another
    // program changed meanwhile is refused with the library's sentence, never flipped back.
    const box = el("input", { type: "checkbox", id: "check-" + id, checked: done, disabled: !r.actions.includes("toggle") });
    box.addEventListener("change", async () => {
      box.checked = done;
      await change((done ? "Unticked " : "Ticked ") + name, "/api/toggle", { habit: id, date: d.date, expecting: r.box });
    });
    const text = el("span", { text: words.label + (words.detail ? " · " + words.detail : "") });
    const li = el("li", { className: done ? "done" : "" }, el("label", { htmlFor: box.id }, box, text));
    const button = (text, aria, said, path, body) => {
      const b = el("button", { text, ariaLabel: aria });
      b.addEventListener("click", () => change(said, path, body));
      li.append(b);
    };
    // One more is a record (`log N`); one less is taken off the total the file holds under
    // the lock (`lower`): never a total computed from this copy.
    if (r.actions.includes("less")) button("−", "One less " + name, "One less " + name, "/api/lower", { habit: id, date: d.date });
    if (r.actions.includes("more")) button("+", "One more " + name, "One more " + name, "/api/log", { habit: id, date: d.date, amount: 1 });
    if (r.actions.includes("skip")) button("Skip", "Skip " + name, "Skipped " + name, "/api/log", { habit: id, date: d.date, skip: true });
    return li;
  }));
}

function drawTray() {
  const tray = S.day.tray;
  $("pills").replaceChildren(...tray.map((t) => {
    const p = el("button", { className: "pill", text: t.label,
      ariaLabel: habit(t.id).name + ": drag onto the timeline, or press to place at a time" });
    p.dataset.habit = t.id;
    paint(p, t.color, t.textColor);
    p.addEventListener("pointerdown", (ev) => pillDrag(ev, t, p));
    p.addEventListener("click", (ev) => { if (ev.detail === 0) openPlace(t.id); });
    return el("li", {}, p);
  }), addHabitItem());
}
// "+ Add habit" at the end of the tray's row (the timeline app's library): a timed habit.
function addHabitItem() {
  const b = el("button", { className: "pill add", text: "+ " + ((S.words && S.words.add) || "Add habit") });
  b.addEventListener("click", () => openForm(null, "tray"));
  return el("li", {}, b);
}
function toggleTray() {
  const open = $("tray-more").getAttribute("aria-expanded") !== "true";
  $("tray-more").setAttribute("aria-expanded", String(open));
  $("tray-more").textContent = open ? "Fewer" : "All habits";
  $("pills").classList.toggle("collapsed", !open);
}

// ---- Gestures (Pointer Events: touch and mouse alike)
function slotAt(clientY) {
  const r = $("slots").getBoundingClientRect(), c = clock();
  const n = Math.floor((clientY - r.top) / slotPx());
  return Math.min(Math.max(c.first + n * c.slot, c.first), c.end - c.slot);
}
function inTimeline(x, y) { const r = $("timeline").getBoundingClientRect(); return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom; }
// Near the timeline's top or bottom edge (after a moment there, so passing through does not
// count) the timeline scrolls under the finger.
let scrollTimer = 0, scrollWait = 0, scrollV = 0;
function autoScroll(x, y) {
  const r = $("timeline").getBoundingClientRect(), zone = 40;
  const v = !inTimeline(x, y) ? 0 : y < r.top + zone ? -8 : y > r.bottom - zone ? 8 : 0;
  if (v === scrollV) return;
  stopScroll();
  scrollV = v;
  if (v) scrollWait = setTimeout(() => { scrollTimer = setInterval(() => { $("timeline").scrollTop += v; }, 16); }, 300);
}
function stopScroll() { clearTimeout(scrollWait); clearInterval(scrollTimer); scrollV = 0; }
function lit(t) {
  let l = $("lit");
  if (t === null) { if (l) l.remove(); return; }
  if (!l) { l = el("div", { className: "lit", id: "lit" }); $("slots").append(l); }
  l.style.top = y(t, clock(), slotPx()) + "px";
}
function track(ev, onMove, onEnd) {
  const id = ev.pointerId;
  const move = (m) => { if (m.pointerId === id) onMove(m); };
  const up = (u) => {
    if (u.pointerId !== id) return;
    document.removeEventListener("pointermove", move);
    document.removeEventListener("pointerup", up);
    document.removeEventListener("pointercancel", up);
    stopScroll();
    onEnd(u, u.type === "pointercancel");
  };
  document.addEventListener("pointermove", move);
  document.addEventListener("pointerup", up);
  document.addEventListener("pointercancel", up);
}
function pillDrag(ev, t, pill) {
  if (ev.button !== 0) return;
  ev.preventDefault();
  let ghost = null, slot = null;
  const x0 = ev.clientX, y0 = ev.clientY;
  track(ev, (m) => {
    if (!ghost && Math.hypot(m.clientX - x0, m.clientY - y0) < 6) return;
    if (!ghost) {
      S.dragging = true;
      ghost = el("div", { className: "ghost", text: t.label, ariaHidden: "true" });
      paint(ghost, t.color, t.textColor);
      ghost.style.width = pill.offsetWidth + 20 + "px";
      ghost.style.height = ((habit(t.id).duration || clock().slot) / clock().slot) * slotPx() + "px";
      document.body.append(ghost);
    }
    ghost.style.left = m.clientX - 20 + "px"; ghost.style.top = m.clientY - 10 + "px";
    slot = inTimeline(m.clientX, m.clientY) ? slotAt(m.clientY) : null;
    lit(slot);
    autoScroll(m.clientX, m.clientY);
  }, async (u, cancelled) => {
    S.dragging = false;
    if (ghost) ghost.remove();
    lit(null);
    if (!ghost) { if (!cancelled) openPlace(t.id); return; }
    if (cancelled || slot === null) return;
    await place(t.id, hhmm(slot));
  });
}
function place(id, at) {
  return change("Placed " + habit(id).name, "/api/log", { habit: id, date: S.day.date, at });
}
function blockDrag(ev, e, b) {
  if (ev.button !== 0) return;
  ev.preventDefault();
  const resize = ev.target.classList.contains("edge") || ev.offsetY > b.offsetHeight - 10;
  const y0 = ev.clientY, top0 = b.offsetTop, h0 = b.offsetHeight, px = slotPx(), slot = clock().slot;
  let moved = false, delta = 0;
  track(ev, (m) => {
    const dy = m.clientY - y0;
    if (!moved && Math.abs(dy) < 6) return;
    moved = true; S.dragging = true;
    delta = Math.round(dy / px) * slot;
    if (resize) b.style.height = Math.max(h0 + (delta / slot) * px, px - 2) + "px";
    else b.style.top = top0 + (delta / slot) * px + "px";
    lit(resize ? e.to + delta - slot : e.from + delta);
    autoScroll(m.clientX, m.clientY);
  }, async (u, cancelled) => {
    S.dragging = false;
    lit(null);
    if (!moved) { if (!cancelled) openSheet(e); return; }
    if (cancelled || delta === 0) { drawTimeline(); return; }
    if (resize) await resizeEntry(e, Math.max(e.to + delta, e.from + slot));
    else await moveEntry(e, e.from + delta);
  });
}
function moveEntry(e, to) {
  return change("Moved " + habit(e.habit).name, "/api/move", { habit: e.habit, date: S.day.date, start: e.start, end: e.end, to: hhmm(to) });
}
function resizeEntry(e, until) {
  return change("Resized " + habit(e.habit).name, "/api/resize", { habit: e.habit, date: S.day.date, start: e.start, end: e.end, until: hhmm(until) });
}
function swipes() {
  let start = null;
  $("day").addEventListener("pointerdown", (ev) => { start = ev.target.closest(".block,.pill") ? null : [ev.clientX, ev.clientY, ev.pointerId]; });
  $("day").addEventListener("pointerup", (ev) => {
    if (!start || ev.pointerId !== start[2] || S.dragging) return;
    const dx = ev.clientX - start[0], dy = ev.clientY - start[1];
    start = null;
    if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) goDay(dx > 0 ? S.day.previous : S.day.next);
  });
  $("day").addEventListener("pointercancel", () => { start = null; });
}

// ---- Sheets
let sheetEntry = null;
function openSheet(e) {
  sheetEntry = e;
  const name = habit(e.habit).name;
  $("sheet-title").textContent = label(e.habit);
  $("sheet-times").textContent = e.start + "-" + (e.end || "") + (e.end ? " · " + e.minutes + " min" : "");
  $("note").value = e.note || "";
  $("confirm").hidden = true; $("confirm-text").hidden = true;
  $("confirm-text").textContent = "Delete " + e.start + "-" + (e.end || "") + " " + name + "?";
  const slot = S.day.words.slot;
  $("earlier").textContent = "Move " + slot + " earlier"; $("later").textContent = "Move " + slot + " later";
  $("shorter").textContent = slot + " shorter"; $("longer").textContent = slot + " longer";
  for (const id of ["earlier", "later", "shorter", "longer"]) $(id).disabled = !e.end;
  $("stop-timer").hidden = !!e.end || S.when !== "today";
  if (!$("sheet").open) $("sheet").showModal();
}
async function sheetDo(f) { const e = sheetEntry; $("sheet").close(); if (e) await f(e); }
function wireSheet() {
  const slot = () => S.day.clock.slot;
  $("earlier").addEventListener("click", () => sheetDo((e) => moveEntry(e, e.from - slot())));
  $("later").addEventListener("click", () => sheetDo((e) => moveEntry(e, e.from + slot())));
  $("shorter").addEventListener("click", () => sheetDo((e) => resizeEntry(e, Math.max(e.to - slot(), e.from + slot()))));
  $("longer").addEventListener("click", () => sheetDo((e) => resizeEntry(e, e.to + slot())));
  $("save-note").addEventListener("click", () => sheetDo((e) => change("Note saved", "/api/note",
    { habit: e.habit, date: S.day.date, start: e.start, end: e.end || undefined, note: $("note").value, expecting: e.note || "" })));
  $("delete").addEventListener("click", () => { $("confirm").hidden = false; $("confirm-text").hidden = false; $("confirm-yes").focus(); });
  $("confirm-no").addEventListener("click", () => { $("confirm").hidden = true; $("confirm-text").hidden = true; });
  $("confirm-yes").addEventListener("click", () => sheetDo((e) =>
    change("Deleted " + habit(e.habit).name, "/api/unlog", { habit: e.habit, date: S.day.date, at: e.start, end: e.end })));
  // A timer (`start`, `stop`): the server's answer carries the undo handle.
  $("stop-timer").addEventListener("click", () => sheetDo((e) =>
    change("Stopped " + habit(e.habit).name, "/api/stop", { habit: e.habit })));
  $("start-now").addEventListener("click", async () => {
    $("place").close();
    await change("Started " + habit(S.placing).name, "/api/start", { habit: S.placing, date: S.day.date });
  });
  $("place-ok").addEventListener("click", async () => {
    const at = $("place-at").value;
    if (!at) return;
    $("place").close();
    await place(S.placing, at);
  });
}
function openPlace(id) {
  S.placing = id;
  $("place-title").textContent = "Place " + habit(id).name + " at…";
  const c = clock();
  $("place-at").value = c.now != null ? hhmm(Math.floor(c.now / c.slot) * c.slot % 1440) : "12:00";
  $("start-now").hidden = S.when !== "today";
  $("place").showModal();
}

// ---- History
async function drawHistory() {
  // Columns, cell words and the empty state are the document's (`history --json`'s words).
  const h = await api("/api/history?days=28&to=" + (S.today || "today"));
  const w = h.words;
  $("history-empty").textContent = w.empty || "";
  $("legend").replaceChildren(...Object.entries(w.states).map(([state, s]) =>
    el("li", {}, el("span", { className: "cell " + state, text: s.glyph, ariaHidden: "true" }), el("span", { text: " " + s.name }))));
  const head = el("tr", {}, el("td", {}), ...w.columns.map((c) =>
    el("th", { scope: "col", ariaLabel: c.label }, el("span", { text: c.day }), el("span", { text: c.number }))));
  const rows = h.habits.map((hb) => el("tr", {}, el("th", { scope: "row", className: "name", text: w.rows[hb.id].label }),
    ...hb.cells.map((state, i) => {
      const b = el("button", { className: "cell " + state, text: w.states[state].glyph, ariaLabel: w.rows[hb.id].tooltips[i] });
      b.addEventListener("click", () => showCell(hb, w.columns[i], w.rows[hb.id].tooltips[i]));
      return el("td", {}, b);
    })));
  $("grid").replaceChildren(el("thead", {}, head), el("tbody", {}, ...rows));
}
async function showCell(hb, column, tooltip) {
  $("cell").textContent = tooltip;
  const day = await api("/api/day/" + column.date);
  const lines = day.entries.filter((e) => e.habit === hb.id).map((e) => e.start + "-" + (e.end || "") + " " + label(e.habit) + (e.note ? " -- " + e.note : ""))
    .concat(day.checklist.filter((c) => c.habit === hb.id).map((c) => "[" + (c.state === "done" ? "x" : c.state === "skipped" ? "-" : " ") + "] " + label(c.habit) + (c.amount != null ? " +" + c.amount : "")));
  const open = el("button", { text: "Open " + column.label });
  open.addEventListener("click", () => { selectTab("today"); goDay(column.date); });
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
    const btn = (text, aria, f) => { const b = el("button", { text, ariaLabel: aria }); b.addEventListener("click", f); li.append(b); return b; };
    const up = btn("↑", "Move " + h.name + " up", () => habitChange("/api/habit/move", { habit: h.id, before: list[i - 1] && list[i - 1].id }));
    up.disabled = i === 0;
    const down = btn("↓", "Move " + h.name + " down", () => habitChange("/api/habit/move", { habit: h.id, after: list[i + 1] && list[i + 1].id }));
    down.disabled = i === list.length - 1;
    btn("Edit", "Edit " + h.name, () => openForm(h));
    if (h.archived) btn("Unarchive", "Unarchive " + h.name, () => habitChange("/api/habit/unarchive", { habit: h.id }));
    else btn("Archive", "Archive " + h.name, () => habitChange("/api/habit/archive", { habit: h.id }));
    // Delete in two steps: the first asks the library (remove without purge); its refusal
    // `habit-has-history` counts the days (`days`) and says so; the second purges.
    const del = btn("Delete", "Delete " + h.name, async () => {
      if (del.dataset.armed) { await habitChange("/api/habit/remove", { habit: h.id, purge: true }); return; }
      try {
        await api("/api/habit/remove", { habit: h.id });
        S.habitsLoaded = false;
        await refresh();
      } catch (e) {
        if (e.code !== "habit-has-history" || !(e.days > 0)) { say(e.message); return; }
        del.dataset.armed = "1";
        del.textContent = "Delete for good";
        say(e.confirm);
      }
    });
    return li;
  }));
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
    b.addEventListener("click", () => { $("f-color").value = p.name; markSwatch(); });
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

// ---- Tabs, live updates, start
function selectTab(name) {
  say("");
  for (const t of ["today", "history", "insights", "habits"]) {
    const on = t === name;
    $(t).hidden = !on;
    $("tab-" + t).setAttribute("aria-selected", String(on));
    $("tab-" + t).tabIndex = on ? 0 : -1;
  }
  refresh();
}
function wire() {
  const tabs = ["today", "history", "insights", "habits"];
  for (const t of tabs) $("tab-" + t).addEventListener("click", () => selectTab(t));
  $("tabs").addEventListener("keydown", (ev) => {
    const i = tabs.findIndex((t) => $("tab-" + t).getAttribute("aria-selected") === "true");
    const j = ev.key === "ArrowRight" ? (i + 1) % 4 : ev.key === "ArrowLeft" ? (i + 3) % 4 : -1;
    if (j >= 0) { selectTab(tabs[j]); $("tab-" + tabs[j]).focus(); }
  });
  $("prev").addEventListener("click", () => goDay(S.day.previous));
  $("next").addEventListener("click", () => goDay(S.day.next));
  $("go-today").addEventListener("click", () => goDay(S.today));
  $("undo").addEventListener("click", undo);
  $("tray-more").addEventListener("click", toggleTray);
  $("new-habit").addEventListener("click", () => openForm(null, "habits"));
  $("form-save").addEventListener("click", saveForm);
  for (const b of $("ranges").querySelectorAll("button")) b.addEventListener("click", () => {
    S.range = Number(b.dataset.days);
    for (const o of $("ranges").querySelectorAll("button")) o.setAttribute("aria-pressed", String(o === b));
    drawInsights();
  });
  wireSheet();
  swipes();
}
let liveTimer = 0;
function live() {
  const es = new EventSource("/api/events");
  es.addEventListener("change", () => {
    clearTimeout(liveTimer);
    liveTimer = setTimeout(function again() {
      if (S.dragging) { liveTimer = setTimeout(again, 200); return; }
      S.habitsLoaded = false;
      refresh();
    }, 50);
  });
}
async function start() {
  wire();
  // The session (the CSRF token a write needs) and the day are asked for at once: the first
  // render waits for one round trip, not two.
  const session = api("/api/session").catch(() => null);
  await refresh();
  const signed = await session;
  if (!signed) { say("Open the sign-in URL the server printed."); return; }
  S.csrf = signed.csrf;
  performance.mark("dawn-today");
  document.body.dataset.ready = "1";
  live();
  if (window.isSecureContext && "serviceWorker" in navigator && location.hostname !== "127.0.0.1" && location.hostname !== "localhost") {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  }
}
start();
