"use strict";
// dawn-journal's page: the controller. The other files (template.js, store.js, today.js,
// gestures.js, tabs.js) load before it, in that order; this one wires the controls once and starts.
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
  $("outbox-refused").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-dismiss]");
    if (b) { Outbox.dismiss(Number(b.dataset.dismiss)); showOutbox(); }
  });
  $("tray-more").addEventListener("click", toggleTray);
  $("new-habit").addEventListener("click", () => openForm(null, "habits"));
  $("form-save").addEventListener("click", saveForm);
  for (const b of $("ranges").querySelectorAll("button")) b.addEventListener("click", () => {
    S.range = Number(b.dataset.days);
    for (const o of $("ranges").querySelectorAll("button")) o.setAttribute("aria-pressed", String(o === b));
    drawInsights();
  });
  // Where the finger last was, for the Undo bar to keep out of its way.
  document.addEventListener("pointerdown", (ev) => { S.lastY = ev.clientY; }, true);
  // A scroll of the page by a screenful's part puts the Undo bar away (not the small shift of a
  // list that lost a row), so it never stands over what the page scrolled to.
  window.addEventListener("scroll", () => { if (Math.abs(scrollY - (S.toastY || 0)) > 120) $("toast").hidden = true; }, { passive: true });
  wireToday();
  wireTabs();
  wireSheet();
  swipes();
}
let liveTimer = 0;
function live() {
  const es = new EventSource("/api/events");
  // Away (a phone that slept, a server restarting): a line says so; back, the day is read again,
  // so what was written meanwhile shows.
  let away = false;
  es.addEventListener("error", () => { away = true; if (!S.offlineSince) $("away").hidden = false; });
  es.addEventListener("open", () => {
    $("away").hidden = true;
    if (away) { away = false; S.habitsLoaded = false; refresh(); showSync(); }
    flush();
  });
  es.addEventListener("sync", showSync);
  es.addEventListener("change", () => {
    clearTimeout(liveTimer);
    liveTimer = setTimeout(function again() {
      if (S.dragging) { liveTimer = setTimeout(again, 200); return; }
      S.habitsLoaded = false;
      refresh();
    }, 50);
  });
}
// Git sync (`serve --sync`): one quiet line in the server's words ("Synced 14:02", "3 changes
// wait for origin", "Not synced: … needs a hand"); none when the server does not sync.
async function showSync() {
  const line = await api("/api/sync").then((s) => s.line, () => "");
  $("sync-line").textContent = line;
  $("sync-line").hidden = !line;
}
async function start() {
  wire();
  await Outbox.open();
  // The session (the CSRF token a write needs) and the day are asked for at once: the first
  // render waits for one round trip, not two.
  const session = api("/api/session").catch(() => null);
  await refresh();
  const signed = await session;
  // Not signed in, or the server away with no kept session: the page still listens, and the
  // outbox asks for the session again before it sends.
  if (!signed && !S.day) { say("Open the sign-in URL the server printed."); return; }
  if (signed) S.csrf = signed.csrf;
  performance.mark("dawn-today");
  document.body.dataset.ready = "1";
  live();
  showSync();
  showOutbox();
  flush();
  // Kept writes go as soon as the server answers: on the event stream's return, when the
  // phone is online again, and every five seconds while any wait.
  window.addEventListener("online", flush);
  setInterval(() => { if (Outbox.items.length) flush(); }, 5000);
  // A secure context (HTTPS through a proxy, or localhost): the page opens with the server away.
  if (window.isSecureContext && "serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => {});
}
start();
