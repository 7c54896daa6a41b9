"use strict";
// dawn-journal's page, 1 of 5: the small tools every other file uses. Journal text is set with
// textContent only, never as HTML.
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
// Times on the wire are "HH:MM" (past 24:00 at night); the day's document gives every
// position as a minute of the journal day, with its slot, hour lines, dates and words.
const mins = (t) => { const [h, m] = t.split(":").map(Number); return h * 60 + m; };
const hhmm = (n) => String(Math.floor(n / 60)).padStart(2, "0") + ":" + String(n % 60).padStart(2, "0");
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
