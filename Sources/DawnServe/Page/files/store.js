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
// `key`: a write's Idempotency-Key, the same each time it is sent, so that a write whose answer
// was lost is never made twice.
async function api(path, body, key) {
  const init = body === undefined ? {} : {
    method: "POST", body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "X-CSRF-Token": S.csrf },
  };
  if (key) init.headers["Idempotency-Key"] = key;
  busy(1);
  let response, json;
  try {
    try {
      response = await fetch(path, init);
      json = await response.json();
    } catch (e) {
      // The server did not answer (or not in JSON): said in words, never the browser's.
      const what = init.method === "POST" ? "Not saved: c" : "C";
      throw Object.assign(new Error(what + "an't reach dawn-journal (the server at " + location.host + " did not answer)." +
        (init.method === "POST" ? " Nothing was written." : "")), { offline: true });
    }
  } finally { busy(-1); }
  // An answer the service worker kept (the server away): the page says since when.
  if (!init.method) offline(response.headers.get("X-Dawn-Saved"));
  if (!response.ok) {
    // The refusal's sentence, with its code and numbers for the page to act on (never its wording).
    const e = new Error(json.error ? json.error.message : response.statusText);
    Object.assign(e, json.error || {}, { status: response.status });
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
  const key = newKey();
  // `?day=`: the answer carries the day's screen after the write, so a tap costs one request
  // and one redraw. A kept write is sent again as it was sent (its key names this request).
  const url = path + "?day=" + S.day.date;
  try {
    const answer = await api(url, body, key);
    day = answer.day || null;
    say("");
    // The Undo bar says what the terminal says after the same change (the answer's `said`).
    offerUndo(answer.said || label, typeof answer.undo === "string" ? ["/api/undo", { undo: answer.undo }] : null);
    return true;
  } catch (e) {
    failed = true;
    if (!e.offline) { say(e.message); return false; }
    // Unanswered: kept on this phone, shown pending, sent when the server answers again.
    if (await Outbox.add({ label, url, body, key, kept: Date.now() })) {
      say("Not yet saved: kept on this phone until dawn-journal answers (the server at " + location.host + " did not answer).");
    } else {
      say(e.message + " This browser could not keep it to send later.");
    }
    return false;
  } finally {
    if (node) { node.removeAttribute("aria-busy"); node.classList.remove("pending"); }
    // The view returns to what the file holds (read again; a failed write's sentence stays).
    if (day) showDay(day); else await refresh(failed);
    busy(-1);
  }
}
const newKey = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

