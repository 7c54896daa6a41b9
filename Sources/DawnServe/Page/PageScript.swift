/// `/app.js`: the page's script. A placeholder until the phone page (issue 36): today's
/// checklist from `GET /api/day/today`, a tap toggles through `POST /api/toggle`, and the list
/// is read again on each event of `/api/events`. Journal text is set with `textContent` only.
enum PageScript {
    static let text = #"""
        "use strict";
        let csrf = "";
        async function api(path, body) {
          const init = body === undefined ? {} : {
            method: "POST", body: JSON.stringify(body),
            headers: {"Content-Type": "application/json", "X-CSRF-Token": csrf}
          };
          const response = await fetch(path, init);
          const json = await response.json();
          if (!response.ok) throw new Error(json.error ? json.error.message : response.statusText);
          return json;
        }
        async function load() {
          const status = document.getElementById("status");
          try {
            const day = await api("/api/day/today");
            document.getElementById("title").textContent = day.date;
            const list = document.getElementById("checklist");
            list.replaceChildren();
            for (const habit of day.habits) {
              const item = document.createElement("li");
              const box = document.createElement("input");
              box.type = "checkbox";
              box.id = "habit-" + habit.id;
              box.checked = habit.state === "done";
              box.addEventListener("change", async () => {
                try { await api("/api/toggle", {habit: habit.id, date: day.date}); }
                catch (e) { status.textContent = e.message; }
                load();
              });
              const label = document.createElement("label");
              label.htmlFor = box.id;
              label.textContent = habit.id;
              item.append(box, label);
              list.append(item);
            }
            document.getElementById("counter").textContent = day.done + " of " + day.due + " completed";
            status.textContent = "";
          } catch (e) {
            status.textContent = e.message;
          }
        }
        async function start() {
          try { csrf = (await api("/api/session")).csrf; } catch (e) {
            document.getElementById("status").textContent = "Open the sign-in URL the server printed.";
            return;
          }
          await load();
          new EventSource("/api/events").addEventListener("change", load);
        }
        start();

        """#
}
