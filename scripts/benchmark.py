#!/usr/bin/env python3
"""Benchmarks the release binary on a 10-year journal (3,650 days) and on large single files.

    swift build -c release
    python3 scripts/benchmark.py

Prints the median and the slowest of RUNS runs for each command. Timings are wall-clock on this
machine and include process start; nothing here is asserted by the tests.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
BIN = os.path.join(ROOT, ".build", "release", "dawn-journal")
RUNS = 9
ENV = dict(os.environ, DAWN_JOURNAL_NOW="2026-11-21T21:00", NO_COLOR="1")


def timed(args, cwd, reset=None):
    samples = []
    for _ in range(RUNS):
        if reset:
            reset()
        start = time.perf_counter()
        r = subprocess.run([BIN] + args, cwd=cwd, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        samples.append(time.perf_counter() - start)
        if r.returncode not in (0, 1):
            sys.exit("%s failed: %s" % (args, r.stderr.decode()))
    return statistics.median(samples), max(samples)


def main():
    if not os.path.exists(BIN):
        sys.exit("build first: swift build -c release")
    tmp = tempfile.mkdtemp(prefix="dawn-bench-")
    journal = os.path.join(tmp, "journal")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "generate-demo.py"), journal, "--days", "3650"],
                   check=True, stdout=subprocess.DEVNULL)
    files = sum(len(f) for _, _, f in os.walk(os.path.join(journal, "days")))
    size = sum(os.path.getsize(os.path.join(d, n)) for d, _, f in os.walk(journal) for n in f)
    print("journal: %d day files, %.1f MB, 10 habits; %d runs each, median / slowest" % (files, size / 1e6, RUNS))
    today = os.path.join(journal, "days", "2026", "2026-11-21.md")
    original = open(today, "rb").read()

    def restore():
        with open(today, "wb") as f:
            f.write(original)

    cases = [
        ("log (insert one entry)", ["log", "read", "--at", "20:00"], restore),
        ("log --check (tick)", ["log", "water"], restore),
        ("day", ["day"], None),
        ("week", ["week"], None),
        ("history --days 30", ["history"], None),
        ("history --days 90", ["history", "--days", "90"], None),
        ("summary --days 30", ["summary"], None),
        ("summary --days 90", ["summary", "--days", "90"], None),
        ("habit list", ["habit", "list"], None),
        ("lint (whole journal)", ["lint"], None),
        ("fmt --check (whole journal)", ["fmt", "--check"], None),
    ]
    for name, args, reset in cases:
        median, worst = timed(args, journal, reset)
        print("  %-30s %7.1f ms  %7.1f ms" % (name, median * 1000, worst * 1000))

    # One large day file: parse time should grow linearly with size.
    for mb in (1, 10):
        big = os.path.join(tmp, "big-%d" % mb)
        os.makedirs(os.path.join(big, "days", "2026"))
        shutil.copy(os.path.join(journal, "habits.toml"), big)
        line = "- 06:00-06:15 💧 Drink Water -- a note to make the line longer\n"
        with open(os.path.join(big, "days", "2026", "2026-11-20.md"), "w") as f:
            f.write("## Timeline\n\n")
            f.write(line * (mb * 1_000_000 // len(line.encode())))
        median, worst = timed(["fmt", "--check"], big)
        print("  %-30s %7.1f ms  %7.1f ms" % ("fmt --check, one %d MB file" % mb, median * 1000, worst * 1000))
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