// ---- The outbox: writes the server did not answer, kept on this phone (IndexedDB, one store
// per server) and sent in order, each with its own Idempotency-Key and its guard (`expecting`,
// the entry's times), when the server answers again. One it refuses (the journal changed
// meanwhile) is shown with the library's sentence, never applied another way; nothing is dropped
// silently, nothing is written twice. Closing the page keeps them; opening it sends them.
const Outbox = {
  db: null, items: [], refused: [],
  // The refused writes' sentences stay until dismissed, across a reload.
  shelf: "dawn-journal-refused-" + location.host,
  async open() {
    try { this.refused = JSON.parse(localStorage.getItem(this.shelf) || "[]"); } catch (e) { this.refused = []; }
    if (!window.indexedDB) return;
    this.db = await new Promise((ok) => {
      const r = indexedDB.open("dawn-journal-outbox-" + location.host, 1);
      r.onupgradeneeded = () => r.result.createObjectStore("writes", { keyPath: "seq", autoIncrement: true });
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ok(null);
    });
    if (this.db) this.items = await this.tx("readonly", (s) => s.getAll()).catch(() => []);
  },
  tx(mode, f) {
    return new Promise((ok, no) => {
      const t = this.db.transaction("writes", mode), r = f(t.objectStore("writes"));
      t.oncomplete = () => ok(r.result);
      t.onerror = t.onabort = () => no(t.error || new Error("aborted"));
    });
  },
  // Whether the write is kept where a reload finds it (false: this browser cannot keep it).
  async add(item) {
    if (!this.db) return false;
    try { item.seq = await this.tx("readwrite", (s) => s.add(item)); } catch (e) { return false; }
    this.items.push(item);
    showOutbox();
    return true;
  },
  async remove(item) {
    this.items = this.items.filter((i) => i !== item);
    if (this.db) await this.tx("readwrite", (s) => s.delete(item.seq)).catch(() => {});
    showOutbox();
  },
  refuse(text) {
    this.refused.push(text);
    try { localStorage.setItem(this.shelf, JSON.stringify(this.refused)); } catch (e) { /* shown until reload */ }
  },
  dismiss(i) {
    this.refused.splice(i, 1);
    try { localStorage.setItem(this.shelf, JSON.stringify(this.refused)); } catch (e) { /* as above */ }
  },
};
// A kept write older than this is not sent: the server keeps a write's answer by its key for a
// week, so one sent after that might be written twice.
const KEPT_MS = 6 * 86400 * 1000;
let flushing = false;
async function flush() {
  if (flushing || !Outbox.items.length) return;
  flushing = true;
  let sent = false;
  try {
    if (!S.csrf) {
      const session = await api("/api/session").catch(() => null);
      if (!session || !session.csrf) return;
      S.csrf = session.csrf;
    }
    for (const item of [...Outbox.items]) {
      if (Date.now() - item.kept > KEPT_MS) {
        Outbox.refuse(item.label + ": not sent. It was kept for more than six days and may have been saved already; do it again if the day does not show it.");
      } else {
        try {
          await api(item.url, item.body, item.key);
        } catch (e) {
          // Still away, signed out, or the server failed: this one and the rest wait, in order.
          if (e.offline || ![400, 404, 409, 422].includes(e.status)) {
            if (e.status === 401) say("Sign in again with the URL dawn-journal serve printed: your kept changes wait.");
            return;
          }
          // The library refused it (the journal changed meanwhile): its sentence, never another way.
          Outbox.refuse(item.label + ": not saved. " + e.message);
        }
      }
      sent = true;
      await Outbox.remove(item);
    }
  } finally {
    flushing = false;
    showOutbox();
    if (sent) await refresh(true);
  }
}
// The outbox's line ("3 changes not yet saved"), each refused write's sentence until it is
// dismissed, and the rows whose writes wait, marked pending.
function showOutbox() {
  const n = Outbox.items.length;
  $("outbox-count").textContent = n ? (n === 1 ? "1 change not yet saved" : n + " changes not yet saved") : "";
  $("outbox-refused").replaceChildren(...Outbox.refused.map((text, i) => el("li", {},
    el("span", { text }), el("button", { text: "OK", ariaLabel: "Dismiss: " + text, "data-dismiss": String(i) }))));
  $("outbox").hidden = !n && !Outbox.refused.length;
  const waiting = new Set(Outbox.items.map((i) => i.body.habit));
  for (const li of document.querySelectorAll("#checklist li")) {
    const box = li.querySelector("input[type=checkbox]");
    const on = !!box && waiting.has(box.dataset.habit);
    li.classList.toggle("queued", on);
    if (on) li.setAttribute("aria-busy", "true"); else if (!li.classList.contains("pending")) li.removeAttribute("aria-busy");
  }
}
// Offline since `saved` (the service worker's time, ms), or online (null).
function offline(saved) {
  S.offlineSince = saved ? Number(saved) : null;
  const away = $("away");
  if (saved) {
    // With the date when it was not today (a page opened the next morning shows yesterday).
    const t = new Date(Number(saved)), day = t.toDateString() === new Date().toDateString() ? "" : t.toDateString().slice(0, 10) + ", ";
    // The phone's own clock (not a journal time), as 24-hour HH:MM whatever the locale.
    const at = String(t.getHours()).padStart(2, "0") + ":" + String(t.getMinutes()).padStart(2, "0");
    away.textContent = "Offline since " + day + at +
      ": this is what this phone last saw; taps are kept until dawn-journal answers.";
    away.hidden = false;
  } else if (away.textContent !== "Reconnecting…") {
    away.textContent = "Reconnecting…";
    away.hidden = true;
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
  try {
    const answer = await api(inv[0] + "?day=" + S.day.date, inv[1]);
    day = answer.day || null;
    say(answer.said || "");
  } catch (e) { say(e.message); }
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
  showOutbox();
}
// Reads the day (and the habits, and the tab shown) again and draws them. `quiet`: after a write
// that failed, whose sentence stays on screen rather than the read's.
async function refresh(quiet) {
  busy(1);
  try {
    const [, day] = await Promise.all([S.habitsLoaded ? null : loadHabits(), api("/api/day/" + (S.date || "today"))]);
    // A day an older build's worker kept (offline, just after an update) lacks this page's
    // words: said, not drawn half.
    if (!day.words || !day.words.entries) throw new Error(OLDER);
    if (!S.today) S.today = day.date;
    showDay(day);
    if (!$("history").hidden) await drawHistory();
    if (!$("insights").hidden) await drawInsights();
    if (!$("habits").hidden) drawHabits();
  } catch (e) { if (!quiet) say(e.message); } finally { busy(-1); }
}
const OLDER = "This phone kept that day from an older dawn-journal: it shows when the server answers again.";
async function loadHabits() {
  const list = await api("/api/habits");
  S.habits = list.habits; S.words = list.words;
  S.byId = Object.fromEntries(S.habits.map((h) => [h.id, h]));
  S.habitsLoaded = true;
}
async function goDay(date) { S.date = date; say(""); await refresh(); }
