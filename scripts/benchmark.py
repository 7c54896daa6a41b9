#!/usr/bin/env python3
"""Benchmarks the release build against the goals of issue 9 and prints a results table.

    swift build -c release && make && python3 scripts/benchmark.py               # full run, about 3 minutes
    python3 scripts/benchmark.py --quick                                         # smoke run, no 50-year journal
    make && python3 scripts/benchmark.py --startup-only                          # the start-up rows alone (issues 25, 34)
    make && python3 scripts/benchmark.py --startup-only --write-doc              # and those rows into Docs/PERFORMANCE.md
    python3 scripts/benchmark.py --serve-only                                    # the rows of `serve` alone (issue 35)
    swift build -c release && make && python3 scripts/benchmark.py --write-doc   # also writes Docs/PERFORMANCE.md

`make` builds the release `dawn-journal` as the static executable that `make install` installs
(into .build/release, where `swift build -c release` puts `dawn-journal-bench`): the start-up
rows compare static builds only, and say so.

Options:
    --bin DIR      folder holding the release `dawn-journal` and `dawn-journal-bench` (default .build/release)
    --runs N       pairs (and runs of single commands) to time; default 9, 3 with --quick
    --quick        fewer runs, shorter parser runs, and no 50-year journal (its rows say "skipped")
    --startup-only only the start-up bound commands against a C hello-world and `log` against the
                   floor of a durable write (and the same floors in Swift)
    --serve-only   only `serve` on the 50-year journal (1-year with --quick); prints, writes no doc
    --write-doc    also write the results, date, machine and commit to the --doc file; with
                   --startup-only, replace only the start-up rows there (and add a note saying when)
    --doc PATH     where --write-doc writes (default Docs/PERFORMANCE.md)

Inputs, all made in a temporary folder and deterministic:
- 1-, 10- and 50-year journals (365, 3,650 and 18,250 days ending 2026-11-21, 10 habits) from
  scripts/generate-demo.py;
- the 10-year journal as an hledger timedot file, from scripts/generate-timedot.py: each timeline
  entry is `habit  HOURS` under its date and each ticked checklist item is `habit  0` (open and
  skipped items are left out);
- a Swift hello-world that imports Foundation, compiled with `swiftc -O`: the floor for
  commands bound by process start;
- a C hello-world, compiled with `cc -O2 -static`: the floor of any process (issues 25 and 34),
  against which `--version`, `today` on samples/demo, `log` (the one-year journal), `__complete
  habits` (what a shell runs on each TAB) and `merge-driver` on a one-day conflict (what Git runs
  per conflicted day file) are timed, each with its peak memory;
- scripts/durable-write.c, compiled with `cc -O2 -static`: the floor of a durable write (issue
  34), which writes as many bytes as `log` leaves in the day file to a temporary file, fsyncs it
  and renames it over the day file, as `log` does; `log` is timed against it too;
- a Swift hello-world (`print`, no Foundation) and scripts/durable-write.swift (durable-write.c
  in Swift), compiled with `swiftc -O -static-executable` as `make` links dawn-journal: the
  floors of any Swift program, rows without a goal that say how much of a start-up ratio is the
  language's runtime (Linux only);
- one 20 MB day file of timeline entries, one 20 MB day file of prose under `## Notes`, and
  one day of 1,000 mutually overlapping entries.

`serve` is timed as a client on the loopback sees it, over one keep-alive connection (an upper
bound of the server's time): `POST /api/log` and `GET /api/day/DATE` on the 50-year journal;
then 60 idle keep-alive connections are held while /proc gives its resident memory and CPU time.

The interactive view is timed in-process by `dawn-journal-bench ui-replay` (keys through the
decoder, the view and the screen writer, as `dawn-journal ui` does, without a terminal).

Method: each command is timed against its reference in alternating pairs (command, reference,
command, reference, ...) after one unmeasured warm-up pair, in one run; the table gives the
medians and the ratio of the medians. Times are wall-clock and include process start; the
start-up rows also give the median CPU time (user + system) of both. Peak memory
is what GNU time (/usr/bin/time, `%M`) reports for one run of the command; MB is 10^6 bytes. Commands with
no reference (the big files) run RUNS times, or as many as fit in 30 s (at least 3). System calls
come from one `strace -f -c` run. `cat` reads the same files as `lint`: habits.toml and every day
file, named on one command line. Every dawn-journal command runs with DAWN_JOURNAL_NOW=
2026-11-21T21:00 and NO_COLOR=1; `lint` must exit 0 or 1 and every other command 0, or the
benchmark stops. hledger is installed with apt-get when missing and running as root; when it
cannot be, its row says so. Nothing here is asserted by the tests.
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ENV = dict(os.environ, DAWN_JOURNAL_NOW="2026-11-21T21:00", NO_COLOR="1")
ENV.pop("DAWN_JOURNAL", None)  # each command finds its journal from its working folder
TODAY = os.path.join("days", "2026", "2026-11-21.md")
BIG_DAY = os.path.join("days", "2026", "2026-11-20.md")
BIG_BYTES = 20_000_000
SINGLE_BUDGET = 30.0  # seconds for the runs of one command that has no reference

HELLO = 'import Foundation\n\nprint("hello, \\(ProcessInfo.processInfo.processName)")\n'
ENTRY_LINE = "- 06:00-06:15 💧 Drink Water -- a note\n"
PROSE = [
    "Slept well and woke before the alarm, which has not happened in weeks.",
    "The café on the corner had run out of bread, so breakfast was an apple and coffee.",
    "Long call with Maya about the wedding — the songs are chosen, the rest can wait.",
    "Rain all afternoon; I read by the window and did not mind at all.",
    "Work was quiet. I finished the report draft and sent it before lunch.",
    "A slow evening: soup, a short walk to the bakery, bed by ten.",
]
OVERLAP_NAMES = ["🏃 Morning Run", "🧘🏽 Meditate", "💻 Deep Work", "🎸 Guitar", "🚶‍♀️ Evening Walk", "📚 Read"]


def log(message):
    print(message, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Running and timing


class Command:
    """A process to time: argv, working folder, accepted exit codes, and an optional reset."""

    def __init__(self, label, argv, cwd, ok=(0,), before=None):
        self.label, self.argv, self.cwd, self.ok, self.before = label, argv, cwd, ok, before

    def run(self, stdout=subprocess.DEVNULL):
        """Runs once; returns (seconds, peak memory in bytes). Stops the benchmark on a bad exit."""
        if self.before:
            self.before()
        with tempfile.TemporaryFile() as err:
            start = time.perf_counter()
            p = subprocess.Popen(self.argv, cwd=self.cwd, env=ENV, stdin=subprocess.DEVNULL, stdout=stdout, stderr=err)
            _, status, usage = os.wait4(p.pid, 0)
            seconds = time.perf_counter() - start
            self.cpu = usage.ru_utime + usage.ru_stime  # the child's own CPU time, load or not
            p.returncode = os.waitstatus_to_exitcode(status)
            if p.returncode not in self.ok:
                err.seek(0)
                sys.exit("benchmark failed: %s (in %s) exited %d, expected %s\n%s" % (
                    " ".join(self.argv[:6]) + (" ..." if len(self.argv) > 6 else ""), self.cwd, p.returncode,
                    " or ".join(map(str, self.ok)), err.read()[-2000:].decode(errors="replace")))
        return seconds, self.peak_memory()

    def peak_memory(self):
        """The command's own peak resident memory, in bytes, measured by GNU time in a separate
        run. (ru_maxrss from wait4 on our own child would count this script's memory too: Linux
        keeps the high-water mark of the address space a child had before exec, our copy.)"""
        if getattr(self, "_peak", None) is not None:
            return self._peak
        timer = shutil.which("time") or "/usr/bin/time"
        if not os.path.exists(timer):
            self._peak = 0
            return 0
        if self.before:
            self.before()
        with tempfile.NamedTemporaryFile("r") as out:
            subprocess.run([timer, "-f", "%M", "-o", out.name] + self.argv, cwd=self.cwd, env=ENV,
                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            text = out.read().strip().splitlines()
            self._peak = int(text[-1]) * 1024 if text and text[-1].isdigit() else 0
        return self._peak


class Pair:
    def __init__(self, command, reference, runs):
        log("  %s vs %s (%d pairs)" % (command.label, reference.label, runs))
        command.run(), reference.run()  # warm-up: page cache, dynamic loader
        times, ref_times, self.peak, cpu, ref_cpu = [], [], 0, [], []
        for _ in range(runs):
            seconds, peak = command.run()
            times.append(seconds)
            cpu.append(command.cpu)
            self.peak = max(self.peak, peak)
            ref_times.append(reference.run()[0])
            ref_cpu.append(reference.cpu)
        self.median, self.ref_median = statistics.median(times), statistics.median(ref_times)
        self.cpu, self.ref_cpu = statistics.median(cpu), statistics.median(ref_cpu)
        self.ratio = self.median / self.ref_median
        self.ref_label = reference.label

    def text(self):
        return "%.2f× (%s, %s %s)" % (self.ratio, ms(self.median), self.ref_label, ms(self.ref_median))


def single(command, runs):
    """Median time and largest peak memory of up to `runs` runs (at least 3, within the budget)."""
    command.run()  # warm-up
    times, peak, start = [], 0, time.perf_counter()
    while len(times) < runs and (len(times) < min(3, runs) or time.perf_counter() - start < SINGLE_BUDGET):
        seconds, rss = command.run()
        times.append(seconds)
        peak = max(peak, rss)
    log("  %s: %d runs" % (command.label, len(times)))
    return statistics.median(times), peak


def strace_calls(argv, cwd, out):
    """Total system calls of one run under `strace -f -c`, or None when strace cannot trace."""
    strace = shutil.which("strace") or "/usr/bin/strace"
    r = subprocess.run([strace, "-f", "-c", "-o", out] + argv, cwd=cwd, env=ENV,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if r.returncode not in (0, 1) or not os.path.exists(out):
        log("  strace failed (%d): %s" % (r.returncode, r.stderr.decode(errors="replace")[-300:]))
        return None
    for line in open(out):
        fields = line.split()
        if fields and fields[-1] == "total":
            return int(fields[3])  # % time, seconds, usecs/call, calls, [errors,] total
    return None


def ms(seconds):
    return "%.1f ms" % (seconds * 1000) if seconds < 1 else "%.2f s" % seconds


def mb(n):
    return "%.1f MB" % (n / 1e6)


# ---------------------------------------------------------------------------------------------
# Inputs


def generate_journal(tmp, name, days):
    journal = os.path.join(tmp, name)
    start = time.perf_counter()
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "generate-demo.py"), journal, "--days", str(days)],
                   check=True, stdout=subprocess.DEVNULL)
    files = ["habits.toml"] + sorted(
        os.path.relpath(os.path.join(d, f), journal) for d, _, fs in os.walk(os.path.join(journal, "days")) for f in fs)
    size = sum(os.path.getsize(os.path.join(journal, f)) for f in files)
    log("  %s: %d day files, %s, generated in %.1f s" % (name, len(files) - 1, mb(size), time.perf_counter() - start))
    return journal, files


def one_day_journal(tmp, name, habits_from, text):
    """A journal whose only day file is 2026-11-20 with `text`; returns (folder, day file path)."""
    journal = os.path.join(tmp, name)
    os.makedirs(os.path.join(journal, "days", "2026"))
    shutil.copy(os.path.join(habits_from, "habits.toml"), journal)
    path = os.path.join(journal, BIG_DAY)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return journal, path


def entries_text():
    header = "# Friday, 20 November\n\n## Timeline\n\n"
    return header + ENTRY_LINE * ((BIG_BYTES - len(header.encode())) // len(ENTRY_LINE.encode()) + 1)


def prose_text():
    parts, size, k = ["# Friday, 20 November\n\n## Notes\n\n"], 0, 0
    while size < BIG_BYTES:
        paragraph = "\n".join(PROSE[(k + i) % len(PROSE)] for i in range(4)) + "\n\n"
        parts.append(paragraph)
        size += len(paragraph.encode())
        k += 1
    return "".join(parts).rstrip("\n") + "\n"


def overlap_text(count=1000):
    """`count` entries that all overlap one another: starts 04:00-09:45, ends 20:00-23:45."""
    lines = ["# Friday, 20 November", "", "## Timeline", ""]
    for i in range(count):
        start, end = 4 * 60 + (i % 24) * 15, 20 * 60 + (i % 16) * 15
        lines.append("- %02d:%02d-%02d:%02d %s" % (start // 60, start % 60, end // 60, end % 60,
                                                     OVERLAP_NAMES[i % len(OVERLAP_NAMES)]))
    return "\n".join(lines) + "\n"


def find_hledger():
    """The hledger check command line for a file (as a function), or None; installs it as root."""
    if not shutil.which("hledger") and os.geteuid() == 0 and shutil.which("apt-get"):
        log("  hledger is missing: apt-get install -y hledger")
        subprocess.run(["apt-get", "install", "-y", "hledger"], env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return shutil.which("hledger")


def hledger_check(hledger, timedot):
    """`hledger check -f FILE` (1.26+), or `hledger -f FILE check` (1.25); None if neither works."""
    for argv in ([hledger, "check", "-f", timedot], [hledger, "-f", timedot, "check"]):
        if subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            return argv
    return None


# ---------------------------------------------------------------------------------------------
# The table


class Table:
    def __init__(self):
        self.rows = []

    def add(self, what, measured, goal, value=None, limit=None, at_least=False):
        """A row; pass/fail compares value with limit (at most, or at least)."""
        if value is None or limit is None:
            verdict = "—"
        else:
            verdict = "pass" if (value >= limit if at_least else value <= limit) else "fail"
        self.rows.append((what, measured, goal, verdict))

    def skip(self, what, goal, why):
        self.rows.append((what, why, goal, "—"))

    def text(self):
        head = ("what", "measured", "goal", "")
        widths = [max(len(r[i]) for r in self.rows + [head]) for i in range(4)]
        lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in [head] + self.rows]
        lines.insert(1, "  ".join("-" * w for w in widths))
        return "\n".join(lines)

    def markdown(self):
        lines = ["| what | measured | goal | |", "| --- | --- | --- | --- |"]
        lines += ["| %s |" % " | ".join(c.replace("|", "\\|") for c in r) for r in self.rows]
        return "\n".join(lines)


def machine():
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return "%d cores (nproc), %s, Linux %s" % (len(os.sched_getaffinity(0)), cpu, platform.release())


def commit():
    def git(*args):
        return subprocess.run(["git", "-C", ROOT] + list(args), capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + (" + uncommitted changes" if git("status", "--porcelain") else "")


def write_doc(path, table, notes, bin_dir):
    swift = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()
    lines = [
        "# Performance",
        "",
        "What `scripts/benchmark.py` measures against the goals of issue 9: each command against a",
        "reference (`cat` of the same files, `hledger check` of the same entries, a Swift hello-world",
        "that imports Foundation), in alternating pairs in one run, medians and their ratio. The script's",
        "docstring describes the inputs and the method. To run it again and rewrite this file:",
        "",
        "```",
        "swift build -c release && make && python3 scripts/benchmark.py --write-doc",
        "```",
        "",
        "- Date: %s" % datetime.date.today().isoformat(),
        "- Machine: %s" % machine(),
        "- Commit: %s" % commit(),
    ]
    if swift:
        lines.append("- Swift: %s" % swift[0])
    if os.path.realpath(bin_dir) != os.path.realpath(os.path.join(ROOT, ".build", "release")):
        lines.append("- Binaries: %s" % bin_dir)
    lines += ["", "Inputs and runs:", ""] + ["- %s" % n for n in notes] + ["", table.markdown(), ""]
    # A hand-written analysis below the marker is kept when the file is rewritten.
    marker = "<!-- Below: written by hand, kept by scripts/benchmark.py. -->"
    if os.path.exists(path):
        old = open(path, encoding="utf-8").read()
        if marker in old:
            lines += [marker + old.split(marker, 1)[1].rstrip("\n"), ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    log("wrote %s" % path)


# ---------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"),
                        help="folder of the release dawn-journal and dawn-journal-bench")
    parser.add_argument("--runs", type=int, help="pairs per comparison (default 9; 3 with --quick)")
    parser.add_argument("--quick", action="store_true", help="fewer runs and no 50-year journal")
    parser.add_argument("--doc", default=os.path.join(ROOT, "Docs", "PERFORMANCE.md"), help="file for --write-doc")
    parser.add_argument("--write-doc", action="store_true", help="write the results to --doc")
    parser.add_argument("--startup-only", action="store_true", help="only the start-up rows; no doc")
    parser.add_argument("--serve-only", action="store_true", help="only the rows of serve (50-year journal); no doc")
    args = parser.parse_args()
    runs = args.runs or (3 if args.quick else 9)
    bench_seconds = 0.5 if args.quick else 2.0
    dawn = os.path.join(os.path.abspath(args.bin), "dawn-journal")
    bench = os.path.join(os.path.abspath(args.bin), "dawn-journal-bench")
    if not os.access(dawn, os.X_OK):
        sys.exit("no %s: build first with swift build -c release (or pass --bin DIR)" % dawn)
    if not shutil.which("swiftc"):
        sys.exit("swiftc is not on PATH: it compiles the hello-world reference")

    tmp = tempfile.mkdtemp(prefix="dawn-bench-")
    try:
        table, notes = Table(), []
        if args.startup_only:
            j1, _ = generate_journal(tmp, "journal-1y", 365)
            notes.append("%d pairs per comparison." % runs)
            startup(table, notes, tmp, dawn, j1, runs)
        elif args.serve_only:
            j50, _ = generate_journal(tmp, "journal-50y", 365 if args.quick else 18250)
            serve_rows(table, dawn, j50, "1" if args.quick else "50")
        else:
            run_all(table, notes, tmp, dawn, bench, runs, bench_seconds, args.quick)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print()
    print(table.text())
    for n in notes:
        print("- " + n)
    if args.write_doc and args.startup_only:
        write_startup_rows(args.doc, table, notes)
    elif args.write_doc and not args.serve_only:
        write_doc(args.doc, table, notes, args.bin)


def run_all(table, notes, tmp, dawn, bench, runs, bench_seconds, quick):
    log("inputs in %s" % tmp)
    j1, _ = generate_journal(tmp, "journal-1y", 365)
    j10, files10 = generate_journal(tmp, "journal-10y", 3650)
    j50, files50 = (None, None) if quick else generate_journal(tmp, "journal-50y", 18250)
    timedot = os.path.join(tmp, "journal-10y.timedot")
    made = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "generate-timedot.py"), j10, timedot],
                          check=True, capture_output=True, text=True).stdout.strip()
    log("  " + made)
    counts = re.search(r"(\d+) timed, (\d+) ticks", made)
    notes.append("10-year journal: {:,} day files, {:,} timeline entries and {:,} ticked items; the timedot file "
                 "holds the same (timed entries as hours, ticks as 0).".format(
                     len(files10) - 1, int(counts.group(1)), int(counts.group(2))))
    if j50:
        notes.append("50-year journal: {:,} day files.".format(len(files50) - 1))
    notes.append("%d pairs per comparison%s." % (runs, ", --quick" if quick else ""))
    startup(table, notes, tmp, dawn, j1, runs)

    hello_src = os.path.join(tmp, "hello.swift")
    with open(hello_src, "w") as f:
        f.write(HELLO)
    hello_bin = os.path.join(tmp, "hello")
    subprocess.run(["swiftc", "-O", hello_src, "-o", hello_bin], check=True, cwd=tmp)
    log("  compiled the hello-world")
    hello = Command("hello-world", [hello_bin], tmp)

    big_entries, big_entries_file = one_day_journal(tmp, "entries-20mb", j1, entries_text())
    _, big_prose_file = one_day_journal(tmp, "prose-20mb", j1, prose_text())
    overlaps, _ = one_day_journal(tmp, "overlaps", j1, overlap_text())
    entries_size = os.path.getsize(big_entries_file)
    prose_size = os.path.getsize(big_prose_file)

    def lint(journal, label):
        return Command("lint " + label, [dawn, "lint"], journal, ok=(0, 1))

    def cat(journal, files):
        return Command("cat", ["cat"] + files, journal)

    log("timing")
    # lint, 10 years, against cat and hledger
    p = Pair(lint(j10, "10y"), cat(j10, files10), runs)
    table.add("`lint`, 10-year journal ÷ `cat` of the same files", p.text(), "≤ 1.5×", p.ratio, 1.5)
    what = "the same `lint` ÷ `hledger check` of the same entries (timedot)"
    hledger = find_hledger()
    check = hledger and hledger_check(hledger, timedot)
    if not hledger:
        log("  hledger is not installed: skipping its row")
        table.skip(what, "≤ 0.17×", "hledger is not installed")
    elif not check:
        table.skip(what, "≤ 0.17×", "hledger check failed on the timedot file")
    else:
        version = subprocess.run([hledger, "--version"], capture_output=True, text=True).stdout.split(",")[0]
        p = Pair(lint(j10, "10y"), Command("hledger", check, tmp), runs)
        table.add(what, p.text(), "≤ 0.17×", p.ratio, 0.17)
        notes.append("hledger: %s, `%s`." % (version.strip(), " ".join(["hledger"] + check[1:]).replace(timedot, "FILE")))

    # lint, 50 years: against cat, and its memory
    if j50:
        p = Pair(lint(j50, "50y"), cat(j50, files50), runs)
        table.add("`lint`, 50-year journal ÷ `cat` of the same files", p.text(), "≤ 1.5×", p.ratio, 1.5)
        table.add("`lint`, 50-year journal: peak memory", mb(p.peak), "≤ 48 MB", p.peak, 48e6)
    else:
        table.skip("`lint`, 50-year journal ÷ `cat` of the same files", "≤ 1.5×", "skipped (--quick)")
        table.skip("`lint`, 50-year journal: peak memory", "≤ 48 MB", "skipped (--quick)")

    # views and log against the hello-world
    summary = ["summary", "--days", "30"]
    if j50:
        p = Pair(Command("summary 50y", [dawn] + summary, j50), hello, runs)
        table.add("`summary --days 30`, 50-year journal ÷ hello-world", p.text(), "≤ 1.5×", p.ratio, 1.5)
    else:
        table.skip("`summary --days 30`, 50-year journal ÷ hello-world", "≤ 1.5×", "skipped (--quick)")
    p = Pair(Command("summary 1y", [dawn] + summary, j1), hello, runs)
    table.add("`summary --days 30`, 1-year journal ÷ hello-world", p.text(), "≤ 1.5×", p.ratio, 1.5)
    # report: the last twelve months of the 10-year journal as one HTML page (issue 14)
    seconds, peak = single(Command("report 10y", [dawn, "report", "--output", os.path.join(tmp, "report.html")], j10), runs)
    table.add("`report`, 10-year journal, one year", "%s, %s" % (ms(seconds), mb(peak)), "< 1 s", seconds, 1.0)
    log_journal = j50 or j10
    today = os.path.join(log_journal, TODAY)
    original = open(today, "rb").read()

    def restore():
        with open(today, "wb") as f:
            f.write(original)

    p = Pair(Command("log", [dawn, "log", "read", "--at", "20:00"], log_journal, before=restore), hello, runs)
    restore()
    table.add("`log read --at 20:00`, %s-year journal ÷ hello-world" % ("50" if j50 else "10"), p.text(), "≤ 1.5×",
              p.ratio, 1.5)

    # fmt --check of one 20 MB day file
    seconds, peak = single(Command("fmt --check 20 MB", [dawn, "fmt", "--check"], big_entries), runs)
    rate = entries_size / 1e6 / seconds
    table.add("`fmt --check`, one %s day file of entries: throughput" % mb(entries_size),
              "%.1f MB/s (%s)" % (rate, ms(seconds)), "≥ 60 MB/s", rate, 60, at_least=True)
    table.add("`fmt --check`, the same file: peak memory", mb(peak), "≤ 120 MB", peak, 120e6)

    # the parser alone
    for label, path, size, goal in (("entries", big_entries_file, entries_size, 100),
                                    ("prose", big_prose_file, prose_size, 300)):
        what = "day-file parser alone, in-process, %s of %s" % (mb(size), label)
        if not os.access(bench, os.X_OK):
            table.skip(what, "≥ %d MB/s" % goal, "no dawn-journal-bench in --bin")
            continue
        out = subprocess.run([bench, "--seconds", str(bench_seconds), path], env=ENV, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("benchmark failed: dawn-journal-bench exited %d\n%s" % (out.returncode, out.stderr))
        rate = json.loads(out.stdout.strip().splitlines()[-1])["mbPerSecond"]
        log("  parser on %s: %.1f MB/s" % (label, rate))
        table.add(what, "%.1f MB/s" % rate, "≥ %d MB/s" % goal, rate, goal, at_least=True)

    # lint of one day of 1,000 overlapping entries: time, output, findings
    overlap = lint(overlaps, "1,000 overlaps")
    seconds, _ = single(overlap, runs)
    with tempfile.TemporaryFile() as out:
        overlap.run(stdout=out)
        size = out.tell()
        out.seek(max(0, size - 300))
        tail = out.read().decode(errors="replace")
    found = re.search(r"(\d+) errors?, (\d+) warnings?", tail)
    findings = int(found.group(1)) + int(found.group(2)) if found else None
    table.add("`lint`, one day of 1,000 overlapping entries: time", ms(seconds), "≤ 0.5 s", seconds, 0.5)
    table.add("the same `lint`: output", "%s (%d bytes)" % (mb(size), size), "≤ 1 MB", size, 1e6)
    table.add("the same `lint`: findings", "{:,}".format(findings) if findings is not None else "?",
              "≤ 1,000 (one per entry)", findings, 1000)

    # system calls per day file
    what = "system calls per day file, `lint` of the 10-year journal (`strace -f -c`)"
    if not (shutil.which("strace") or os.path.exists("/usr/bin/strace")):
        table.skip(what, "≤ 5", "strace is not installed")
    else:
        day_files = len(files10) - 1
        calls = strace_calls([dawn, "lint"], j10, os.path.join(tmp, "strace-lint.txt"))
        cat_calls = strace_calls(["cat"] + files10, j10, os.path.join(tmp, "strace-cat.txt"))
        if calls is None or cat_calls is None:
            table.skip(what, "≤ 5", "strace could not trace")
        else:
            table.add(what, "%.1f (%d calls; `cat`: %.1f)" % (calls / day_files, calls, cat_calls / day_files), "≤ 5",
                      calls / day_files, 5)

    lsp_latency(table, dawn, j10)
    serve_rows(table, dawn, j50 or j10, "50" if j50 else "10")

    # the phone page of `serve` in headless Chromium (issue 36)
    page_rows(table, dawn)
    sync_rows(table, dawn)

    # the interactive view, headless: keys through the decoder, the view and the screen writer (issue 26)
    ui_replay(table, notes, bench, j50 or j10, "50" if j50 else "10")


def ui_replay(table, notes, bench, journal, years):
    """`dawn-journal-bench ui-replay`: the view of today on the journal at 80×24, a sequence of
    keys (slot cursor moves, Tab, day back and forth), each key handled, rendered and written as
    the difference from the frame before, as `dawn-journal ui` does; 5 rounds."""
    what_time = "`ui` keystroke (event, render, diff), %s-year journal, 80×24: 95th percentile" % years
    what_bytes = "`ui` bytes written per cursor move (j/k/↓/↑), 80×24: most"
    if not os.access(bench, os.X_OK):
        table.skip(what_time, "≤ 16 ms", "no dawn-journal-bench in --bin")
        table.skip(what_bytes, "< 200", "no dawn-journal-bench in --bin")
        return
    out = subprocess.run([bench, "ui-replay", "--journal", journal, "--now", ENV["DAWN_JOURNAL_NOW"], "--size", "80x24"],
                         env=ENV, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("benchmark failed: dawn-journal-bench ui-replay exited %d\n%s" % (out.returncode, out.stderr))
    r = json.loads(out.stdout.strip().splitlines()[-1])
    log("  ui replay: %s" % r)
    table.add(what_time, "%.2f ms (median %.2f ms, most %.2f ms; %d keys × %d rounds)" % (
        r["msP95"], r["msMedian"], r["msMax"], r["keys"], r["rounds"]), "≤ 16 ms", r["msP95"] / 1000, 0.016)
    table.add(what_bytes, "%d bytes (median %d)" % (r["moveBytesMax"], r["moveBytesMedian"]), "< 200",
              r["moveBytesMax"], 199)
    notes.append("`ui` replay: the first frame took %.1f ms and %d bytes; %.2f files read per keystroke "
                 "(a day swipe reads the new day's files)." % (r["firstFrameMs"], r["firstFrameBytes"], r["readsPerKey"]))
    # The History tab (issue 27): the switch to it (`2`: the days shown and the cursor's day read),
    # then a year back a week at a time, days and habits; a step reads a block of days at most.
    what_switch = "`ui` tab switch to History, %s-year journal, 80×24: most" % years
    what_scroll = "`ui` History scroll step (PgDn, ←/→, ↑/↓), %s-year journal, 80×24: 95th percentile" % years
    if "historyMsP95" not in r:
        table.skip(what_switch, "≤ 16 ms", "dawn-journal-bench without the History replay")
        table.skip(what_scroll, "≤ 16 ms", "dawn-journal-bench without the History replay")
        return
    table.add(what_switch, "%.2f ms (median %.2f ms; %d rounds)" % (
        r["tabSwitchMsMax"], r["tabSwitchMsMedian"], r["rounds"]), "≤ 16 ms", r["tabSwitchMsMax"] / 1000, 0.016)
    table.add(what_scroll, "%.2f ms (median %.2f ms, most %.2f ms; %d keys × %d rounds)" % (
        r["historyMsP95"], r["historyMsMedian"], r["historyMsMax"], r["historyKeys"], r["rounds"]), "≤ 16 ms",
        r["historyMsP95"] / 1000, 0.016)
    notes.append("`ui` History: %.1f files read per scroll step on average, %d at most (a block of %s days as "
                 "they come into view, and the cursor's day); in CPU time of the thread (waiting for a core left "
                 "out) the switch took %.2f ms at most and a step %.2f ms at the 95th percentile (median %.2f ms, "
                 "most %.2f ms)." % (r["historyReadsPerKey"], r["historyReadsMax"], 30, r["tabSwitchCpuMsMax"],
                                     r["historyCpuMsP95"], r["historyCpuMsMedian"], r["historyCpuMsMax"]))


C_HELLO = '#include <stdio.h>\n\nint main(void) {\n    puts("hello");\n    return 0;\n}\n'
DURABLE_WRITE = os.path.join(ROOT, "scripts", "durable-write.c")
# A one-day conflict for the merge driver: both sides logged a different habit on the same day.
MERGE_BASE = "## Timeline\n\n- 06:00-06:30 🏃 Morning Run\n"
MERGE_OURS = MERGE_BASE + "- 07:00-07:30 🧘🏽 Meditate\n"
MERGE_THEIRS = MERGE_BASE + "- 20:00-20:30 📚 Read\n"


def is_static(binary):
    """Whether `binary` is a static executable: an ELF file without a program interpreter (no
    dynamic loader, no shared library). None where readelf cannot tell (not Linux)."""
    readelf = shutil.which("readelf")
    if not readelf:
        return None
    r = subprocess.run([readelf, "-l", binary], capture_output=True, text=True)
    return None if r.returncode != 0 else "INTERP" not in r.stdout


STARTUP_GOALS = [("`--version`", 1.3), ("`today` on samples/demo", 2.5), ("`log`, 1-year journal", 3),
                 ("`__complete habits`", 3), ("`merge-driver`, a one-day conflict", 3)]
FLOOR_ROW = "`log`, 1-year journal ÷ a durable write of the same size (scripts/durable-write.c)"
FLOOR_GOAL = 1.5
# The floors of a Swift program, linked as `make` links dawn-journal (no goal: they say how much of
# each ratio above is the language's runtime, not dawn-journal's work).
SWIFT_HELLO = 'print("hello")\n'
SWIFT_DURABLE_WRITE = os.path.join(ROOT, "scripts", "durable-write.swift")
SWIFT_ROWS = ["a static Swift hello-world ÷ C hello-world (the Swift runtime's start)",
              "`--version` ÷ a static Swift hello-world",
              "`log`, 1-year journal ÷ the durable write in Swift (scripts/durable-write.swift)",
              "`today` on samples/demo ÷ a static Swift hello-world"]
# Goals against Swift's own floors (issue 48): what dawn-journal adds to any Swift program's start.
SWIFT_GOALS = {SWIFT_ROWS[2]: 1.3, SWIFT_ROWS[3]: 1.5}


def swift_floors(tmp):
    """The static Swift hello-world and scripts/durable-write.swift, compiled with `swiftc -O
    -static-executable`; (None, None, why) where that cannot be done (no swiftc, not Linux)."""
    swiftc = shutil.which("swiftc")
    if not swiftc or platform.system() != "Linux":
        return None, None, "no static Swift executables here (swiftc on Linux)"
    src = os.path.join(tmp, "hello-static.swift")
    with open(src, "w") as f:
        f.write(SWIFT_HELLO)
    built = []
    for source, name in ((src, "hello-swift-static"), (SWIFT_DURABLE_WRITE, "durable-write-swift")):
        binary = os.path.join(tmp, name)
        r = subprocess.run([swiftc, "-O", "-static-executable", source, "-o", binary], cwd=tmp,
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None, None, "swiftc -static-executable failed: " + r.stderr.strip()[-200:]
        built.append(binary)
    return built[0], built[1], None


def startup(table, notes, tmp, dawn, journal, runs):
    """Start-up bound commands against a static C hello-world (issues 25 and 34): `--version` at
    most 1.3×, `today` at most 2.5×, the others at most 3×, each with its peak memory; and `log`
    against the floor of a durable write of the same size, at most 1.5×."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    rows = [what for what, _ in STARTUP_GOALS]
    if not cc:
        for what, goal in STARTUP_GOALS:
            table.skip(what + " ÷ C hello-world", "≤ %g×" % goal, "no C compiler (cc) on PATH")
        table.skip(FLOOR_ROW, "≤ %g×" % FLOOR_GOAL, "no C compiler (cc) on PATH")
        return
    src = os.path.join(tmp, "hello.c")
    with open(src, "w") as f:
        f.write(C_HELLO)
    c_bin = os.path.join(tmp, "hello-c")
    floor_bin = os.path.join(tmp, "durable-write")
    for source, binary in ((src, c_bin), (DURABLE_WRITE, floor_bin)):
        subprocess.run([cc, "-O2", "-static", source, "-o", binary], check=True, cwd=tmp)
    c_hello = Command("C hello-world", [c_bin], tmp)
    version = subprocess.run([cc, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    notes.append("C hello-world and scripts/durable-write.c: `cc -O2 -static` (%s)." % version.strip())
    static = {name: is_static(path) for name, path in (("dawn-journal", dawn), ("C hello-world", c_bin),
                                                         ("durable-write", floor_bin))}
    dynamic = [name for name, yes in static.items() if yes is False]
    if dynamic:
        notes.append("Not static executables: %s (build dawn-journal with `make`); the start-up rows "
                     "compare unlike builds." % ", ".join(dynamic))
    elif all(static.values()):
        notes.append("dawn-journal, the C hello-world and durable-write are static executables (no program "
                     "interpreter, `readelf -l`).")
    demo = os.path.join(ROOT, "samples", "demo")
    merge = os.path.join(tmp, "merge")
    os.makedirs(merge, exist_ok=True)
    for name, text in (("base", MERGE_BASE), ("theirs", MERGE_THEIRS)):
        with open(os.path.join(merge, name), "w") as f:
            f.write(text)
    ours = os.path.join(merge, "ours")

    def reset_ours():
        with open(ours, "w") as f:
            f.write(MERGE_OURS)

    today = os.path.join(journal, TODAY)
    original = open(today, "rb").read()

    def restore():
        with open(today, "wb") as f:
            f.write(original)

    log_command = Command("log", [dawn, "log", "read", "--at", "20:00"], journal, before=restore)
    goals = dict(STARTUP_GOALS)
    commands = [
        (rows[0], Command("--version", [dawn, "--version"], tmp)),
        (rows[1], Command("today", [dawn, "today"], demo)),
        (rows[2], log_command),
        (rows[3], Command("__complete habits", [dawn, "__complete", "habits"], journal)),
        (rows[4], Command("merge-driver", [dawn, "merge-driver", os.path.join(merge, "base"), ours,
                                            os.path.join(merge, "theirs"), "--path", TODAY], journal,
                          before=reset_ours)),
    ]
    swift_hello, swift_floor, why = swift_floors(tmp)
    if swift_hello:
        notes.append("The static Swift hello-world and scripts/durable-write.swift: `swiftc -O -static-executable` "
                     "(%s)." % subprocess.run(["swiftc", "--version"], capture_output=True,
                                              text=True).stdout.splitlines()[0].strip())
        p = Pair(Command("static Swift hello-world", [swift_hello], tmp), c_hello, runs)
        table.add(SWIFT_ROWS[0], p.text(), "")
        p = Pair(commands[0][1], Command("static Swift hello-world", [swift_hello], tmp), runs)
        table.add(SWIFT_ROWS[1], p.text(), "")
        p = Pair(commands[1][1], Command("static Swift hello-world", [swift_hello], tmp), runs)
        table.add(SWIFT_ROWS[3], p.text(), "≤ %g×" % SWIFT_GOALS[SWIFT_ROWS[3]], p.ratio, SWIFT_GOALS[SWIFT_ROWS[3]])
    else:
        for row in SWIFT_ROWS:
            table.skip(row, "", why)
    for what, command in commands:
        goal = goals[what]
        p = Pair(command, c_hello, runs)
        table.add(what + " ÷ C hello-world", p.text(), "≤ %g×" % goal, p.ratio, goal)
        # CPU time (user + system, from wait4) does not wait for other processes: on a busy
        # machine it says what the wall clock cannot.
        table.add(what + ": CPU time, peak memory", "%s (C hello-world %s), %s" % (
            ms(p.cpu), ms(p.ref_cpu), mb(p.peak)), "")
        if command is log_command:
            # The floor: as many bytes as log leaves in the day file, written the durable way
            # over the same day file (restored before each run, as for log).
            log_command.run()
            size = os.path.getsize(today)
            floor = Command("durable write", [floor_bin, today, str(size)], journal, before=restore)
            f = Pair(log_command, floor, runs)
            table.add(FLOOR_ROW, f.text(), "≤ %g×" % FLOOR_GOAL, f.ratio, FLOOR_GOAL)
            table.add(FLOOR_ROW.split(" ÷")[0] + " and the durable write: CPU time", "%s (durable write %s), %d bytes" % (
                ms(f.cpu), ms(f.ref_cpu), size), "")
            if swift_floor:
                floor = Command("durable write in Swift", [swift_floor, today, str(size)], journal, before=restore)
                f = Pair(log_command, floor, runs)
                goal = SWIFT_GOALS[SWIFT_ROWS[2]]
                table.add(SWIFT_ROWS[2], f.text(), "≤ %g×" % goal, f.ratio, goal)
    restore()


def write_startup_rows(path, table, notes):
    """Replaces the start-up rows of the --doc file with `table`'s (a row not there yet goes after
    the row before it in `table`, or before the first row after it), and says in its notes when
    they were measured and on what."""
    lines = open(path, encoding="utf-8").read().split("\n")

    def what(line):
        cells = line.split(" | ")
        return cells[0][2:] if line.startswith("| ") and len(cells) >= 4 else None

    rows = ["| %s |" % " | ".join(c.replace("|", "\\|") for c in r) for r in table.rows]
    names = [r[0] for r in table.rows]
    for k, (name, row) in enumerate(zip(names, rows)):
        at = [i for i, l in enumerate(lines) if what(l) == name]
        if at:
            lines[at[0]] = row
            continue
        before = [i for i, l in enumerate(lines) if k > 0 and what(l) == names[k - 1]]
        if before:
            lines.insert(before[0] + 1, row)
            continue
        # The first rows of the table, new: before the first later row the doc has.
        later = [i for i, l in enumerate(lines) if what(l) in names[k + 1:]]
        if not later:
            sys.exit("%s has no row of the start-up table to put %r beside: run the whole benchmark with "
                     "--write-doc" % (path, name))
        lines.insert(min(later), row)
    note = "- Start-up rows measured again on %s at %s with `--startup-only` (load average %.1f at the end): %s" % (
        datetime.date.today().isoformat(), commit(), os.getloadavg()[0], " ".join(notes))
    marker = "- Start-up rows measured again on "
    lines = [l for l in lines if not l.startswith(marker)]
    table_start = next(i for i, l in enumerate(lines) if l.startswith("| what |"))
    lines.insert(table_start - 1, note)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    log("wrote the start-up rows into %s" % path)


def bench_figures(table, what, script, dawn):
    """The JSON figures `scripts/SCRIPT --bench` prints last; None (and `what` skipped, saying
    why) when it failed."""
    import json
    p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", script), "--bench", "--binary", dawn],
                       capture_output=True, text=True)
    lines = [l for l in p.stdout.splitlines() if l.startswith("{")]
    if p.returncode != 0 or not lines:
        table.skip(what, "", script + " --bench failed: " + (p.stderr.strip().splitlines() or ["?"])[-1])
        return None
    return json.loads(lines[-1])


def sync_rows(table, dawn):
    """`scripts/check-sync.py --bench`: a write on the box's API (`serve --sync --sync-every 2s`)
    until the laptop's `sync` has it, five times; the goal is --sync-every plus 2 seconds."""
    what = "sync: a write on the phone (the box's API) until the laptop's next sync has it"
    f = bench_figures(table, what, "check-sync.py", dawn)
    if f is None:
        return
    worst = max(f["write_to_laptop_s"])
    table.add(what + " (--sync-every %gs, five writes)" % f["sync_every_s"],
              ", ".join("%.2f" % t for t in f["write_to_laptop_s"]) + " s", "≤ %g s" % (f["sync_every_s"] + 2),
              worst, f["sync_every_s"] + 2)


def page_rows(table, dawn):
    """`scripts/check-page.py --bench` on the demo: the page's size, Today's first render with 4x
    CPU throttling at 390x844, the longest task during a drag, a drop's round trip."""
    f = bench_figures(table, "the phone page (serve, headless Chromium)", "check-page.py", dawn)
    if f is None:
        return
    table.add("the page's HTML, CSS and JavaScript", "%.1f KB (%d bytes)" % (f["assets"] / 1024, f["assets"]),
              "≤ 100 KB", f["assets"], 100 * 1024)
    table.add("the page: Today's first render, 4× CPU throttling, 390×844 (from the sign-in URL)",
              "%.0f ms" % f["render_ms"], "≤ 300 ms", f["render_ms"], 300)
    table.add("the page: the longest task during a drag (PerformanceObserver)", "%.0f ms" % f["longest_task_ms"],
              "≤ 50 ms", f["longest_task_ms"], 50)
    table.add("the page: a drop's round trip (the POST on the loopback)", "%.1f ms (drawn again after %.0f ms)"
              % (f["post_ms"], f["drop_to_drawn_ms"]), "≤ 50 ms", f["post_ms"], 50)
    taps = f.get("taps_ms") or [0]
    table.add("the page: a tap answered, input to next paint (Event Timing), 4× CPU, taps right after a reload",
              ", ".join("%d" % t for t in taps) + " ms", "≤ 100 ms", max(taps), 100)


def lsp_latency(table, dawn, journal, changes=100):
    """`dawn-journal lsp` on the journal: the time from sending a didChange of today's file to
    reading its publishDiagnostics, over `changes` changes (alternately adding and removing a
    line with an unknown habit, so half the answers carry a finding)."""
    import json
    server = subprocess.Popen([dawn, "lsp"], cwd=journal, env=ENV, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def receive(wanted):
        while True:
            length = None
            while True:
                line = server.stdout.readline()
                if not line:
                    raise RuntimeError("dawn-journal lsp ended")
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(server.stdout.read(length))
            if wanted(message):
                return message

    path = os.path.join(journal, TODAY)
    uri = "file://" + path
    text = open(path, encoding="utf-8").read()
    send({"id": 1, "method": "initialize", "params": {"capabilities": {}}})
    receive(lambda m: m.get("id") == 1)
    send({"method": "initialized", "params": {}})
    send({"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
    receive(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    lines = text.count("\n")
    times = []
    for version in range(2, changes + 2):
        if version % 2 == 0:
            change = {"range": {"start": {"line": lines, "character": 0}, "end": {"line": lines, "character": 0}},
                      "text": "- [ ] Mornin Run\n"}
        else:
            change = {"range": {"start": {"line": lines, "character": 0}, "end": {"line": lines + 1, "character": 0}},
                      "text": ""}
        start = time.perf_counter()
        send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version},
                                                             "contentChanges": [change]}})
        answer = receive(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"].get("version") == version)
        times.append(time.perf_counter() - start)
        found = len(answer["params"]["diagnostics"])
        if (version % 2 == 0) != (found > 0):
            raise RuntimeError("lsp: version %d has %d findings" % (version, found))
    send({"id": 2, "method": "shutdown"})
    receive(lambda m: m.get("id") == 2)
    send({"method": "exit"})
    server.wait(10)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    table.add("`lsp`: diagnostics after a didChange of today's file, 10-year journal",
              "median %s, 95th percentile %s (%d changes)" % (ms(times[len(times) // 2]), ms(p95), len(times)),
              "≤ 20 ms", p95, 0.020)


def serve_rows(table, dawn, journal, years, requests=200):
    """`dawn-journal serve` on the journal, over one keep-alive connection on the loopback:
    `POST /api/log` (Floss on each of the last `requests` days) and `GET /api/day/DATE` (as many
    days), each timed from sending the request to reading the whole response (an upper bound of
    the server's time); then 60 idle keep-alive connections held, the process's resident memory,
    and its CPU time over 3 s of idling with them open."""
    import http.client
    import socket
    server = subprocess.Popen([dawn, "serve", "--listen", "127.0.0.1:0"], cwd=journal, env=ENV,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    url = server.stdout.readline().decode().strip()
    m = re.match(r"http://127\.0\.0\.1:(\d+)/\?token=(\S+)$", url)
    port, token = int(m.group(1)), m.group(2)
    headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    day = datetime.date(2026, 11, 21)

    def cpu():
        fields = open("/proc/%d/stat" % server.pid).read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def p99(times):
        times = sorted(times)
        return times[max(0, int(len(times) * 0.99) - 1)]

    for what, method, path, body in [
            ("`POST /api/log`", "POST", "/api/log", '{"habit": "floss", "date": "%s"}'),
            ("`GET /api/day/DATE`", "GET", "/api/day/%s", None)]:
        times = []
        before = cpu()
        for n in range(requests):
            date = (day - datetime.timedelta(days=n)).isoformat()
            start = time.perf_counter()
            connection.request(method, path % date if body is None else path,
                               body=body % date if body else None, headers=headers)
            r = connection.getresponse()
            r.read()
            times.append(time.perf_counter() - start)
            if r.status != 200:
                raise RuntimeError("serve: %s %s answered %d" % (method, path, r.status))
        used = (cpu() - before) / requests
        table.add("`serve`: %s with keep-alive, %s-year journal" % (what, years),
                  "median %s, 99th percentile %s (%d requests, as the client saw them); the server's CPU %s a request"
                  % (ms(statistics.median(times)), ms(p99(times)), len(times), ms(used)),
                  "p99 ≤ 5 ms", p99(times), 0.005)
    connection.close()
    idle = []
    for _ in range(60):
        c = socket.create_connection(("127.0.0.1", port), timeout=10)
        c.sendall(("GET /api/day/2026-11-21 HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAuthorization: Bearer %s\r\n\r\n"
                   % (port, token)).encode())
        got = b""
        while b"\r\n\r\n" not in got:
            got += c.recv(65536)
        idle.append(c)
    time.sleep(0.5)

    def status(field):
        for line in open("/proc/%d/status" % server.pid):
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
        return 0

    rss = status("VmRSS")
    hz = os.sysconf("SC_CLK_TCK")
    before = cpu()
    time.sleep(3)
    ticks = round((cpu() - before) * hz)
    table.add("`serve`: 60 idle keep-alive connections: resident memory", mb(rss) + " (peak %s)" % mb(status("VmHWM")),
              "≤ 40 MB", rss, 40e6)
    table.add("`serve`: idle with 60 connections open: CPU over 3 s", "%.1f%% (%d ticks of 1/%d s)" % (
        100.0 * ticks / hz / 3, ticks, hz), "0%", ticks, 0)
    for c in idle:
        c.close()
    server.terminate()
    server.wait(10)


if __name__ == "__main__":
    main()
