#!/usr/bin/env python3
"""Writes scripts/startup-order.txt: the functions the start-up bound commands run, one linker
section a line (`.text.NAME`), for the Makefile's `--section-ordering-file`.

The static binary holds 11 MB of code, and a command's start runs under 1 MB of it, spread
over the whole file: every 64 KB window it touches is a page fault (about a hundred for
`today`). Compiled with `-function-sections` and linked in this order, the functions a start
runs lie together. The list is what callgrind saw these commands run (the benchmark's start-up
rows, and a few more that people type often), ordered by their address in the binary measured
(so that a list made from an ordered binary keeps its order); a function missing from it (new
code) is only laid out elsewhere, and a name that no longer exists is ignored by the linker.

    make && python3 scripts/startup-order.py
    rm .build/release/dawn-journal && make             # SwiftPM does not see the list change: link again

Needs valgrind and nm; not run by CI (the list is checked in).
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOW = "2026-11-21T21:00"
TODAY = os.path.join("days", "2026", "2026-11-21.md")
MERGE_BASE = "## Timeline\n\n- 06:00-06:30 🏃 Morning Run\n"
MERGE_OURS = MERGE_BASE + "- 07:00-07:30 🧘🏽 Meditate\n"
MERGE_THEIRS = MERGE_BASE + "- 20:00-20:30 📚 Read\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "dawn-journal"))
    parser.add_argument("--out", default=os.path.join(ROOT, "scripts", "startup-order.txt"))
    args = parser.parse_args()
    for tool in ("valgrind", "nm"):
        if not shutil.which(tool):
            sys.exit("startup-order: %s is needed" % tool)
    binary = os.path.abspath(args.bin)
    tmp = tempfile.mkdtemp(prefix="dawn-order-")
    try:
        demo = os.path.join(tmp, "demo")
        shutil.copytree(os.path.join(ROOT, "samples", "demo"), demo)
        year = os.path.join(tmp, "journal-1y")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "generate-demo.py"), year, "--days", "365"],
                       check=True, stdout=subprocess.DEVNULL)
        for name, text in (("base", MERGE_BASE), ("ours", MERGE_OURS), ("theirs", MERGE_THEIRS)):
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
        merge = [binary, "merge-driver", os.path.join(tmp, "base"), os.path.join(tmp, "ours"),
                 os.path.join(tmp, "theirs"), "--path", TODAY]
        runs = [
            (tmp, [binary, "--version"]),
            (demo, [binary, "today"]),
            (demo, [binary, "day", "2026-11-20"]),
            (demo, [binary, "due"]),
            (demo, [binary, "habit", "list"]),
            (year, [binary, "__complete", "habits"]),
            (year, [binary, "log", "read", "--at", "20:00"]),
            (year, merge),
        ]
        env = dict(os.environ, DAWN_JOURNAL_NOW=NOW, NO_COLOR="1")
        env.pop("DAWN_JOURNAL", None)
        ran = set()
        for k, (cwd, argv) in enumerate(runs):
            out = os.path.join(tmp, "callgrind.%d" % k)
            subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out] + argv,
                           cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            with open(out, encoding="utf-8", errors="replace") as f:
                for line in f:
                    # `fn=(12) name` names a function the first time; `cfn=` a callee.
                    if line.startswith(("fn=(", "cfn=(")) and ") " in line:
                        ran.add(line.split(") ", 1)[1].rstrip("\n").split("'")[0])
        addresses = {}
        for line in subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True,
                                   text=True).stdout.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in "tTwW":
                addresses.setdefault(parts[2], int(parts[0], 16))
        ordered = sorted((addresses[name], name) for name in ran if name in addresses and ".cold" not in name)
        with open(args.out, "w") as f:
            f.writelines(".text.%s\n" % name for _, name in ordered)
        print("startup-order: %d functions of %d commands into %s" % (len(ordered), len(runs), args.out))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
