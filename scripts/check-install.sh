#!/usr/bin/env bash
# `make install` / `make uninstall` as a person would use them, into a staging DESTDIR:
# the installed binary runs with an empty environment (no toolchain on PATH or
# LD_LIBRARY_PATH), `man -l` renders the installed page, a bash that sources only the installed
# completion completes `dawn-journal lo` to `log`, and `make uninstall` leaves DESTDIR empty.
#
#   scripts/check-install.sh        (builds the release binary through make)
set -euo pipefail
cd "$(dirname "$0")/.."
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
prefix=/usr/local
make --no-print-directory install DESTDIR="$stage" PREFIX="$prefix" >/dev/null
bin="$stage$prefix/bin/dawn-journal"

echo "installed: $(cd "$stage" && find . -type f | sort | tr '\n' ' ')"
[ "$(cd "$stage" && find . -type f | wc -l)" -eq 5 ] || { echo "expected 5 installed files" >&2; exit 1; }

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

make --no-print-directory uninstall DESTDIR="$stage" PREFIX="$prefix" >/dev/null
left=$(cd "$stage" && find . -mindepth 1)
[ -z "$left" ] || { echo "make uninstall left: $left" >&2; exit 1; }
echo "make uninstall: DESTDIR empty"
