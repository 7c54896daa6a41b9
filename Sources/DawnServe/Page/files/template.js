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
// The day's document gives every position as a minute of the journal day, with its slot, hour
// lines, dates and words; a write sends a position back as that minute (the server reads it as
// the time it is), so the page neither formats nor parses a journal time.
const habit = (id) => S.byId[id] || { id, name: id, emoji: "", color: null, duration: null };
// A colour and the text colour the library chose for it (the contrast rule); none when the
// library gives none (a malformed colour: the page's own default).
const paint = (node, color, text) => { if (color) { node.style.background = color; node.style.color = text; } };
function clock() {
  const c = S.day.clock;
  return { first: c.first, end: c.end, now: c.nowMinute, slot: c.slot, hours: c.hours, focus: c.focus, placeAt: c.placeAt };
}
const slotPx = () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--slot")) || 24;
