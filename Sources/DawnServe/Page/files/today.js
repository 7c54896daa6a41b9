"use strict";
// dawn-journal's page, 3 of 5: Today drawn from the day's document (day --json): the week strip,
// the timeline, the checklist and the tray.
function drawToday() {
  window.dawnDraws = (window.dawnDraws || 0) + 1; // for the browser test (the page never reads it)
  const d = S.day;
  $("date").textContent = d.words.heading;
  $("go-today").hidden = d.when === "today";
  const week = $("week");
  week.replaceChildren(...d.week.map((w, i) => {
    const b = el("button", { text: d.words.week[i].day + "\n" + w.done + "/" + w.due, ariaLabel: d.words.week[i].label });
    if (w.date === d.date) b.setAttribute("aria-current", "date");
    b.dataset.date = w.date;
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
  d.entries.forEach((e, i) => kids.push(block(e, i, c, px)));
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
function block(e, i, c, px) {
  // `from` and `to` as the library shows the entry: a running one (`- 14:00- Read`,
  // "end": null) to now on today, one slot elsewhere.
  // Its words are the document's `words.entries[i]`, made for `entries[i]`.
  const lanes = e.lanes, lane = e.lane, w = S.day.words.entries[i];
  const b = el("button", { className: "block", ariaLabel: w.spoken });
  b.append(el("span", { text: w.title }),
    el("span", { className: "edge", ariaHidden: "true" }));
  b.dataset.start = e.start; b.dataset.habit = e.habit; b.dataset.index = String(i);
  b.style.top = y(e.from, c, px) + "px";
  b.style.height = Math.max(y(e.to, c, px) - y(e.from, c, px) - 2, 12) + "px";
  b.style.left = "calc(" + (100 * lane / lanes) + "% + 2px)";
  b.style.width = "calc(" + (100 / lanes) + "% - 4px)";
  paint(b, e.color, e.textColor);
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
      el("span", { text: w.rows[id].label }))));
    return;
  }
  list.replaceChildren(...d.rows.map((r) => {
    const id = r.habit, words = w.rows[id], done = r.state === "done", name = habit(id).name;
    // A tap is toggle's one-line edit of the box as shown (`box`), so that a box another
    // program changed meanwhile is refused with the library's sentence, never flipped back.
    const box = el("input", { type: "checkbox", id: "check-" + id, checked: done, disabled: !r.actions.includes("toggle") });
    box.dataset.habit = id;
    const text = el("span", { text: words.label + (words.detail ? " · " + words.detail : "") });
    const li = el("li", { className: done ? "done" : "" }, el("label", { htmlFor: box.id }, box, text));
    const button = (action, text, aria) => {
      const b = el("button", { text, ariaLabel: aria });
      b.dataset.habit = id; b.dataset.action = action;
      li.append(b);
    };
    if (r.actions.includes("less")) button("less", "−", words.less);
    if (r.actions.includes("more")) button("more", "+", words.more);
    if (r.actions.includes("skip")) button("skip", "Skip", words.skip);
    return li;
  }));
}

// The listeners of Today, attached once (wire()): each control says what it acts on in its data-
// attributes, and the row's document is looked up as drawn (S.day), never kept in a closure.
function wireToday() {
  $("week").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-date]");
    if (b) goDay(b.dataset.date);
  });
  const row = (id) => S.day.rows.find((r) => r.habit === id);
  $("checklist").addEventListener("change", async (ev) => {
    const box = ev.target.closest("input[data-habit]"), r = box && row(box.dataset.habit);
    if (!r) return;
    const done = r.state === "done", name = habit(r.habit).name;
    box.checked = done;
    // A tap is toggle's one-line edit of the box as shown (`box`), so that a box another
    // program changed meanwhile is refused with the library's sentence, never flipped back.
    await change((done ? "Unticked " : "Ticked ") + name, "/api/toggle", { habit: r.habit, date: S.day.date, expecting: r.box },
      box.closest("li"));
  });
  $("checklist").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-action]");
    if (!b) return;
    const id = b.dataset.habit, name = habit(id).name, date = S.day.date, li = b.closest("li");
    // One more is a record (`log N`); one less is taken off the total the file holds under
    // the lock (`lower`): never a total computed from this copy.
    if (b.dataset.action === "less") change("One less " + name, "/api/lower", { habit: id, date }, li);
    if (b.dataset.action === "more") change("One more " + name, "/api/log", { habit: id, date, amount: 1 }, li);
    if (b.dataset.action === "skip") change("Skipped " + name, "/api/log", { habit: id, date, skip: true }, li);
  });
  const tray = (p) => S.day.tray.find((t) => t.id === p.dataset.habit);
  // A pill: picked up by a long press (pickUp), else the tray scrolls; a tap asks "Place at…".
  $("pills").addEventListener("pointerdown", (ev) => {
    const p = ev.target.closest(".pill[data-habit]");
    if (p && tray(p)) pickUp(ev, () => pillDrag(ev, tray(p), p));
  });
  $("pills").addEventListener("click", (ev) => {
    const p = ev.target.closest(".pill");
    if (!p || justDropped()) return;
    if (!p.dataset.habit) openForm(null, "tray");
    else openPlace(p.dataset.habit);
  });
  // A block: picked up by a long press or its bottom edge, else the timeline scrolls; a tap
  // opens its sheet (on the click, so the tap's own click never lands on a sheet's button).
  const entry = (b) => S.day.entries[Number(b.dataset.index)];
  $("slots").addEventListener("pointerdown", (ev) => {
    const b = ev.target.closest(".block"), e = b && entry(b);
    if (e && e.end) pickUp(ev, () => blockDrag(ev, e, b));
  });
  $("slots").addEventListener("click", (ev) => {
    const b = ev.target.closest(".block"), e = b && entry(b);
    if (e && !justDropped()) openSheet(e, S.day.words.entries[Number(b.dataset.index)]);
  });
}

function drawTray() {
  const tray = S.day.tray;
  $("pills").replaceChildren(...tray.map((t) => {
    const p = el("button", { className: "pill", text: t.label, ariaLabel: S.day.words.tray[t.id].spoken });
    p.dataset.habit = t.id;
    paint(p, t.color, t.textColor);
    return el("li", {}, p);
  }), addHabitItem());
}
// "+ Add habit" at the end of the tray's row (the timeline app's library): a timed habit.
function addHabitItem() {
  return el("li", {}, el("button", { className: "pill add", text: "+ " + ((S.words && S.words.add) || "Add habit") }));
}
function toggleTray() {
  const open = $("tray-more").getAttribute("aria-expanded") !== "true";
  $("tray-more").setAttribute("aria-expanded", String(open));
  $("tray-more").textContent = open ? "Fewer" : "All habits";
  $("pills").classList.toggle("collapsed", !open);
}
