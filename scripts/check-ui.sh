#!/usr/bin/env bash
# The interactive view in a real terminal: runs the built `dawn-journal ui` inside tmux at 80×24
# on a copy of samples/demo with the clock fixed, types keys (`send-keys`) and mouse reports
# (literal SGR 1006 sequences, `send-keys -l`), reads the screen (`capture-pane -p`), and checks
# the screen's text, the journal's bytes after each change (exactly the line meant), and that
# the terminal's settings (`stty -g`) are the same after quitting with q, Ctrl-C, SIGTERM,
# SIGHUP and every other signal whose default ends a process, and after Ctrl-Z and fg. A check outside the product: run by .ci/run.
#
#   scripts/check-ui.sh [BINARY]        (default .build/debug/dawn-journal; needs tmux)
#
# On a failure it prints the screen and exits 1; DAWN_UI_KEEP=1 keeps the scratch folder.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="$(cd "$(dirname "${1:-$ROOT/.build/debug/dawn-journal}")" && pwd)/$(basename "${1:-dawn-journal}")"
[ -x "$BIN" ] || { echo "check-ui: no binary at $BIN (swift build first)" >&2; exit 2; }
command -v tmux >/dev/null || { echo "check-ui: tmux not found (apt-get install tmux)" >&2; exit 2; }

