"use strict";
// dawn-journal's page, 4 of 5: the gestures (Pointer Events: touch and mouse alike) and the
// sheets that are their button paths.
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
// Gestures that can't be mistaken (Docs/SERVE.md's gesture table): a touch picks a block or a
// pill up only after a long press, about 400 ms within about 10 px; a touch that moves first is
// the browser's scroll (touch-action pan-y on blocks, pan-x on the tray), and a quick tap is a
// click (the block's sheet, the pill's "Place at…"). A mouse picks up at once, and so does a
// touch on a block's bottom edge, the resize handle. These are the page's gesture constants,
// not rules of the journal.
const LONG_PRESS_MS = 400, STILL_PX = 10;
function pickUp(ev, lift) {
  if (ev.button !== 0) return;
  if (ev.pointerType === "mouse" || ev.target.classList.contains("edge")) {
    ev.preventDefault();
    S.lifted = true;
    lift();
    return;
  }
  const x0 = ev.clientX, y0 = ev.clientY, id = ev.pointerId;
  const done = () => {
    clearTimeout(timer);
    document.removeEventListener("pointermove", moved);
    document.removeEventListener("pointerup", ended);
    document.removeEventListener("pointercancel", ended);
  };
  const moved = (m) => { if (m.pointerId === id && Math.hypot(m.clientX - x0, m.clientY - y0) > STILL_PX) done(); };
  const ended = (u) => { if (u.pointerId === id) done(); };
  const timer = setTimeout(() => {
    done();
    S.lifted = true;
    if (navigator.vibrate) navigator.vibrate(10);
    lift();
  }, LONG_PRESS_MS);
  document.addEventListener("pointermove", moved);
  document.addEventListener("pointerup", ended);
  document.addEventListener("pointercancel", ended);
}
// The end of a drag: the click a mouse sends right after it (in the same moment) is not a tap.
function dropped() {
  S.lifted = false;
  S.droppedAt = performance.now();
}
const justDropped = () => performance.now() - (S.droppedAt || -1e9) < 120;
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
  let ghost = null, slot = null;
  const x0 = ev.clientX, y0 = ev.clientY;
  pill.classList.add("lifted");
  track(ev, (m) => {
    if (!ghost && Math.hypot(m.clientX - x0, m.clientY - y0) < 6) return;
    if (!ghost) {
      S.dragging = true;
      ghost = el("div", { className: "ghost", text: t.label, ariaHidden: "true" });
      paint(ghost, t.color, t.textColor);
      ghost.style.width = pill.offsetWidth + 20 + "px";
      // A day's document kept from before `minutes` was in it (offline): one slot.
      ghost.style.height = ((t.minutes || clock().slot) / clock().slot) * slotPx() + "px";
      document.body.append(ghost);
    }
    ghost.style.left = m.clientX - 20 + "px"; ghost.style.top = m.clientY - 10 + "px";
    slot = inTimeline(m.clientX, m.clientY) ? slotAt(m.clientY) : null;
    lit(slot);
    autoScroll(m.clientX, m.clientY);
  }, async (u, cancelled) => {
    S.dragging = false;
    pill.classList.remove("lifted");
    dropped();
    if (ghost) ghost.remove();
    lit(null);
    if (!ghost || cancelled || slot === null) return;
    await place(t.id, slot);
  });
}
function place(id, at) {
  return change("Placed " + habit(id).name, "/api/log", { habit: id, date: S.day.date, at });
}
function blockDrag(ev, e, b) {
  b.classList.add("lifted");
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
    b.classList.remove("lifted");
    dropped();
    lit(null);
    // Lifted and put down where it was: nothing is written (a tap is the click's, not this).
    if (!moved || cancelled || delta === 0) { drawTimeline(); return; }
    if (resize) await resizeEntry(e, Math.max(e.to + delta, e.from + slot), b);
    else await moveEntry(e, e.from + delta, b);
  });
}
function moveEntry(e, to, node) {
  return change("Moved " + habit(e.habit).name, "/api/move", { habit: e.habit, date: S.day.date, start: e.start, end: e.end, to }, node);
}
function resizeEntry(e, until, node) {
  return change("Resized " + habit(e.habit).name, "/api/resize", { habit: e.habit, date: S.day.date, start: e.start, end: e.end, until }, node);
}
function swipes() {
  let start = null;
  $("day").addEventListener("pointerdown", (ev) => { start = ev.target.closest(".edge") ? null : [ev.clientX, ev.clientY, ev.pointerId]; });
  $("day").addEventListener("pointerup", (ev) => {
    if (!start || ev.pointerId !== start[2] || S.dragging || S.lifted || justDropped()) return;
    const dx = ev.clientX - start[0], dy = ev.clientY - start[1];
    start = null;
    if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) goDay(dx > 0 ? S.day.previous : S.day.next);
  });
  $("day").addEventListener("pointercancel", () => { start = null; });
  // While a block or pill is lifted, the finger moves it and nothing scrolls.
  document.addEventListener("touchmove", (ev) => { if (S.lifted) ev.preventDefault(); }, { passive: false });
}

// ---- Sheets
let sheetEntry = null;
function openSheet(e, w) {
  sheetEntry = e;
  const sheet = S.day.words.sheet;
  $("sheet-title").textContent = w.label;
  $("sheet-times").textContent = w.times;
  $("note").value = e.note || "";
  $("confirm").hidden = true; $("confirm-text").hidden = true;
  $("confirm-text").textContent = w.delete;
  // A running entry has no steps: its buttons are off.
  for (const id of ["earlier", "later", "shorter", "longer"]) { $(id).textContent = sheet[id]; $(id).disabled = e[id] == null; }
  $("stop-timer").hidden = !!e.end || S.when !== "today";
  if (!$("sheet").open) $("sheet").showModal();
}
async function sheetDo(f) { const e = sheetEntry; $("sheet").close(); if (e) await f(e); }
function wireSheet() {
  // Each button's minute is the entry's in the document (`earlier`, `later`, `shorter`, `longer`).
  $("earlier").addEventListener("click", () => sheetDo((e) => moveEntry(e, e.earlier)));
  $("later").addEventListener("click", () => sheetDo((e) => moveEntry(e, e.later)));
  $("shorter").addEventListener("click", () => sheetDo((e) => resizeEntry(e, e.shorter)));
  $("longer").addEventListener("click", () => sheetDo((e) => resizeEntry(e, e.longer)));
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
  $("place-title").textContent = S.day.words.tray[id].place;
  // Empty with a day's document kept from before `placeAt` was in it (offline): chosen by hand.
  $("place-at").value = clock().placeAt || "";
  $("start-now").hidden = S.when !== "today";
  $("place").showModal();
}
