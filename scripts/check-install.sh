#!/usr/bin/env bash
# `make install` / `make uninstall` as a person would use them, into a staging DESTDIR:
# the installed binary runs with an empty environment (no toolchain on PATH or
# LD_LIBRARY_PATH), `man -l` renders the installed page, a bash that sources only the installed
# completion completes `dawn-journal lo` to `log`, and `make uninstall` removes exactly what
# `make install` put there: the staging folder and the prefix both hold a space, and files and
# empty folders that were there before (one named like the first word of each path, an empty
# folder install did not make, a folder install used but did not make) are all still there.
#
#   scripts/check-install.sh        (builds the release binary through make)
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stage="$tmp/staging area"
prefix="/opt/my tools"
# What was there before: an unquoted path would be cut at its spaces into "$tmp/staging" and
# "$stage/opt/my"; the empty folders are not install's to remove.
mkdir -p "$stage/empty" "$stage$prefix/bin" "$stage$prefix/share/empty"
touch "$tmp/staging" "$stage/opt/my"
listing() { (cd "$tmp" && find . | sort); }
before=$(listing)
make --no-print-directory install DESTDIR="$stage" PREFIX="$prefix" >/dev/null \
    || { echo "make install exited $?" >&2; exit 1; }
bin="$stage$prefix/bin/dawn-journal"

installed=$(comm -13 <(echo "$before") <(listing) | while IFS= read -r f; do if [ -f "$tmp/$f" ]; then echo "$f"; fi; done)
echo "installed: $(tr '\n' ' ' <<<"$installed")"
[ "$(wc -l <<<"$installed")" -eq 6 ] || { echo "expected 5 installed files and the manifest" >&2; exit 1; }

if [ "$(uname -s)" = Linux ]; then
    # A static executable: no program interpreter (dynamic loader), so no shared library at all.
    if readelf -l "$bin" | grep -q INTERP; then
        echo "the installed binary is not a static executable (it needs the dynamic loader):" >&2
        ldd "$bin" >&2 || true
        exit 1
    fi
fi
out=$(env -i "$bin" --version)
[ "$out" = "dawn-journal $(grep -o 'version = "[^"]*"' Sources/DawnJournalCLI/DawnJournalCLI.swift | cut -d'"' -f2)" ] \
    || { echo "env -i dawn-journal --version printed: $out" >&2; exit 1; }
env -i DAWN_JOURNAL_NOW=2026-11-21T21:00 "$bin" today --journal samples/demo | grep -q "Saturday" \
    || { echo "env -i dawn-journal today did not show the demo's Saturday" >&2; exit 1; }
size=$(wc -c <"$bin")
[ "$size" -le 20000000 ] || { echo "the installed binary is $size bytes, over 20 MB" >&2; exit 1; }
echo "env -i: --version and today run ($size bytes)"

page=$(MANWIDTH=100 man -l "$stage$prefix/share/man/man1/dawn-journal.1" 2>/dev/null | col -b)
grep -q -- "--at HH:MM" <<<"$page" || { echo "man -l: the page does not show --at HH:MM" >&2; exit 1; }
echo "man -l: the installed page renders (--at HH:MM as written)"

completed=$(env -i PATH="$stage$prefix/bin:/usr/bin:/bin" HOME="$stage" bash --norc --noprofile -c '
    source "$1"
    COMP_WORDS=(dawn-journal lo); COMP_CWORD=1; COMP_LINE="dawn-journal lo"; COMP_POINT=${#COMP_LINE}
    fn=$(complete -p dawn-journal | sed -n "s/.*-F \([^ ]*\) .*/\1/p")
    "$fn" dawn-journal lo dawn-journal
    printf "%s\n" "${COMPREPLY[@]}"' bash "$stage$prefix/share/bash-completion/completions/dawn-journal")
[ "$completed" = "log" ] || { echo "bash completion of 'dawn-journal lo' gave: $completed" >&2; exit 1; }
echo "bash: 'dawn-journal lo' completes to 'log' with only the installed completion"

# Installed twice, uninstalled once: the second install keeps the first one's list of folders.
make --no-print-directory install DESTDIR="$stage" PREFIX="$prefix" >/dev/null \
    || { echo "a second make install exited $?" >&2; exit 1; }
make --no-print-directory uninstall DESTDIR="$stage" PREFIX="$prefix" >/dev/null \
    || { echo "make uninstall exited $?" >&2; exit 1; }
after=$(listing)
[ "$after" = "$before" ] || {
    echo "make uninstall did not leave what was there before:" >&2
    diff <(echo "$before") <(echo "$after") >&2
    exit 1
}
make --no-print-directory uninstall DESTDIR="$stage" PREFIX="$prefix" >/dev/null \
    || { echo "make uninstall with nothing installed exited $?" >&2; exit 1; }
echo "make uninstall: exactly what install put there is gone, spaces and all; again: nothing to do, exit 0"

# A staging folder that is a file: install fails, and writes nothing.
if make --no-print-directory install DESTDIR="$tmp/staging" PREFIX="$prefix" >/dev/null 2>&1; then
    echo "make install into a DESTDIR that is a file exited 0" >&2
    exit 1
fi
[ "$(listing)" = "$before" ] || { echo "a failed make install changed the staging folder" >&2; exit 1; }
echo "make install into a DESTDIR that is a file: fails, nothing written"
