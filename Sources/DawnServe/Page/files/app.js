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
const SLOT = 15;
const mins = (t) => { const [h, m] = t.split(":").map(Number); return h * 60 + m; };
const hhmm = (n) => String(Math.floor(n / 60)).padStart(2, "0") + ":" + String(n % 60).padStart(2, "0");
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const parseDate = (s) => { const [y, m, d] = s.split("-").map(Number); return new Date(Date.UTC(y, m - 1, d)); };
const iso = (d) => d.toISOString().slice(0, 10);
const addDays = (s, n) => { const d = parseDate(s); d.setUTCDate(d.getUTCDate() + n); return iso(d); };
const longDate = (s) => { const d = parseDate(s); return WEEKDAYS[d.getUTCDay()] + " " + d.getUTCDate() + " " + MONTHS[d.getUTCMonth()]; };
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
  if (!response.ok) throw new Error(json.error ? json.error.message : response.statusText);
  return json;
}

// A change: runs it, offers its inverse as Undo for a few seconds, redraws.
async function change(label, path, body, inverse) {
  if (S.when === "future" && path !== "/api/unlog") { say("Can't complete future habits."); return false; }
  busy(1);
  try {
    // The server's handle for the library's exact inverse (POST /api/undo); the page's own
    // inverse only where the answer carries none.
    const answer = await api(path, body);
    say("");
    offerUndo(label, typeof answer.undo === "string" ? ["/api/undo", { undo: answer.undo }] : inverse);
    return true;
  } catch (e) {
    say(e.message);
    return false;
  } finally {
    await refresh();
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
  try { await api(inv[0], inv[1]); say("Undone."); } catch (e) { say(e.message); }
  await refresh();
  busy(-1);
}

// ---- Today
const habit = (id) => S.byId[id] || { id, name: id, emoji: "", color: null, duration: 30 };
const label = (id) => { const h = habit(id); return (h.emoji ? h.emoji + " " : "") + h.name; };
function textOn(hex) {
  if (!hex) return "#1a1a1a";
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  const L = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  return (L + 0.05) / 0.05 > 1.05 / (L + 0.05) ? "#000000" : "#ffffff";
}
function clock() {
  const c = S.day.clock || {};
  return { first: mins(c.firstSlot || "04:00"), end: mins(c.nightEnd || "28:00"), now: c.now || null };
}
const slotPx = () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--slot")) || 24;

async function loadDay(date) {
  const [day, week] = await Promise.all([api("/api/day/" + date), api("/api/week/" + date)]);
  S.day = day; S.week = week; S.date = day.date;
  S.when = day.when || (S.today && day.date > S.today ? "future" : "past");
}
async function refresh() {
  busy(1);
  try {
    await Promise.all([S.habitsLoaded ? null : loadHabits(), loadDay(S.date || "today")]);
    if (!S.today) S.today = S.day.date;
    drawToday();
    if (!$("history").hidden) await drawHistory();
    if (!$("insights").hidden) await drawInsights();
    if (!$("habits").hidden) drawHabits();
  } catch (e) { say(e.message); } finally { busy(-1); }
}
async function loadHabits() {
  S.habits = (await api("/api/habits")).habits;
  S.byId = Object.fromEntries(S.habits.map((h) => [h.id, h]));
  S.habitsLoaded = true;
}
async function goDay(date) { S.date = date; say(""); await refresh(); }

function drawToday() {
  const d = S.day;
  $("date").textContent = longDate(d.date) + (d.date === S.today ? " · Today" : "");
  $("go-today").hidden = d.date === S.today;
  const week = $("week");
  week.replaceChildren(...S.week.days.map((w) => {
    const b = el("button", { text: WEEKDAYS[parseDate(w.date).getUTCDay()] + "\n" + w.done + "/" + w.due,
      ariaLabel: longDate(w.date) + ", " + w.done + " of " + w.due + " done" });
    if (w.date === d.date) b.setAttribute("aria-current", "date");
    b.addEventListener("click", () => goDay(w.date));
    return el("li", {}, b);
  }));
  drawTimeline();
  drawChecklist();
  drawTray();
}

function drawTimeline() {
  const d = S.day, c = clock(), px = slotPx(), slots = $("slots");
  const keep = $("timeline").scrollTop;
  slots.style.height = ((c.end - c.first) / SLOT) * px + "px";
  const kids = [];
  for (let t = c.first; t < c.end; t += 60) {
    const h = el("div", { className: "hour", text: hhmm(t % 1440) });
    h.style.top = ((t - c.first) / SLOT) * px + "px";
    kids.push(h);
  }
  if (c.now) { const n = el("div", { className: "now" }); n.style.top = ((mins(c.now) - c.first) / SLOT) * px + "px"; kids.push(n); }
  for (const e of d.entries) kids.push(block(e, c, px));
  slots.replaceChildren(...kids);
  // Placed once per day shown (and only once the timeline has a height): a live update
  // keeps the scroll a person made; a change of day places it again.
  const view = $("timeline").clientHeight;
  if (S.placed !== d.date && view) {
    S.placed = d.date;
    $("timeline").scrollTop = ((openAt(d, c, (view / px) * SLOT) - c.first) / SLOT) * px;
  } else $("timeline").scrollTop = keep;
}
// Where a day's timeline opens (Docs/UI.md, as the terminal's Today): on today with now in the
// upper third of the `shown` minutes, its top on the latest hour line that does so with a
// slot of the past above now (else a third above now); on another day on the hour line
// above its first entry's slot, or at the day's start.
function openAt(d, c, shown) {
  const hour = (t) => c.first + Math.floor((t - c.first) / 60) * 60;
  if (c.now) {
    const now = mins(c.now), earliest = now - Math.floor(shown / 3);
    const top = hour(earliest + 59);
    return Math.max(c.first, top <= now - SLOT ? top : earliest);
  }
  return d.entries.length ? Math.max(c.first, hour(Math.min(...d.entries.map((e) => mins(e.start))) - SLOT)) : c.first;
}
function block(e, c, px) {
  // A running entry (`- 14:00- Read`, "end": null) runs to now on today, one slot elsewhere.
  const h = habit(e.habit), s = mins(e.start);
  const en = e.end ? mins(e.end) : Math.max(c.now ? mins(c.now) : 0, s + SLOT);
  const span = e.start + "-" + (e.end || "");
  const lanes = e.lanes || 1, lane = e.lane || 0;
  const color = e.color || h.color || "#b2bec3";
  const b = el("button", { className: "block", ariaLabel: h.name + ", " + (e.end ? e.start + " to " + e.end : "from " + e.start) + (e.note ? ", " + e.note : "") });
  b.append(el("span", { text: label(e.habit) + " " + span + (e.note ? " — " + e.note : "") }),
    el("span", { className: "edge", ariaHidden: "true" }));
  b.dataset.start = e.start; b.dataset.habit = e.habit;
  b.style.top = ((s - c.first) / SLOT) * px + "px";
  b.style.height = Math.max(((en - s) / SLOT) * px - 2, 12) + "px";
  b.style.left = "calc(" + (100 * lane / lanes) + "% + 2px)";
  b.style.width = "calc(" + (100 / lanes) + "% - 4px)";
  b.style.background = color;
  b.style.color = e.textColor || textOn(color);
  if (e.end) b.addEventListener("pointerdown", (ev) => blockDrag(ev, e, b));
  else b.addEventListener("click", (ev) => { if (ev.detail !== 0) openSheet(e); });
  b.addEventListener("click", (ev) => { if (ev.detail === 0) openSheet(e); });
  return b;
}

function drawChecklist() {
  const d = S.day, list = $("checklist");
  const states = Object.fromEntries(d.habits.map((h) => [h.id, h]));
  const order = d.order || d.habits.filter((h) => h.due || h.state === "done").map((h) => h.id);
  const counter = d.counter === undefined ? { done: d.done, due: d.due } : d.counter;
  $("counter").textContent = counter ? counter.done + " of " + counter.due + " completed" : "";
  $("counter").hidden = !counter;
  const empty = { "no-habits": "No habits yet. Add one to start.", "no-active-habits": "No active habits.", "habits-start": "Your habits have not started yet.",
    "no-habits-for-day": "No habits for this day.", "all-skipped": "Every habit is skipped today.",
    "all-completed-today": "All done for today!" }[d.emptyState] || "";
  $("empty").textContent = S.when === "future" ? "Can't complete future habits." : empty;
  list.replaceChildren(...order.map((id) => {
    const st = states[id] || { id, state: "pending" };
    const done = st.state === "done";
    const box = el("input", { type: "checkbox", id: "check-" + id, checked: done });
    // A tap is toggle's one-line edit of the box as shown (as the library's DayView.box has
    // it: ticked when an item is, else the first item's state), so that a box another
    // program changed meanwhile is refused with the library's sentence, never flipped back.
    const items = d.checklist.filter((c) => c.habit === id);
    const shown = items.some((c) => c.state === "done") ? "done" : items.length ? items[0].state : "not-done";
    box.addEventListener("change", async () => {
      box.checked = done;
      if (S.when === "future") { say("Can't complete future habits."); return; }
      await change((done ? "Unticked " : "Ticked ") + habit(id).name, "/api/toggle",
        { habit: id, date: d.date, expecting: shown }, null);
    });
    const name = el("span", { text: label(id) + (st.total != null ? " · " + st.total + (st.unit ? " " + st.unit : "") : "") });
    const lab = el("label", { htmlFor: box.id }, box, name);
    const li = el("li", { className: done ? "done" : "" }, lab);
    if (st.unit || st.total != null) {
      // One more is a record (`log N`); one less is taken off the total the file holds
      // under the lock (`lower`): never a total computed from this copy.
      const minus = el("button", { text: "−", ariaLabel: "One less " + habit(id).name });
      minus.addEventListener("click", () => change("One less " + habit(id).name, "/api/lower", { habit: id, date: d.date }, null));
      const plus = el("button", { text: "+", ariaLabel: "One more " + habit(id).name });
      plus.addEventListener("click", () => change("One more " + habit(id).name, "/api/log", { habit: id, date: d.date, amount: 1 }, null));
      li.append(minus, plus);
    }
    if (!done && st.state !== "skipped") {
      const skip = el("button", { text: "Skip", ariaLabel: "Skip " + habit(id).name });
      skip.addEventListener("click", () => change("Skipped " + habit(id).name, "/api/log",
        { habit: id, date: d.date, skip: true }, ["/api/unlog", { habit: id, date: d.date }]));
      li.append(skip);
    }
    return li;
  }));
}

function drawTray() {
  const tray = S.day.tray || S.habits.filter((h) => h.status === "active" && h.duration)
    .map((h) => ({ id: h.id, label: label(h.id), color: h.color }));
  $("pills").replaceChildren(...tray.map((t) => {
    const color = t.color || "#b2bec3";
    const p = el("button", { className: "pill", text: t.label,
      ariaLabel: habit(t.id).name + ": drag onto the timeline, or press to place at a time" });
    p.dataset.habit = t.id;
    p.style.background = color; p.style.color = t.textColor || textOn(color);
    p.addEventListener("pointerdown", (ev) => pillDrag(ev, t, p));
    p.addEventListener("click", (ev) => { if (ev.detail === 0) openPlace(t.id); });
    return el("li", {}, p);
  }));
}
function toggleTray() {
  const open = $("tray-more").getAttribute("aria-expanded") !== "true";
  $("tray-more").setAttribute("aria-expanded", String(open));
  $("tray-more").textContent = open ? "Fewer" : "All habits";
  $("pills").classList.toggle("collapsed", !open);
  $("add-habit").hidden = !open;
}

// ---- Gestures (Pointer Events: touch and mouse alike)
function slotAt(clientY) {
  const r = $("slots").getBoundingClientRect(), c = clock();
  const n = Math.floor((clientY - r.top) / slotPx());
  return Math.min(Math.max(c.first + n * SLOT, c.first), c.end - SLOT);
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
  l.style.top = ((t - clock().first) / SLOT) * slotPx() + "px";
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
  const color = t.color || "#b2bec3";
  let ghost = null, slot = null;
  const x0 = ev.clientX, y0 = ev.clientY;
  track(ev, (m) => {
    if (!ghost && Math.hypot(m.clientX - x0, m.clientY - y0) < 6) return;
    if (!ghost) {
      S.dragging = true;
      ghost = el("div", { className: "ghost", text: t.label, ariaHidden: "true" });
      ghost.style.background = color; ghost.style.color = t.textColor || textOn(color);
      ghost.style.width = pill.offsetWidth + 20 + "px";
      ghost.style.height = ((habit(t.id).duration || 30) / SLOT) * slotPx() + "px";
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
async function place(id, at) {
  const d = S.day, before = new Set(d.entries.map((e) => e.start + e.end + e.habit));
  const ok = await change("Placed " + habit(id).name, "/api/log", { habit: id, date: d.date, at }, null);
  if (!ok || S.undo) return;
  const added = S.day.entries.find((e) => e.habit === id && e.start === at && !before.has(e.start + e.end + e.habit));
  if (added) offerUndo("Placed " + habit(id).name, ["/api/unlog", { habit: id, date: d.date, at: added.start, end: added.end }]);
}
function blockDrag(ev, e, b) {
  if (ev.button !== 0) return;
  ev.preventDefault();
  const resize = ev.target.classList.contains("edge") || ev.offsetY > b.offsetHeight - 10;
  const y0 = ev.clientY, top0 = b.offsetTop, h0 = b.offsetHeight, px = slotPx();
  let moved = false, delta = 0;
  track(ev, (m) => {
    const dy = m.clientY - y0;
    if (!moved && Math.abs(dy) < 6) return;
    moved = true; S.dragging = true;
    delta = Math.round(dy / px) * SLOT;
    if (resize) b.style.height = Math.max(h0 + (delta / SLOT) * px, px - 2) + "px";
    else b.style.top = top0 + (delta / SLOT) * px + "px";
    lit(resize ? mins(e.end) + delta - SLOT : mins(e.start) + delta);
    autoScroll(m.clientX, m.clientY);
  }, async (u, cancelled) => {
    S.dragging = false;
    lit(null);
    if (!moved) { if (!cancelled) openSheet(e); return; }
    if (cancelled || delta === 0) { drawTimeline(); return; }
    if (resize) await resizeEntry(e, Math.max(mins(e.end) + delta, mins(e.start) + SLOT));
    else await moveEntry(e, mins(e.start) + delta);
  });
}
function moveEntry(e, to) {
  const len = mins(e.end) - mins(e.start), t = hhmm(to);
  return change("Moved " + habit(e.habit).name, "/api/move", { habit: e.habit, date: S.day.date, start: e.start, end: e.end, to: t },
    ["/api/move", { habit: e.habit, date: S.day.date, start: t, end: hhmm(to + len), to: e.start }]);
}
function resizeEntry(e, until) {
  const u = hhmm(until);
  return change("Resized " + habit(e.habit).name, "/api/resize", { habit: e.habit, date: S.day.date, start: e.start, end: e.end, until: u },
    ["/api/resize", { habit: e.habit, date: S.day.date, start: e.start, end: u, until: e.end }]);
}
function swipes() {
  let start = null;
  $("day").addEventListener("pointerdown", (ev) => { start = ev.target.closest(".block,.pill") ? null : [ev.clientX, ev.clientY, ev.pointerId]; });
  $("day").addEventListener("pointerup", (ev) => {
    if (!start || ev.pointerId !== start[2] || S.dragging) return;
    const dx = ev.clientX - start[0], dy = ev.clientY - start[1];
    start = null;
    if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) goDay(addDays(S.day.date, dx > 0 ? -1 : 1));
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
  for (const id of ["earlier", "later", "shorter", "longer"]) $(id).disabled = !e.end;
  $("stop-timer").hidden = !!e.end || S.when !== "today";
  if (!$("sheet").open) $("sheet").showModal();
}
async function sheetDo(f) { const e = sheetEntry; $("sheet").close(); if (e) await f(e); }
function wireSheet() {
  $("earlier").addEventListener("click", () => sheetDo((e) => moveEntry(e, mins(e.start) - SLOT)));
  $("later").addEventListener("click", () => sheetDo((e) => moveEntry(e, mins(e.start) + SLOT)));
  $("shorter").addEventListener("click", () => sheetDo((e) => resizeEntry(e, Math.max(mins(e.end) - SLOT, mins(e.start) + SLOT))));
  $("longer").addEventListener("click", () => sheetDo((e) => resizeEntry(e, mins(e.end) + SLOT)));
  $("save-note").addEventListener("click", () => sheetDo((e) => change("Note saved", "/api/note",
    { habit: e.habit, date: S.day.date, start: e.start, end: e.end || undefined, note: $("note").value, expecting: e.note || "" },
    null)));
  $("delete").addEventListener("click", () => { $("confirm").hidden = false; $("confirm-text").hidden = false; $("confirm-yes").focus(); });
  $("confirm-no").addEventListener("click", () => { $("confirm").hidden = true; $("confirm-text").hidden = true; });
  $("confirm-yes").addEventListener("click", () => sheetDo((e) => {
    const back = { habit: e.habit, date: S.day.date, at: e.start, for: e.minutes + "m" };
    if (e.note) back.note = e.note;
    return change("Deleted " + habit(e.habit).name, "/api/unlog", { habit: e.habit, date: S.day.date, at: e.start, end: e.end },
      ["/api/log", back]);
  }));
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
  $("place-at").value = S.day.clock && S.day.clock.now ? hhmm(Math.floor(mins(S.day.clock.now) / 15) * 15 % 1440) : "12:00";
  $("start-now").hidden = S.when !== "today";
  $("place").showModal();
}

// ---- History
async function drawHistory() {
  const h = await api("/api/history?days=28&to=" + (S.today || "today"));
  const head = el("tr", {}, el("td", {}), ...h.dates.map((d) => el("th", { scope: "col", text: String(parseDate(d).getUTCDate()) })));
  const rows = h.habits.map((hb) => el("tr", {}, el("th", { scope: "row", text: label(hb.id) }),
    ...hb.cells.map((state, i) => {
      const date = h.dates[i], word = { done: "Completed", missed: "Missed", skipped: "Skipped", pending: "Pending" }[state] || "Not due";
      const b = el("button", { className: state, text: state === "done" ? "✓" : state === "skipped" ? "–" : "",
        ariaLabel: hb.name + ", " + longDate(date) + ", " + word });
      b.addEventListener("click", () => showCell(hb, date, word));
      return el("td", {}, b);
    })));
  $("grid").replaceChildren(el("thead", {}, head), el("tbody", {}, ...rows));
}
async function showCell(hb, date, word) {
  $("cell").textContent = longDate(date) + " · " + word;
  const day = await api("/api/day/" + date);
  const lines = day.entries.filter((e) => e.habit === hb.id).map((e) => e.start + "-" + e.end + " " + label(e.habit) + (e.note ? " -- " + e.note : ""))
    .concat(day.checklist.filter((c) => c.habit === hb.id).map((c) => "[" + (c.state === "done" ? "x" : c.state === "skipped" ? "-" : " ") + "] " + label(c.habit) + (c.amount != null ? " +" + c.amount : "")));
  const open = el("button", { text: "Open " + longDate(date) });
  open.addEventListener("click", () => { selectTab("today"); goDay(date); });
  $("cell-lines").replaceChildren(...lines.map((l) => el("li", { text: l })), el("li", {}, open));
}

// ---- Insights
S.range = 7;
async function drawInsights() {
  const s = await api("/api/summary?days=" + S.range + "&to=" + (S.today || "today"));
  const o = s.overall;
  const card = (title, ...kids) => el("div", { className: "card" }, el("h2", { text: title }), ...kids);
  const bar = (p) => { const b = el("div", { className: "bar", role: "img", ariaLabel: (p == null ? 0 : p) + "%" }); const f = el("div"); f.style.width = (p || 0) + "%"; b.append(f); return b; };
  const cards = [card("Overall consistency", el("p", { className: "big", text: (o.percent == null ? "–" : o.percent + "%") }),
    el("p", { className: "outof", text: o.done + " out of " + o.due + " total habit instances" }), bar(o.percent))];
  for (const h of s.habits) {
    if (!h.due) continue;
    cards.push(card(label(h.id), el("p", { text: h.done + " of " + h.due + (h.percent == null ? "" : " · " + h.percent + "%") + (h.minutes ? " · " + h.minutes + " min" : "") }), bar(h.percent)));
  }
  $("cards").replaceChildren(...cards);
}

// ---- Habits
function drawHabits() {
  const list = S.habits;
  $("habit-list").replaceChildren(...list.map((h, i) => {
    const li = el("li", {}, el("span", { className: "name", text: label(h.id) + (h.status === "archived" || h.archived ? " (archived)" : "") }));
    const btn = (text, aria, f) => { const b = el("button", { text, ariaLabel: aria }); b.addEventListener("click", f); li.append(b); return b; };
    const up = btn("↑", "Move " + h.name + " up", () => habitChange("/api/habit/move", { habit: h.id, before: list[i - 1] && list[i - 1].id }));
    up.disabled = i === 0;
    const down = btn("↓", "Move " + h.name + " down", () => habitChange("/api/habit/move", { habit: h.id, after: list[i + 1] && list[i + 1].id }));
    down.disabled = i === list.length - 1;
    btn("Edit", "Edit " + h.name, () => openForm(h));
    if (h.archived) btn("Unarchive", "Unarchive " + h.name, () => habitChange("/api/habit/unarchive", { habit: h.id }));
    else btn("Archive", "Archive " + h.name, () => habitChange("/api/habit/archive", { habit: h.id }));
    // Delete in two steps: the first asks the library (remove without purge), whose refusal
    // counts the days of history; the second purges.
    const del = btn("Delete", "Delete " + h.name, async () => {
      if (del.dataset.armed) { await habitChange("/api/habit/remove", { habit: h.id, purge: true }); return; }
      try {
        await api("/api/habit/remove", { habit: h.id });
        S.habitsLoaded = false;
        await refresh();
      } catch (e) {
        const m = /This will delete [^.]*\./.exec(e.message);
        del.dataset.armed = "1";
        del.textContent = "Delete for good";
        say((m ? m[0] : e.message) + " Press Delete for good to go on.");
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
function openForm(h) {
  editing = h;
  $("form-title").textContent = h ? "Edit " + h.name : "New habit";
  $("f-name").value = h ? h.name : "";
  opened = {};
  for (const f of FIELDS) {
    let v = h ? h[f] : null;
    if (f === "duration" && v != null) v = v + "m";
    if (Array.isArray(v)) v = v.join(",");
    $("f-" + f).value = opened[f] = v == null ? "" : String(v);
  }
  $("form-error").textContent = "";
  $("form-sheet").showModal();
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
    if (editing) {
      if (name !== editing.name) body.name = name;
      if (Object.keys(body).length) await api("/api/habit/edit", Object.assign({ habit: editing.id }, body));
    } else {
      body.name = name;
      await api("/api/habit/add", body);
    }
    $("form-sheet").close();
    S.habitsLoaded = false;
    await refresh();
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
  $("prev").addEventListener("click", () => goDay(addDays(S.day.date, -1)));
  $("next").addEventListener("click", () => goDay(addDays(S.day.date, 1)));
  $("go-today").addEventListener("click", () => goDay(S.today));
  $("undo").addEventListener("click", undo);
  $("tray-more").addEventListener("click", toggleTray);
  $("add-habit").addEventListener("click", () => openForm(null));
  $("new-habit").addEventListener("click", () => openForm(null));
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
  try { S.csrf = (await api("/api/session")).csrf; } catch (e) { say("Open the sign-in URL the server printed."); return; }
  await refresh();
  performance.mark("dawn-today");
  document.body.dataset.ready = "1";
  live();
  if (window.isSecureContext && "serviceWorker" in navigator && location.hostname !== "127.0.0.1" && location.hostname !== "localhost") {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  }
}
start();