NOW="2026-11-21T21:00"
DAY="days/2026/2026-11-21.md"
TMP="$(mktemp -d)"
SOCKET="dawn-ui-check-$$"
T=(tmux -L "$SOCKET" -f /dev/null)
cleanup() {
    "${T[@]}" kill-server 2>/dev/null || true
    if [ "${DAWN_UI_KEEP:-0}" = 1 ]; then echo "check-ui: scratch folder $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT

checks=0
fail() {
    echo "check-ui: FAILED: $*" >&2
    echo "---- the screen ----" >&2
    "${T[@]}" capture-pane -p -t ui >&2 || true
    echo "--------------------" >&2
    exit 1
}
ok() { checks=$((checks + 1)); echo "ok - $*"; }

screen() { "${T[@]}" capture-pane -p -t ui; }

# Waits up to 5 s for the screen to show TEXT (a fixed string).
wait_for() {
    for _ in $(seq 50); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    fail "the screen never showed '$1'"
}

# Waits up to 5 s for the screen to show a line matching RE (an extended regular expression).
wait_for_re() {
    for _ in $(seq 50); do
        screen | grep -qE -- "$1" && return 0
        sleep 0.1
    done
    fail "the screen never showed /$1/"
}

# Waits up to 5 s for the view to be up: its header on the alternate screen, the command line
# that started it gone.
VIEW_MARK="Timeline"
wait_view() {
    for _ in $(seq 50); do
        local shown
        shown="$(screen)"
        if grep -qF -- "$VIEW_MARK" <<<"$shown" && ! grep -qF -- "exec env" <<<"$shown"; then return 0; fi
        sleep 0.1
    done
    fail "the view never came up"
}

# Waits up to 5 s for the screen to stop showing TEXT.
wait_gone() {
    for _ in $(seq 50); do
        screen | grep -qF -- "$1" || return 0
        sleep 0.1
    done
    fail "the screen still shows '$1'"
}

# A fresh copy of the demo journal.
fresh_journal() {
    rm -rf "$TMP/j"
    cp -R "$ROOT/samples/demo" "$TMP/j"
    rm -rf "$TMP/j0"
    cp -R "$TMP/j" "$TMP/j0"
}

# Starts `dawn-journal ARGS...` in the tmux pane's shell, in the journal, with its pid in
# $TMP/pid; when it ends, the shell writes its exit status and `stty -g` after it. START_ENV:
# more VAR=value words for its environment.
start() {
    rm -f "$TMP/pid" "$TMP/exit" "$TMP/stty-after"
    "${T[@]}" send-keys -t ui "clear; cd '$TMP/j'; stty -g > '$TMP/stty-before'; sh -c 'echo \$\$ > \"$TMP/pid\"; exec env ${START_ENV:-} DAWN_JOURNAL_NOW=$NOW TERM=xterm-256color COLORTERM=truecolor VISUAL= EDITOR=\"$TMP/editor\" \"\$0\" \"\$@\"' '$BIN' $*; echo \$? > '$TMP/exit'; stty -g > '$TMP/stty-after'" Enter
    for _ in $(seq 50); do [ -s "$TMP/pid" ] && break; sleep 0.1; done
    [ -s "$TMP/pid" ] || fail "dawn-journal $* did not start"
}

# Waits for the program to end; checks its exit status and that `stty -g` is as before.
ended() {
    local want="$1" what="$2"
    for _ in $(seq 50); do [ -s "$TMP/stty-after" ] && break; sleep 0.1; done
    [ -s "$TMP/stty-after" ] || fail "$what: the program did not end"
    local got
    got="$(cat "$TMP/exit")"
    [ "$got" = "$want" ] || fail "$what: exit status $got, want $want"
    cmp -s "$TMP/stty-before" "$TMP/stty-after" || fail "$what: stty -g differs after: $(cat "$TMP/stty-before") / $(cat "$TMP/stty-after")"
    ok "$what: exit $want, stty -g unchanged"
}

# Exactly one line of FILE differs from the copy taken before, and that line now matches RE
# (an extended regular expression), or was removed when RE is "-" and OLD_RE matches it.
one_line_changed() {
    local file="$1" re="$2" what="$3"
    local changes
    changes="$(diff "$TMP/j0/$file" "$TMP/j/$file" | grep -E '^[<>] ' || true)"
    if [ "$re" = "-" ]; then
        [ "$(echo "$changes" | grep -c '^< ')" = 1 ] && [ "$(echo "$changes" | grep -c '^> ' || true)" = 0 ] \
            || fail "$what: want one line removed from $file, got:\n$changes"
    else
        local added removed
        added="$(echo "$changes" | grep -c '^> ' || true)"
        removed="$(echo "$changes" | grep -c '^< ' || true)"
        [ "$added" = 1 ] && [ "$removed" -le 1 ] || fail "$what: want one line changed in $file, got:
$changes"
        echo "$changes" | grep '^> ' | grep -qE -- "$re" || fail "$what: the new line does not match /$re/:
$changes"
    fi
    diff -r -x "$(basename "$file")" "$TMP/j0" "$TMP/j" >/dev/null 2>&1 \
        || [ "$(diff -rq "$TMP/j0" "$TMP/j" | grep -v "$(basename "$file")" | grep -v '\.dawn-journal\.lock' | wc -l)" = 0 ] \
        || fail "$what: other files changed: $(diff -rq "$TMP/j0" "$TMP/j")"
    ok "$what: exactly one line of $file changed"
    rm -rf "$TMP/j0"
    cp -R "$TMP/j" "$TMP/j0"
}

# Presses the left button on CELL ("column;row", 1-based), moves it over each further CELL and
# releases it on the last: a drag as a terminal reports it (SGR 1006).
drag() {
    local cell="$1"
    "${T[@]}" send-keys -t ui -l $'\e[<0;'"$cell"'M'
    shift
    sleep 0.2
    for cell in "$@"; do "${T[@]}" send-keys -t ui -l $'\e[<32;'"$cell"'M'; done
    sleep 0.2
    "${T[@]}" send-keys -t ui -l $'\e[<0;'"$cell"'m'
}

"${T[@]}" new-session -d -x 80 -y 24 -s ui "env -u TMUX PS1='$ ' bash --norc --noprofile"
"${T[@]}" set-option -t ui status off >/dev/null
sleep 0.3

# --- The day at 80×24, and the ways out -------------------------------------------------------
fresh_journal
start ui
wait_view
wait_for "Saturday 2026-11-21"
ok "ui shows the day at 80×24"
"${T[@]}" send-keys -t ui q
ended 0 "q"
diff -r "$TMP/j0" "$TMP/j" >/dev/null || fail "looking changed the journal: $(diff -rq "$TMP/j0" "$TMP/j")"
ok "looking at the day changed no file"

start
wait_view
ok "dawn-journal alone on a terminal opens the view"
"${T[@]}" send-keys -t ui C-c
ended 0 "Ctrl-C"

start ui
wait_view
kill -TERM "$(cat "$TMP/pid")"
ended 143 "SIGTERM"

start ui
wait_view
kill -HUP "$(cat "$TMP/pid")"
ended 129 "SIGHUP"

# Every other signal whose default ends a process ends the view the same way, restored.
for sig in USR1 USR2 ALRM VTALRM PROF XCPU XFSZ; do
    start ui
    wait_view
    kill -"$sig" "$(cat "$TMP/pid")"
    ended "$((128 + $(kill -l "$sig")))" "SIG$sig"
done

# Ctrl-Z stops it with the terminal restored; fg brings it back, redrawn.
start ui
wait_view
"${T[@]}" send-keys -t ui C-z
wait_for "Stopped"
"${T[@]}" send-keys -t ui "stty -g > '$TMP/stty-stopped'" Enter
sleep 0.3
cmp -s "$TMP/stty-before" "$TMP/stty-stopped" || fail "Ctrl-Z: the terminal's settings while stopped differ"
ok "Ctrl-Z: stopped, the terminal restored"
# (The shell went on with the command line when the job stopped: fg writes the status now.)
rm -f "$TMP/exit" "$TMP/stty-after"
"${T[@]}" send-keys -t ui "clear; fg; echo \$? > '$TMP/exit'; stty -g > '$TMP/stty-after'" Enter
wait_view
ok "fg: redrawn"
# Mouse reports and a paste are read, not echoed (a click on nothing, a wheel).
"${T[@]}" send-keys -t ui -l $'\e[<0;70;22M\e[<0;70;22m\e[<65;30;12M\e[<64;30;12M'
sleep 0.3
screen | grep -qF '[<' && fail "a mouse report was echoed"
ok "mouse reports are read, not echoed"
"${T[@]}" send-keys -t ui q
ended 0 "q after fg"

# --- The README's screen is what the view shows ----------------------------------------------------
start ui 2026-11-20
wait_for "Friday 2026-11-20"
sleep 0.3
screen | sed 's/ *$//' > "$TMP/screen-readme"
awk '/<!-- check-ui: .*dawn-journal ui 2026-11-20 at 80x24 -->/ { on = 1; next }
     on && /^```text$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$ROOT/README.md" > "$TMP/readme-screen"
[ -s "$TMP/readme-screen" ] || fail "README.md has no screen under <!-- check-ui: … dawn-journal ui 2026-11-20 at 80x24 -->"
diff "$TMP/readme-screen" "$TMP/screen-readme" >&2 || fail "README.md's screen differs from the view (- README, + the view)"
ok "README.md's captured screen is what ui 2026-11-20 shows"
"${T[@]}" send-keys -t ui q
ended 0 "q on another day"

# --- NO_COLOR: bold, dim and reverse video only -------------------------------------------------
# The SGR parameters of the screen as tmux holds it (`capture-pane -e`), one a line.
sgr_params() { "${T[@]}" capture-pane -e -p -t ui | grep -oE $'\e\\[[0-9;]*m' | tr -d '\033[m' | tr ';' '\n' | sort -un; }
start ui 2026-11-20
wait_for "Friday 2026-11-20"
sleep 0.3
sgr_params | grep -qxE '38|48' || fail "in colour, the screen has no colour escapes: the NO_COLOR check below could not fail"
"${T[@]}" send-keys -t ui q
ended 0 "q in colour"
START_ENV="NO_COLOR=1" start ui 2026-11-20
wait_for "Friday 2026-11-20"
"${T[@]}" send-keys -t ui Tab
sleep 0.3
params="$(sgr_params | tr '\n' ' ')"
[ -n "$(sgr_params | grep -xE '1|2|7')" ] || fail "NO_COLOR: no bold, dim or reverse on the screen (SGR: $params)"
odd="$(sgr_params | grep -vxE '0|1|2|4|7|22|24|27|39|49' || true)"
[ -z "$odd" ] || fail "NO_COLOR: colour escapes on the screen (SGR parameters: $params)"
ok "NO_COLOR: no colour on the screen, only bold, dim, underline and reverse (SGR $params)"
"${T[@]}" send-keys -t ui q
ended 0 "q with NO_COLOR"

# --- Changes: each the one line meant ----------------------------------------------------------
fresh_journal
printf '#!/bin/sh\nprintf -- "- [x] ✍️ Journal\\n" >> "$1"\n' > "$TMP/editor"
chmod +x "$TMP/editor"
start ui
wait_view
screen | grep -qF "3 of 8 completed" || fail "the checklist's counter"
screen | grep -qF "[ ] ● 🏃 Morning Run" || fail "the checklist's first item"
screen | grep -qF "💧 Drink Water   ☕ Coffee   🚶‍♀️ Evening Walk" || fail "the tray's pills, most instances first"
ok "the screen: header, checklist, counter, tray"

# Toggle: Tab to the checklist, Space ticks its first item.
"${T[@]}" send-keys -t ui Tab
sleep 0.2
"${T[@]}" send-keys -t ui Space
wait_for "Ticked Morning Run."
one_line_changed "$DAY" '^> - \[x\] 🏃 Morning Run$' "Space in the checklist"
wait_for "4 of 8 completed"

# Undo: the tick taken back.
"${T[@]}" send-keys -t ui u
wait_for "3 of 8 completed"
one_line_changed "$DAY" "-" "u after the tick"

# Place: Tab to the tray, two pills right (Evening Walk), Enter starts placing at the slot
# cursor (now, 21:00), Enter drops it.
"${T[@]}" send-keys -t ui Tab
sleep 0.2
"${T[@]}" send-keys -t ui l l Enter
wait_for "Enter place it"
"${T[@]}" send-keys -t ui Enter
wait_for "Logged Evening Walk 21:00-21:45."
one_line_changed "$DAY" '^> - 21:00-21:45 🚶‍♀️ Evening Walk$' "placing a pill"

# Resize: Shift+Down (a slot longer), then - (back).
"${T[@]}" send-keys -t ui S-Down
wait_for "21:00-22:00"
one_line_changed "$DAY" '^> - 21:00-22:00 🚶‍♀️ Evening Walk$' "Shift+Down on the entry"

# Delete: d asks on the status line, y deletes.
"${T[@]}" send-keys -t ui d
wait_for "Delete 21:00-22:00 Evening Walk? y/n"
"${T[@]}" send-keys -t ui y
wait_for "Deleted 21:00-22:00 Evening Walk."
one_line_changed "$DAY" "-" "d then y on the entry"

# The mouse: a click on Read's box (the third item: row 6, column 51, 1-based) ticks it.
"${T[@]}" send-keys -t ui -l $'\e[<0;51;6M\e[<0;51;6m'
wait_for "Ticked Read."
one_line_changed "$DAY" '^> - \[x\] 📚 Read$' "a click on a checkbox"

# Live files: another command's change shows within a second, the view writes nothing.
(cd "$TMP/j" && DAWN_JOURNAL_NOW=$NOW "$BIN" log "Evening Walk" --at 20:00 >/dev/null)
wait_for "🚶‍♀️ Evening Walk 20:00"
one_line_changed "$DAY" '^> - 20:00-.* Evening Walk$' "a log from outside, shown"

# The editor: e runs $EDITOR on the day file (this one appends a line), then the view reloads.
"${T[@]}" send-keys -t ui e
wait_for_re '\[x\] ● ✍️ +Journal'
one_line_changed "$DAY" '^> - \[x\] ✍️ Journal$' "e: the editor's line, shown after"

# Swipe: h is the day before, l back.
"${T[@]}" send-keys -t ui h
wait_for "Friday 2026-11-20"
"${T[@]}" send-keys -t ui l
wait_for "Saturday 2026-11-21"
ok "h and l: the day before and back"
"${T[@]}" send-keys -t ui q
ended 0 "q after the changes"
diff -r "$TMP/j0" "$TMP/j" >/dev/null || fail "files changed after the last check: $(diff -rq "$TMP/j0" "$TMP/j")"

# --- The mouse drags: a pill onto the timeline, an entry to another slot ---------------------------
fresh_journal
start ui
wait_view
# k eight times: the slot cursor from now (21:00) up to 19:00, the timeline scrolled to show it
# on its first row (row 4, 1-based; whole hours scroll).
"${T[@]}" send-keys -t ui k k k k k k k k
wait_for_re '^19:00 ▸'
# Evening Walk's pill (row 23, column 35, 1-based) pressed, dragged over the timeline, released
# on 19:00 (row 4): placed there.
"${T[@]}" send-keys -t ui -l $'\e[<0;35;23M'
sleep 0.2
"${T[@]}" send-keys -t ui -l $'\e[<32;40;15M\e[<32;20;4M'
wait_for "Evening Walk 19:00-19:45"
"${T[@]}" send-keys -t ui -l $'\e[<0;20;4m'
wait_for "Logged Evening Walk 19:00-19:45."
one_line_changed "$DAY" '^> - 19:00-19:45 🚶‍♀️ Evening Walk$' "a pill dragged onto 19:00"
# The entry's body dragged two rows down (half an hour at 15-minute rows): moved.
drag "20;4" "20;5" "20;6"
wait_for "Moved Evening Walk to 19:30-20:15."
one_line_changed "$DAY" '^> - 19:30-20:15 🚶‍♀️ Evening Walk$' "an entry dragged to 19:30"
"${T[@]}" send-keys -t ui q
ended 0 "q after the drags"

# --- 15-min: every quarter hour at 80×24 (issue 33) ----------------------------------------------
fresh_journal
start ui
wait_view
wait_for "15-minute rows"
# The slot cursor up from 21:00 to 13:15 (31 quarter hours): the timeline shows 13:00 on row 4.
for _ in $(seq 31); do "${T[@]}" send-keys -t ui k; done
wait_for_re '^13:15 ▸'
# The tray expanded (x): Morning Run's pill (row 22, column 45, 1-based) dropped on 13:15
# (row 5): `13:15-`.
"${T[@]}" send-keys -t ui x
wait_for "+ Add habit"
"${T[@]}" send-keys -t ui -l $'\e[<0;45;22M'
sleep 0.2
"${T[@]}" send-keys -t ui -l $'\e[<32;20;5M'
wait_for "Morning Run 13:15-13:45"
"${T[@]}" send-keys -t ui -l $'\e[<0;20;5m'
wait_for "Logged Morning Run 13:15-13:45."
one_line_changed "$DAY" '^> - 13:15-13:45 🏃 Morning Run$' "15-min: a pill dropped on 13:15"
# Its bottom edge (13:30's row, row 6) dragged one row down: resized to 45 minutes, not moved.
drag "20;6" "20;7"
wait_for "Morning Run is now 13:15-14:00."
one_line_changed "$DAY" '^> - 13:15-14:00 🏃 Morning Run$' "15-min: its bottom edge dragged a row down"
# held-scroll: Morning Run's pill dragged over the last row (19) onto the tray's title (20) and
# held still there: with one motion report there, the timeline (16:00 its lowest label) keeps
# scrolling, so 18:00 comes into view; Esc cancels the drag, the release drops nothing.
cp "$TMP/j/$DAY" "$TMP/held-before"
"${T[@]}" send-keys -t ui -l $'\e[<0;45;22M'
sleep 0.2
"${T[@]}" send-keys -t ui -l $'\e[<32;20;19M\e[<32;20;20M'
sleep 1
wait_for_re '^(1[89]|2[0-7]):00 '
"${T[@]}" send-keys -t ui Escape
wait_for "Cancelled."
"${T[@]}" send-keys -t ui -l $'\e[<0;20;20m'
sleep 0.3
cmp -s "$TMP/held-before" "$TMP/j/$DAY" || fail "held-scroll: Esc then release changed the day"
ok "held-scroll: a pill held still at the bottom edge scrolls the timeline; Esc cancels"
"${T[@]}" send-keys -t ui q
ended 0 "q after the 15-minute drags"

# --- tray-scroll: 100 habits at 80×24, every pill reachable by keys and by the mouse (issue 33) --
rm -rf "$TMP/j" && mkdir -p "$TMP/j/days"
for i in $(seq 100); do
    printf '[habits.h%d]\nname = "Habit %d"\nduration = "30m"\nsince = 2026-11-01\n\n' "$i" "$i"
done > "$TMP/j/habits.toml"
start ui
wait_view
# Folded: the newest habits first, `›` says more come after.
screen | grep -qE '^  Habit 100   Habit 99 .* ›$' || fail "tray-scroll: the first line of pills with ›"
# Keys: Tab to the tray, → a hundred times: the selected pill stays in view, to "+ Add habit".
"${T[@]}" send-keys -t ui Tab Tab
for _ in $(seq 100); do "${T[@]}" send-keys -t ui l; done
wait_for_re '^‹ Habit 2   Habit 1   \+ Add habit'
ok "tray-scroll: → reaches + Add habit in the folded tray, ‹ before it"
# Enter on it: the add form, a 30-minute habit by default; Esc comes back.
"${T[@]}" send-keys -t ui Enter
wait_for "Why does this matter to you?"
screen | grep -qF "30m" || fail "tray-scroll: the form from the tray has no 30m duration"
"${T[@]}" send-keys -t ui Escape
wait_view
# The mouse: ‹ shows the line before, › the line after; Habit 1 (row 23, column 14, 1-based)
# dragged onto 20:15 (row 5: the timeline opens with now in its upper third) writes its line.
"${T[@]}" send-keys -t ui -l $'\e[<0;1;23M\e[<0;1;23m'
wait_for_re '^‹ Habit 9   Habit 8 '
"${T[@]}" send-keys -t ui -l $'\e[<0;80;23M\e[<0;80;23m'
wait_for_re '^‹ Habit 2   Habit 1   \+ Add habit'
"${T[@]}" send-keys -t ui -l $'\e[<0;14;23M'
sleep 0.2
"${T[@]}" send-keys -t ui -l $'\e[<32;20;5M'
wait_for_re 'Habit 1 [0-9:]+-'
"${T[@]}" send-keys -t ui -l $'\e[<0;20;5m'
wait_for "Logged Habit 1 "
grep -qE '^- [0-9:]+-[0-9:]+ Habit 1$' "$TMP/j/days/2026/2026-11-21.md" || fail "tray-scroll: Habit 1 not placed"
ok "tray-scroll: ‹ and › show the lines of pills; the last habit dragged onto the timeline"
"${T[@]}" send-keys -t ui q
ended 0 "q after the tray-scroll"

# --- overlap: entries that overlap are drawn side by side, and the move says so (issue 33) ------
fresh_journal
YDAY="days/2026/2026-11-20.md"
(cd "$TMP/j" && DAWN_JOURNAL_NOW=$NOW "$BIN" log "Morning Run" --at 12:00 --date 2026-11-20 >/dev/null)
rm -rf "$TMP/j0"
cp -R "$TMP/j" "$TMP/j0"
start ui 2026-11-20
wait_for "Friday 2026-11-20"
# j 21 times: the slot cursor from 07:45 to 13:00; the timeline shows 09:00 to 13:00 (rows 4-20).
for _ in $(seq 21); do "${T[@]}" send-keys -t ui j; done
wait_for_re '^13:00 ▸'
# Morning Run's body (12:00, row 16) dragged onto Evening Walk at 13:00 (row 20).
drag "20;16" "20;18" "20;20"
wait_for "Moved Morning Run to 13:00-13:30. warning: '"
screen | grep -qE "^Moved Morning Run to 13:00-13:30. warning: '(Morning Run|Evening Walk)' 13:00-13:30 overlaps" || fail "overlap: the status line does not warn as move does"
one_line_changed "$YDAY" '^> - 13:00-13:30 🏃 Morning Run$' "overlap: Morning Run dragged onto Evening Walk"
line="$(screen | sed -n 20p)"
grep -qF "Morning" <<<"$line" && grep -qF "Evening" <<<"$line" || fail "overlap: the 13:00 row does not show both names: $line"
ok "overlap: both names on the 13:00 row, the status line warns as move does"
"${T[@]}" send-keys -t ui q
ended 0 "q after the overlap"

# --- undo-chain: place, move, delete, then u three times gives back every byte (issue 33) ------
fresh_journal
cp "$TMP/j/$DAY" "$TMP/undo-first"
# Waits up to 5 s for the day file to hold a line matching RE.
wait_line() {
    for _ in $(seq 50); do
        grep -qE -- "$1" "$TMP/j/$DAY" && return 0
        sleep 0.1
    done
    fail "undo-chain: the day file never held /$1/"
}
start ui
wait_view
# Place Evening Walk at now (21:00): Tab twice to the tray, two pills right, Enter, Enter.
"${T[@]}" send-keys -t ui Tab Tab
sleep 0.2
"${T[@]}" send-keys -t ui l l Enter
wait_for "Enter place it"
"${T[@]}" send-keys -t ui Enter
wait_for "Logged Evening Walk 21:00-21:45."
# Move it an hour earlier (m, k four times at 15-minute rows, Enter), then delete it.
"${T[@]}" send-keys -t ui m k k k k Enter
wait_for "Moved Evening Walk to 20:00-20:45."
"${T[@]}" send-keys -t ui d
wait_for "Delete 20:00-20:45 Evening Walk? y/n"
"${T[@]}" send-keys -t ui y
wait_for "Deleted 20:00-20:45 Evening Walk."
cmp -s "$TMP/undo-first" "$TMP/j/$DAY" || fail "undo-chain: placed, moved and deleted, the file is not as it was"
"${T[@]}" send-keys -t ui u
wait_line '^- 20:00-20:45 🚶‍♀️ Evening Walk$'
"${T[@]}" send-keys -t ui u
wait_line '^- 21:00-21:45 🚶‍♀️ Evening Walk$'
"${T[@]}" send-keys -t ui u
for _ in $(seq 50); do cmp -s "$TMP/undo-first" "$TMP/j/$DAY" && break; sleep 0.1; done
cmp -s "$TMP/undo-first" "$TMP/j/$DAY" || fail "undo-chain: u three times did not give back every byte: $(diff "$TMP/undo-first" "$TMP/j/$DAY")"
wait_for "Undone."
"${T[@]}" send-keys -t ui u
wait_for "Nothing to undo."
cmp -s "$TMP/undo-first" "$TMP/j/$DAY" || fail "undo-chain: a fourth u changed the file"
ok "undo-chain: place, move, delete, u u u: the day file byte for byte as it was; a fourth u has nothing"
"${T[@]}" send-keys -t ui q
ended 0 "q after the undo-chain"

# --- A resize re-lays out at once ---------------------------------------------------------------
start ui
wait_view
"${T[@]}" resize-window -t ui -x 140 -y 45
sleep 0.5
[ "$("${T[@]}" display -p -t ui '#{window_width}x#{window_height}')" = "140x45" ] || fail "tmux did not resize"
wait_for "15-minute rows"
ok "resized to 140×45: re-laid out with 15-minute rows"
"${T[@]}" resize-window -t ui -x 80 -y 24
sleep 0.3
"${T[@]}" send-keys -t ui q
ended 0 "q after a resize"

# --- A fresh journal, as a new user has it after init -------------------------------------------------
rm -rf "$TMP/j" "$TMP/j0"
(cd "$TMP" && "$BIN" init j >/dev/null)
cp -R "$TMP/j" "$TMP/j0"
start ui
wait_for "Timeline"
wait_for "Checklist"
"${T[@]}" send-keys -t ui q
ended 0 "q on a fresh journal"
diff -r "$TMP/j0" "$TMP/j" >/dev/null || fail "looking at a fresh journal changed it: $(diff -rq "$TMP/j0" "$TMP/j")"
ok "a fresh journal's day shown, nothing written"

# --- The Habits tab, as a new user: add, reorder, rename, archive, delete -------------------------
rm -rf "$TMP/j" "$TMP/j0"
(cd "$TMP" && DAWN_JOURNAL_NOW=$NOW "$BIN" init j >/dev/null)
H="$TMP/j/habits.toml"
# habits.toml's tables, in order, on one line.
tables() { grep -E '^\[habits\.' "$H" | tr -d '[]' | sed 's/^habits\.//' | tr '\n' ' '; }
# habits.toml is the copy taken before plus exactly the lines expected (diff's > and < lines).
habits_changed() {
    local want="$1" what="$2" got
    got="$(diff "$TMP/j0/habits.toml" "$H" | grep -E '^[<>] ' || true)"
    [ "$got" = "$want" ] || fail "$what: habits.toml changed by
$got
want
$want"
    ok "$what: habits.toml changed as meant"
    rm -rf "$TMP/j0"
    cp -R "$TMP/j" "$TMP/j0"
}
cp -R "$TMP/j" "$TMP/j0"
start ui
wait_view
"${T[@]}" send-keys -t ui 4
wait_for "My Habits"
wait_for "📓 Journal before bed"
ok "4: the Habits tab lists the habits"
# The add form: a name with a digit (typed, not a tab), an emoji, the second preset, 15 minutes.
"${T[@]}" send-keys -t ui a
wait_for "Why does this matter to you?"
"${T[@]}" send-keys -t ui -l "Stretch 10"
"${T[@]}" send-keys -t ui Tab
"${T[@]}" send-keys -t ui -l "🤸"
"${T[@]}" send-keys -t ui Tab Right Right Tab Right
wait_for "15m"
"${T[@]}" send-keys -t ui Enter
wait_for "Added 🤸 Stretch 10."
habits_changed '> 
> [habits.stretch-10]
> name = "Stretch 10"
> emoji = "🤸"
> color = "peach"
> duration = "15m"
> since = 2026-11-21' "the add form's Save"
# A refused name: nothing written, the command's words on the status line.
"${T[@]}" send-keys -t ui a
wait_for "Why does this matter to you?"
"${T[@]}" send-keys -t ui -l "journal"
"${T[@]}" send-keys -t ui Enter
wait_for "already"
"${T[@]}" send-keys -t ui Escape
wait_for "Cancelled."
habits_changed '' "a name taken, refused, then Esc"
# Reorder: K moves the new habit up; a drag moves Morning exercise (row 4) onto the third row (8).
"${T[@]}" send-keys -t ui K
wait_for "Moved Stretch 10 to 2 of 3."
[ "$(tables)" = "morning-exercise stretch-10 journal " ] || fail "K: the order is $(tables)"
ok "K: Stretch 10 moved up in habits.toml"
"${T[@]}" send-keys -t ui -l $'\e[<0;6;4M'
sleep 0.2
"${T[@]}" send-keys -t ui -l $'\e[<32;6;6M\e[<32;6;8M'
sleep 0.2
"${T[@]}" send-keys -t ui -l $'\e[<0;6;8m'
wait_for "Moved Morning exercise to 3 of 3."
[ "$(tables)" = "stretch-10 journal morning-exercise " ] || fail "the drag: the order is $(tables)"
ok "a drag: Morning exercise moved to the end of habits.toml"
rm -rf "$TMP/j0"
cp -R "$TMP/j" "$TMP/j0"
# Rename (r, a one-line prompt), archive and unarchive (A).
"${T[@]}" send-keys -t ui k k r
wait_for "Rename Stretch 10 to: Stretch 10"
"${T[@]}" send-keys -t ui BSpace BSpace BSpace
"${T[@]}" send-keys -t ui Enter
wait_for "Renamed Stretch 10 to Stretch."
habits_changed '< name = "Stretch 10"
> name = "Stretch"
> former_names = ["Stretch 10"]' "r: renamed"
"${T[@]}" send-keys -t ui A
wait_for "Archived Stretch from 2026-11-21; its history stays."
habits_changed '> archived = 2026-11-21' "A: archived"
"${T[@]}" send-keys -t ui A
wait_for "Stretch counts again from today."
habits_changed '< archived = 2026-11-21' "A again: unarchived"
# Delete with history: two steps, the first says how many days.
(cd "$TMP/j" && DAWN_JOURNAL_NOW=$NOW "$BIN" log Stretch --at 20:00 >/dev/null)
rm -rf "$TMP/j0"
cp -R "$TMP/j" "$TMP/j0"
"${T[@]}" send-keys -t ui D
wait_for "This will delete 1 day of history. Continue? y/n"
"${T[@]}" send-keys -t ui y
wait_for "Delete Stretch? y/n"
"${T[@]}" send-keys -t ui y
wait_for "Deleted Stretch and its 1 day of history."
grep -qF "Stretch" "$TMP/j/$DAY" && fail "D: the day file still names Stretch"
[ "$(tables)" = "journal morning-exercise " ] || fail "D: the habits are $(tables)"
ok "D, y, y: Stretch deleted with its day's line"
# Without history: one step each, down to the empty state.
"${T[@]}" send-keys -t ui D
wait_for "Delete Journal before bed? y/n"
"${T[@]}" send-keys -t ui y
wait_for "Deleted Journal before bed."
"${T[@]}" send-keys -t ui D
wait_for "Delete Morning exercise? y/n"
"${T[@]}" send-keys -t ui y
wait_for "Get started by adding your first habit."
[ "$(tables)" = "" ] || fail "D: the habits left are $(tables)"
ok "D, y: habits without history deleted, the empty state shown"
# Today's tray, expanded: "+ Add habit" opens the form; Save comes back to Today.
"${T[@]}" send-keys -t ui 1
wait_view
"${T[@]}" send-keys -t ui x
wait_for "+ Add habit"
"${T[@]}" send-keys -t ui Enter
wait_for "Why does this matter to you?"
"${T[@]}" send-keys -t ui -l "Water"
"${T[@]}" send-keys -t ui Enter
wait_for "Added Water."
wait_for "Timeline"
grep -qF '[habits.water]' "$H" || fail "the tray's Add habit: no [habits.water]"
ok "the tray's + Add habit: added through the form, back on Today"
"${T[@]}" send-keys -t ui q
ended 0 "q after the Habits tab"

# --- Insights: the numbers of `summary` for each window ------------------------------------------
fresh_journal
start ui
wait_view
"${T[@]}" send-keys -t ui 3
wait_for "Overall Consistency"
for days in 7 30 90; do
    printed="$(cd "$TMP/j" && DAWN_JOURNAL_NOW=$NOW "$BIN" summary --days "$days" --color never)"
    want="$(grep -oE '[0-9]+ out of [0-9]+ total habit instances' <<<"$printed")" \
        || fail "summary --days $days printed no overall line"
    wait_for "· $days days"
    wait_for "$want"
    # The last card: at 80×24 End scrolls it into view; it is summary's sentence.
    growth="$(grep -E 'has been completed' <<<"$printed" | sed 's/^ *//')"
    if [ -n "$growth" ]; then
        "${T[@]}" send-keys -t ui End
        wait_for "$growth"
        "${T[@]}" send-keys -t ui Home
    fi
    ok "Insights, $days days: '$want' as summary --days $days prints it"
    [ "$days" = 90 ] || "${T[@]}" send-keys -t ui Right
done
# The selector's 7 days (the left one of three, right-aligned at 80 columns) clicked.
"${T[@]}" send-keys -t ui -l $'\e[<0;54;2M\e[<0;54;2m'
wait_for "· 7 days"
ok "a click on the range selector: 7 days"
"${T[@]}" send-keys -t ui 1
wait_for "Saturday 2026-11-21"
"${T[@]}" send-keys -t ui q
ended 0 "q after Insights"
diff -r "$TMP/j0" "$TMP/j" >/dev/null || fail "looking at Insights changed the journal: $(diff -rq "$TMP/j0" "$TMP/j")"
ok "looking at Insights changed no file"

# --- History: the matrix, three weeks back, Enter opens that day in Today ----------------------
fresh_journal
start ui
wait_view
"${T[@]}" send-keys -t ui 2
wait_for "History  2026-11-01 – 2026-11-21 · 21 days"
screen | grep -qF "● done  ○ missed  ◌ pending  – skipped" || fail "History's legend"
screen | grep -qE "^Morning Run +◌  ○  ●  ●" || fail "History's first row: Morning Run, newest day first"
wait_for "Sat 21 Nov · Pending"
ok "2: History's matrix, its legend, the cursor's cell on the status line"
"${T[@]}" send-keys -t ui NPage
wait_for "History  2026-10-25 – 2026-11-14"
"${T[@]}" send-keys -t ui NPage NPage
wait_for "History  2026-10-11 – 2026-10-31 · 21 days"
wait_for "Sat 31 Oct · Completed"
ok "PgDn three times: three weeks back"
"${T[@]}" send-keys -t ui Enter
wait_for "Saturday 2026-10-31"
wait_for "Timeline"
ok "Enter on History: that day in Today"
"${T[@]}" send-keys -t ui q
ended 0 "q after History"
diff -r "$TMP/j0" "$TMP/j" >/dev/null || fail "History changed the journal: $(diff -rq "$TMP/j0" "$TMP/j")"
ok "History wrote nothing"

# --- Not a terminal -----------------------------------------------------------------------------
set +e
(cd "$TMP/j" && DAWN_JOURNAL_NOW=$NOW "$BIN" ui < /dev/null > "$TMP/out" 2> "$TMP/err")
code=$?
set -e
[ "$code" = 64 ] || fail "ui without a terminal: exit $code, want 64"
grep -qF "needs a terminal" "$TMP/err" || fail "ui without a terminal: $(cat "$TMP/err")"
ok "ui without a terminal: a usage error (64)"

echo "check-ui: $checks checks passed"
