"use strict";
// dawn-journal's page, 2 of 5: the state and the server. The page draws the documents the
// library makes (GET /api/day/DATE, /api/history, /api/summary, /api/habits) and computes no rule.
const S = { csrf: "", date: null, day: null, habits: [], byId: {}, undo: null, busy: false, dragging: false };
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
    try {
      response = await fetch(path, init);
      json = await response.json();
    } catch (e) {
      // The server did not answer (or not in JSON): said in words, never the browser's.
      const what = init.method === "POST" ? "Not saved: c" : "C";
      throw new Error(what + "an't reach dawn-journal (the server at " + location.host + " did not answer)." +
        (init.method === "POST" ? " Nothing was written." : ""));
    }
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
async function change(label, path, body, node) {
  busy(1);
  // The control (or its row) shows the write as pending until the server answers.
  if (node) { node.setAttribute("aria-busy", "true"); node.classList.add("pending"); }
  let day = null, failed = false;
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
    failed = true;
    return false;
  } finally {
    if (node) { node.removeAttribute("aria-busy"); node.classList.remove("pending"); }
    // The view returns to what the file holds (read again; a failed write's sentence stays).
    if (day) showDay(day); else await refresh(failed);
    busy(-1);
  }
}
let toastTimer = 0;
function offerUndo(label, inverse) {
  S.undo = inverse;
  $("toast-text").textContent = label;
  // In the half of the screen the last touch was not in: after a tap low on the screen (the
  // checklist, the tray) just under the tabs; else at the foot. A scroll of the page puts it
  // away, so it never stands over what the page scrolled to.
  const t = $("toast");
  if ((S.lastY ?? innerHeight) > innerHeight / 2) {
    t.style.top = Math.max(8, $("tabs").getBoundingClientRect().bottom + 4) + "px";
    t.style.bottom = "auto";
  } else {
    t.style.top = "auto";
    t.style.bottom = "1rem";
  }
  t.hidden = !inverse;
  S.toastY = scrollY;
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


// Draws Today from `day`, unless it is what is drawn already (the event stream's echo of
// the page's own write, whose answer was drawn): then nothing is redrawn.
function showDay(day) {
  const text = JSON.stringify(day);
  if (text === S.shown) return;
  S.shown = text;
  S.day = day; S.date = day.date; S.when = day.when;
  drawToday();
}
// Reads the day (and the habits, and the tab shown) again and draws them. `quiet`: after a write
// that failed, whose sentence stays on screen rather than the read's.
async function refresh(quiet) {
  busy(1);
  try {
    const [, day] = await Promise.all([S.habitsLoaded ? null : loadHabits(), api("/api/day/" + (S.date || "today"))]);
    if (!S.today) S.today = day.date;
    showDay(day);
    if (!$("history").hidden) await drawHistory();
    if (!$("insights").hidden) await drawInsights();
    if (!$("habits").hidden) drawHabits();
  } catch (e) { if (!quiet) say(e.message); } finally { busy(-1); }
}
async function loadHabits() {
  const list = await api("/api/habits");
  S.habits = list.habits; S.words = list.words;
  S.byId = Object.fromEntries(S.habits.map((h) => [h.id, h]));
  S.habitsLoaded = true;
}
async function goDay(date) { S.date = date; say(""); await refresh(); }
