#!/usr/bin/env python3
"""The man page reads as the command spec is written.

Renders Docs/dawn-journal.1 with `mandoc -T ascii` (as `man` shows it) and checks that every
metavariable (each `Ar` word of the page's source, which the command spec's value names become)
appears in the rendered text exactly as written. `mandoc -T lint` does not catch a roff escape
that changes a word: `HH\\:MM` lints clean and renders as `HHMM`, so a reader types `--at 0630`.

    python3 scripts/check-manpage.py [PAGE]
    python3 scripts/check-manpage.py --self-test
"""
import re
import subprocess
import sys


def rendered(source: str) -> str:
    out = subprocess.run(["mandoc", "-T", "ascii"], input=source.encode(), capture_output=True, check=True).stdout
    text = out.decode("utf-8", "replace")
    return re.sub(r".\x08", "", text)  # overstrike (bold, underline) to plain text


def metavariables(source: str) -> list[str]:
    found = []
    for line in source.splitlines():
        if not line.startswith("."):
            continue
        words = line.split()
        for i, w in enumerate(words):
            if w == "Ar" and i + 1 < len(words):
                found.append(words[i + 1])
    return found


def expected(word: str) -> str:
    # What the word means to whoever wrote it: `\&` is nothing, `\-` a minus, `\:` was meant as
    # a colon (roff renders it as an optional break, that is: nothing).
    return word.replace("\\&", "").replace("\\-", "-").replace("\\:", ":")


def problems(source: str) -> list[str]:
    text = rendered(source)
    out = []
    for word in sorted(set(metavariables(source))):
        want = expected(word)
        if "\\" in want:
            out.append(f"{word}: a roff escape in a metavariable")
        elif want not in text:
            out.append(f"{word}: not in the rendered page as {want!r}")
    return out


def self_test() -> None:
    page = ".Dd November 25, 2026\n.Dt X 1\n.Os\n.Sh SYNOPSIS\n.Nm x\n.Op Fl -at Ar {}\n"
    assert problems(page.format("HH:MM")) == [], problems(page.format("HH:MM"))
    bad = problems(page.format("HH\\:MM"))
    assert len(bad) == 1, bad
    print("check-manpage self-test: a clean page passes, HH\\:MM is caught")


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return 0
    path = sys.argv[1] if len(sys.argv) > 1 else "Docs/dawn-journal.1"
    source = open(path, encoding="utf-8").read()
    found = problems(source)
    for p in found:
        print(f"{path}: {p}", file=sys.stderr)
    if found:
        return 1
    print(f"{path}: {len(set(metavariables(source)))} metavariables, each rendered as written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
