#!/usr/bin/env python3
"""Torture test for dawn-journal's writes: concurrency, kills, a full disk, read-only files.

    python3 scripts/torture.py [--binary PATH] [--quick] [--sections concurrency,timers,kills,disk,readonly]

Python 3 standard library only. Every command runs with DAWN_JOURNAL_NOW=2026-11-21T21:00 in a
journal made with `dawn-journal init` in a temporary folder. Exit status: 0 when every check
passed, 1 on any failure (each printed with the command, the files and a diff), 2 on a bad setup.

Sections (counts are options; --quick uses modest counts, for CI):
  1. concurrency  N concurrent `log`s of distinct slots, mixed with `unlog`s of entries logged
                  beforehand, `habit edit --description` and `habit add`; afterwards every change
                  is there exactly once, every command exited 0 and `lint` exits 0.
  1b. fmtrace    `fmt PATH` on a journal's day file while a `log` writes into it: the
                  entry must survive, both must exit 0.
  1c. timers     N rounds on one day of `start` (A and B in turn: each stops the other),
                  `log` of a fresh slot and every third round `stop`, all at once, while `ui`
                  (in tmux at 80x24, when tmux is there) presses `r` (stop the running entry);
                  afterwards every `log` is there exactly once, A's and B's lines are as many as
                  the starts that said "started", at most one entry is running, `lint` exits 0.
  2. kills        N runs of log / unlog / fmt / habit rename / start / stop, each SIGKILLed after a random delay;
                  every file must be byte-identical to its old or its new version (the new one
                  computed by the same command on a copy, not killed); then the next writer
                  succeeds within 10 s, no temporary file remains, and `lint` is clean (a
                  rename killed between files: the next writer says it stopped, and running it
                  again finishes it).
  3. disk         the journal on a tiny tmpfs (root only): filled up, then `log`, `fmt`,
                  `habit add` must exit 1 with a clear message and leave every file as it was.
  4. readonly     a day file / habits.toml 0444, the journal's folders 0555 (as root: commands run
                  as `nobody` through setpriv): `log`, `fmt`, `habit add` must be refused
                  (exit 1, the file named) and nothing touched.
"""

import argparse
import collections
import difflib
import errno
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import tomllib

NOW = "2026-11-21T21:00"
LOCK = ".dawn-journal.lock"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = 10.0

ENTRY_RE = re.compile(r"^(?:[-*+]) +(\d\d:\d\d)-(\d\d:\d\d) +(.+?)(?: +-- .*)?\s*$")
CHECK_RE = re.compile(r"^(?:[-*+]) +\[([ xX-])\] +(.+?)(?: +-- .*)?\s*$")


# ---------------------------------------------------------------------------------------------
# Reporting

class Report:
    def __init__(self, max_detail):
        self.failures = []          # (section, category, detail)
        self.notes = []             # (section, text)
        self.sections = []          # (name, status, counts text, seconds)
        self.max_detail = max_detail

    def fail(self, section, category, detail):
        self.failures.append((section, category, detail))

    def note(self, section, text):
        self.notes.append((section, text))

    def print_failures(self):
        if not self.failures:
            return
        print("\n" + "=" * 78)
        print(f"FAILURES ({len(self.failures)})")
        print("=" * 78)
        by_cat = collections.OrderedDict()
        for section, cat, detail in self.failures:
            by_cat.setdefault((section, cat), []).append(detail)
        for (section, cat), details in by_cat.items():
            print(f"\n[{section}] {cat}: {len(details)} occurrence(s)")
            for d in details[: self.max_detail]:
                print("  ---")
                for line in d.rstrip("\n").split("\n"):
                    print("  " + line)
            if len(details) > self.max_detail:
                print(f"  ... {len(details) - self.max_detail} more (use --max-detail to see them)")


def text_diff(a, b, name_a, name_b, limit=60):
    if a is None:
        a_lines = ["<absent>\n"]
    else:
        a_lines = a.decode("utf-8", "replace").splitlines(keepends=True)
    if b is None:
        b_lines = ["<absent>\n"]
    else:
        b_lines = b.decode("utf-8", "replace").splitlines(keepends=True)
    out = list(difflib.unified_diff(a_lines, b_lines, name_a, name_b))
    if not out and a != b:
        out = [f"(same text, different bytes: {len(a or b'')} vs {len(b or b'')} bytes)\n"]
    if len(out) > limit:
        out = out[:limit] + [f"... ({len(out) - limit} more diff lines)\n"]
    return "".join(o if o.endswith("\n") else o + "\n" for o in out)


def quote(args):
    import shlex
    return " ".join(shlex.quote(a) for a in args)


# ---------------------------------------------------------------------------------------------
# Running the tool

class Tool:
    def __init__(self, binary, prefix=()):
        self.binary = binary
        self.prefix = list(prefix)
        self.env = dict(os.environ)
        self.env["DAWN_JOURNAL_NOW"] = NOW
        self.env["NO_COLOR"] = "1"
        self.env.pop("DAWN_JOURNAL", None)
        self.env.pop("DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP", None)

    def argv(self, args):
        return self.prefix + [self.binary] + list(args)

    def run(self, args, cwd, timeout=TIMEOUT):
        """Returns (rc, stdout, stderr, seconds); rc is None on a timeout (the process is killed)."""
        t0 = time.monotonic()
        p = subprocess.Popen(self.argv(args), cwd=cwd, env=self.env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, start_new_session=True)
        try:
            out, err = p.communicate(timeout=timeout)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
            rc = None
        return rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.monotonic() - t0

    def popen(self, args, cwd):
        return subprocess.Popen(self.argv(args), cwd=cwd, env=self.env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)


def must(tool, args, cwd, what="setup"):
    rc, out, err, _ = tool.run(args, cwd)
    if rc != 0:
        raise SetupError(f"{what}: `dawn-journal {quote(args)}` in {cwd} exited {rc}\n{out}{err}")
    return out


class SetupError(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Journal files

def is_temp(name):
    """A writer's temporary file: hidden, and neither the lock nor .gitignore."""
    return name.startswith(".") and name not in (LOCK, ".gitignore")


def snapshot(root):
    """Every regular file under root (hidden ones too, the lock excepted): relpath -> bytes."""
    files = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for f in filenames:
            full = os.path.join(dirpath, f)
            rel = os.path.relpath(full, root)
            if rel == LOCK:
                continue
            try:
                with open(full, "rb") as fh:
                    files[rel] = fh.read()
            except OSError as e:
                files[rel] = f"<unreadable: {e}>".encode()
    return files


def modes(root):
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for f in dirnames + filenames:
            full = os.path.join(dirpath, f)
            out[os.path.relpath(full, root)] = stat.S_IMODE(os.lstat(full).st_mode)
    out["."] = stat.S_IMODE(os.lstat(root).st_mode)
    return out


def temp_files(root):
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        for f in filenames:
            if is_temp(f):
                found.append(os.path.relpath(os.path.join(dirpath, f), root))
    return sorted(found)


def day_path(date):
    return f"days/{date[:4]}/{date}.md"


def parse_day(data):
    """(timeline entries [(start, end, name)], ticked [name]) of a day file's bytes."""
    entries, ticked = [], []
    for line in data.decode("utf-8", "replace").splitlines():
        m = CHECK_RE.match(line)
        if m:
            if m.group(1) in "xX":
                ticked.append(m.group(2))
            continue
        m = ENTRY_RE.match(line)
        if m:
            entries.append((m.group(1), m.group(2), m.group(3)))
    return entries, ticked


def add_minutes(hhmm, minutes):
    h, m = map(int, hhmm.split(":"))
    t = h * 60 + m + minutes
    return f"{t // 60:02d}:{t % 60:02d}"


def new_journal(tool, parent, name="journal"):
    root = os.path.join(parent, name)
    must(tool, ["init", root], parent, "init")
    return root


def diff_snapshots(before, after):
    """Paths whose bytes differ (absent counts)."""
    return sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))


def describe_changes(before, after, label_a="before", label_b="after"):
    out = []
    for p in diff_snapshots(before, after):
        out.append(text_diff(before.get(p), after.get(p), f"{label_a}/{p}", f"{label_b}/{p}"))
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# 1. Concurrency

def section_concurrency(tool, opts, report, work):
    S = "concurrency"
    rng = random.Random(opts.seed)
    parent = tempfile.mkdtemp(prefix="conc-", dir=work)
    root = new_journal(tool, parent)
    n_timed, n_check = 10, 5
    timed = [f"T{i:02d}" for i in range(n_timed)]
    checks = [f"K{i:02d}" for i in range(n_check)]
    editables = [f"E{i:02d}" for i in range(opts.edits)]
    for h in timed:
        must(tool, ["habit", "add", h, "--duration", "15m", "--since", "2026-11-01"], root)
    for h in checks + editables:
        must(tool, ["habit", "add", h, "--since", "2026-11-01"], root)

    dates = ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"]
    # Slots from 04:00 (day_starts) to 27:45, as day files write them: an earlier clock time
    # given to --at is the night after the day (format 1.1), written past 24:00.
    slots = [(d, f"{m // 60:02d}:{m % 60:02d}") for d in dates for m in range(4 * 60, 28 * 60, 15)]
    rng.shuffle(slots)
    n_ticks = min(len(checks) * len(dates) // 2, opts.logs // 10)
    n_timed_logs = opts.logs - n_ticks
    n_pre_ticks = min(len(checks) * len(dates) - n_ticks, max(1, opts.unlogs // 8))
    n_pre_timed = opts.unlogs - n_pre_ticks
    if n_timed_logs + n_pre_timed > len(slots):
        raise SetupError(f"at most {len(slots)} timed slots; lower --logs/--unlogs")
    tick_slots = [(d, c) for d in dates for c in checks]
    rng.shuffle(tick_slots)

    # Logged beforehand, to be unlogged concurrently.
    pre = []     # (kind, date, time-or-None, habit)
    for i in range(n_pre_timed):
        d, t = slots.pop()
        pre.append(("timed", d, t, timed[i % n_timed]))
    for i in range(n_pre_ticks):
        d, c = tick_slots.pop()
        pre.append(("tick", d, None, c))
    for kind, d, t, h in pre:
        args = ["log", h, "--date", d] + (["--at", t] if t else [])
        must(tool, args, root, "pre-log")
    before = snapshot(root)

    commands = []  # (label, args, expected effect)
    for i in range(n_timed_logs):
        d, t = slots.pop()
        h = timed[rng.randrange(n_timed)]
        commands.append(("log", ["log", h, "--date", d, "--at", t], ("add-entry", d, t, h)))
    for i in range(n_ticks):
        d, c = tick_slots.pop()
        commands.append(("log", ["log", c, "--date", d], ("add-tick", d, c)))
    for kind, d, t, h in pre:
        if kind == "timed":
            commands.append(("unlog", ["unlog", h, "--date", d, "--at", t], ("del-entry", d, t, h)))
        else:
            commands.append(("unlog", ["unlog", h, "--date", d], ("del-tick", d, h)))
    for i, e in enumerate(editables):
        commands.append(("habit edit", ["habit", "edit", e, "--description", f"edited concurrently {i}"],
                         ("desc", e, f"edited concurrently {i}")))
    for i in range(opts.adds):
        name = f"New{i:03d}"
        extra = ["--duration", "30m"] if i % 2 else []
        commands.append(("habit add", ["habit", "add", name] + extra, ("new", name)))
    rng.shuffle(commands)

    t0 = time.monotonic()
    procs = []
    for label, args, effect in commands:
        procs.append((label, args, effect, tool.popen(args, root), time.monotonic()))
    results = collections.Counter()
    for label, args, effect, p, started in procs:
        try:
            out, err = p.communicate(timeout=max(1.0, 60.0 - (time.monotonic() - t0)))
        except subprocess.TimeoutExpired:
            p.kill()
            out, err = p.communicate()
            report.fail(S, "command hung (over 60 s for the whole batch)", f"$ cd {root} && dawn-journal {quote(args)}")
            continue
        results[(label, p.returncode)] += 1
        if p.returncode != 0:
            report.fail(S, f"`{label}` exited {p.returncode}",
                        f"$ cd {root} && DAWN_JOURNAL_NOW={NOW} dawn-journal {quote(args)}\n"
                        f"stdout: {out.decode('utf-8', 'replace')}stderr: {err.decode('utf-8', 'replace')}")
    wall = time.monotonic() - t0

    # Check the day files.
    after = snapshot(root)
    expected_entries = collections.defaultdict(collections.Counter)
    expected_ticks = collections.defaultdict(collections.Counter)
    for kind, d, t, h in pre:
        if kind == "timed":
            expected_entries[d][(t, add_minutes(t, 15), h)] += 1
        else:
            expected_ticks[d][h] += 1
    for label, args, effect, p, _ in procs:
        if effect[0] == "add-entry":
            _, d, t, h = effect
            expected_entries[d][(t, add_minutes(t, 15), h)] += 1
        elif effect[0] == "add-tick":
            _, d, h = effect
            expected_ticks[d][h] += 1
        elif effect[0] == "del-entry":
            _, d, t, h = effect
            expected_entries[d][(t, add_minutes(t, 15), h)] -= 1
        elif effect[0] == "del-tick":
            _, d, h = effect
            expected_ticks[d][h] -= 1
    for d in dates:
        data = after.get(day_path(d), b"")
        entries, ticked = parse_day(data)
        got_e, got_t = collections.Counter(entries), collections.Counter(ticked)
        want_e = +expected_entries[d]
        want_t = +expected_ticks[d]
        if got_e != want_e or got_t != want_t:
            missing = (want_e - got_e) + collections.Counter({("tick", h): n for h, n in (want_t - got_t).items()})
            extra = (got_e - want_e) + collections.Counter({("tick", h): n for h, n in (got_t - want_t).items()})
            report.fail(S, "day file does not hold exactly the intended changes",
                        f"file {root}/{day_path(d)}\nmissing (or fewer times than intended): {dict(missing)}\n"
                        f"unexpected (or duplicated): {dict(extra)}\n"
                        + text_diff(before.get(day_path(d)), data, "before", "after"))
    # habits.toml.
    try:
        habits = tomllib.loads(after["habits.toml"].decode("utf-8")).get("habits", {})
    except Exception as e:
        habits = {}
        report.fail(S, "habits.toml is not valid TOML afterwards", f"{e}\n" + after.get("habits.toml", b"").decode("utf-8", "replace"))
    by_name = collections.Counter(h.get("name") for h in habits.values())
    for label, args, effect, p, _ in procs:
        if effect[0] == "desc":
            _, name, desc = effect
            hs = [h for h in habits.values() if h.get("name") == name]
            if len(hs) != 1 or hs[0].get("description") != desc:
                report.fail(S, "habit edit lost", f"$ dawn-journal {quote(args)}\nhabit {name}: {hs}")
        elif effect[0] == "new":
            _, name = effect
            if by_name[name] != 1:
                report.fail(S, "habit add lost or duplicated", f"$ dawn-journal {quote(args)}\n'{name}' appears {by_name[name]} times in habits.toml")
    for h in timed + checks + editables:
        if by_name[h] != 1:
            report.fail(S, "existing habit lost or duplicated", f"'{h}' appears {by_name[h]} times in habits.toml")
    # Nothing else changed.
    for p in diff_snapshots(before, after):
        if p != "habits.toml" and p not in (day_path(d) for d in dates):
            report.fail(S, "unexpected file changed", f"{p}\n" + text_diff(before.get(p), after.get(p), "before", "after"))
    temps = temp_files(root)
    if temps:
        report.fail(S, "temporary files left after concurrent writers", "\n".join(temps))
    rc, out, err, _ = tool.run(["lint"], root)
    if rc != 0:
        report.fail(S, "lint is not clean after the concurrent run", f"$ cd {root} && dawn-journal lint  -> exit {rc}\n{out}{err}")
    ok = not any(f[0] == S for f in report.failures)
    counts = ", ".join(f"{label} exit {rc}: {n}" for (label, rc), n in sorted(results.items()))
    report.sections.append((S, "PASS" if ok else "FAIL",
                            f"{len(commands)} concurrent commands ({n_timed_logs + n_ticks} log, {len(pre)} unlog, "
                            f"{len(editables)} habit edit, {opts.adds} habit add; wall {wall:.1f}s); {counts}", None))
    if ok:
        shutil.rmtree(parent, ignore_errors=True)


def section_fmt_race(tool, opts, report, work):
    """1b. `fmt PATH` (which took no journal lock before e2ccce6) on a day file at the same time as a `log`
    into that file: the logged entry must survive and both commands must exit 0."""
    S = "concurrency-fmt-path"
    rng = random.Random(opts.seed + 2)
    parent = tempfile.mkdtemp(prefix="fmtrace-", dir=work)
    root = new_journal(tool, parent)
    must(tool, ["habit", "add", "R", "--duration", "15m", "--since", "2026-01-01"], root)
    stats = collections.Counter()
    t0 = time.monotonic()
    import datetime
    for i in range(opts.fmt_races):
        date = (datetime.date(2026, 1, 1) + datetime.timedelta(days=i % 300)).isoformat()
        t = f"{7 + (i // 300) % 12:02d}:{rng.choice([0, 15, 30, 45]):02d}"
        must(tool, ["log", "R", "--date", date, "--at", "06:00"], root)
        rel = day_path(date)
        full = os.path.join(root, rel)
        with open(full, "rb") as fh:
            data = fh.read()
        with open(full, "wb") as fh:
            fh.write(unformat(data))
        fmt_args, log_args = ["fmt", rel], ["log", "R", "--date", date, "--at", t]
        pair = [(fmt_args, tool.popen(fmt_args, root)), (log_args, tool.popen(log_args, root))]
        if i % 2:
            pair.reverse()
        outs = {}
        for args, p in pair:
            out, err = p.communicate()
            outs[args[0]] = (p.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))
        with open(full, "rb") as fh:
            after = fh.read()
        entries, _ = parse_day(after)
        repro = (f"round {i}: in a journal with a timed habit R (15m), {rel} holding '*   06:00-06:15 R' (not canonical);\n"
                 f"  run at the same time: dawn-journal {quote(fmt_args)}  &  dawn-journal {quote(log_args)}")
        for name, (rc, out, err) in outs.items():
            stats[f"{name} exit {rc}"] += 1
            if rc != 0:
                report.fail(S, f"`{name}` failed when run at the same time as the other",
                            f"{repro}\n  {name} -> exit {rc}\n  stderr: {err.strip()}")
        n = sum(1 for e in entries if e[0] == t and e[2] == "R")
        if n != 1:
            stats["log entries lost"] += 1
            report.fail(S, "the entry `log` reported written is not in the file (lost update)",
                        f"{repro}\n  log said: {outs['log'][1].strip()} (exit {outs['log'][0]})\n  file now:\n"
                        + after.decode("utf-8", "replace"))
    temps = temp_files(root)
    if temps:
        report.fail(S, "temporary files left", "\n".join(temps))
    ok = not any(f[0] == S for f in report.failures)
    report.sections.append((S, "PASS" if ok else "FAIL", f"{opts.fmt_races} rounds of `fmt PATH` racing a `log`; "
                            + ", ".join(f"{k}: {v}" for k, v in sorted(stats.items())), time.monotonic() - t0))
    if ok:
        shutil.rmtree(parent, ignore_errors=True)


# ---------------------------------------------------------------------------------------------
# 1c. Timers

RUNNING_RE = re.compile(r"^- (\d\d:\d\d)-(\d\d:\d\d)? (\S.*?)\s*$")


class UISession:
    """`dawn-journal ui` on a journal inside a detached tmux session at 80x24 (no tmux: None)."""

    def __init__(self, tool, root):
        self.socket = f"dawn-torture-{os.getpid()}"
        self.t = ["tmux", "-L", self.socket, "-f", "/dev/null"]
        command = " ".join(quote([a]) for a in ["env", f"DAWN_JOURNAL_NOW={NOW}", "TERM=xterm-256color"]
                           + tool.argv(["ui", "--journal", root]))
        subprocess.run(self.t + ["new-session", "-d", "-x", "80", "-y", "24", "-s", "ui", command], check=True)
        for _ in range(100):
            if "Saturday" in self.screen():
                return
            time.sleep(0.05)
        raise SetupError("ui did not draw within 5 s:\n" + self.screen())

    def screen(self):
        r = subprocess.run(self.t + ["capture-pane", "-p", "-t", "ui"], capture_output=True, text=True)
        return r.stdout

    def press(self, key):
        subprocess.run(self.t + ["send-keys", "-t", "ui", key], check=False)

    def close(self):
        self.press("q")
        for _ in range(100):
            if subprocess.run(self.t + ["has-session", "-t", "ui"], capture_output=True).returncode != 0:
                return True
            time.sleep(0.05)
        subprocess.run(self.t + ["kill-server"], capture_output=True)
        return False


def section_timers(tool, opts, report, work):
    S = "timers"
    rng = random.Random(opts.seed + 3)
    parent = tempfile.mkdtemp(prefix="timers-", dir=work)
    root = new_journal(tool, parent)
    for h in ("A", "B", "L"):
        must(tool, ["habit", "add", h, "--duration", "15m", "--since", "2026-11-01"], root)
    rel = day_path(NOW[:10])
    rounds = min(opts.timer_rounds, 67)  # fresh slots for log from 04:00 to 20:30
    slots = [add_minutes("04:00", 15 * k) for k in range(rounds)]
    ui = UISession(tool, root) if shutil.which("tmux") else None
    if ui is None:
        report.note(S, "tmux not found: the rounds ran without `ui`")
    stats = collections.Counter()
    started = collections.Counter()
    cli_closed = 0
    t0 = time.monotonic()
    for i in range(rounds):
        runs = [["start", "AB"[i % 2]], ["log", "L", "--at", slots[i]]] + ([["stop"]] if i % 3 == 2 else [])
        rng.shuffle(runs)
        if ui and i % 2:
            ui.press("r")
        procs = [(args, tool.popen(args, root)) for args in runs]
        if ui and not i % 2:
            time.sleep(rng.uniform(0, 0.05))
            ui.press("r")
        for args, p in procs:
            out, err = p.communicate()
            out, err = out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
            stats[f"{args[0]} exit {p.returncode}"] += 1
            refused_ok = args[0] == "stop" and p.returncode == 1 and "nothing is running" in err
            if p.returncode != 0 and not refused_ok:
                report.fail(S, f"`{args[0]}` failed while racing the others",
                            f"round {i}: $ dawn-journal {quote(args)} -> exit {p.returncode}\n{out}{err}")
            if refused_ok:
                stats["stop refused: the ui (or a start) stopped it first"] += 1
            cli_closed += out.count("(stopped)")
            if args[0] == "start" and "(started)" in out:
                started[args[1]] += 1
    if ui:
        time.sleep(0.3)
    if ui and not ui.close():
        report.fail(S, "ui did not quit on q", ui.screen())
    with open(os.path.join(root, rel), "rb") as fh:
        lines = fh.read().decode("utf-8", "replace").splitlines()
    entries = [m.groups() for m in map(RUNNING_RE.match, lines) if m]
    for h in ("A", "B"):
        n = sum(1 for s, e, name in entries if name == h)
        if n != started[h]:
            report.fail(S, "a start's line is lost or doubled",
                        f"{h}: {started[h]} starts said 'started', the file has {n} lines of it:\n" + "\n".join(lines))
    running = [f"{s}- {name}" for s, e, name in entries if e is None]
    if len(running) > 1:
        report.fail(S, "more than one timer is running", "\n".join(running))
    for slot in slots:
        n = sum(1 for s, e, name in entries if name == "L" and s == slot and e == add_minutes(slot, 15))
        if n != 1:
            report.fail(S, "a log's line is lost or doubled", f"L at {slot}: {n} lines\n" + "\n".join(lines))
    rc, out, err, _ = tool.run(["lint"], root)
    if rc != 0:
        report.fail(S, "lint finds errors after the race", out + err)
    temps = temp_files(root)
    if temps:
        report.fail(S, "temporary files left", "\n".join(temps))
    ok = not any(f[0] == S for f in report.failures)
    stats["lines of A and B"] = sum(started.values())
    stats["stopped by the ui"] = sum(1 for s, e, name in entries if name in "AB" and e is not None) - cli_closed
    report.sections.append((S, "PASS" if ok else "FAIL", f"{rounds} rounds of start/stop racing log"
                            + (" and ui" if ui else "") + "; " + ", ".join(f"{k}: {v}" for k, v in sorted(stats.items())),
                            time.monotonic() - t0))
    if ok:
        shutil.rmtree(parent, ignore_errors=True)


# ---------------------------------------------------------------------------------------------
# 2. Kills

KILL_HABITS = [f"H{i}" for i in range(6)]
KILL_CHECKS = ["X0", "X1"]


def kill_base(tool, parent, n_days):
    root = new_journal(tool, parent)
    for h in KILL_HABITS:
        must(tool, ["habit", "add", h, "--duration", "15m", "--since", "2025-01-01"], root)
    for h in KILL_CHECKS:
        must(tool, ["habit", "add", h, "--since", "2025-01-01"], root)
    # Day files in two year folders, written directly (then made canonical by fmt).
    import datetime
    days = []
    d = datetime.date(2025, 12, 31 - n_days // 4)
    while len(days) < n_days // 4:
        days.append(d)
        d += datetime.timedelta(days=1)
    d = datetime.date(2026, 11, 20)
    while len(days) < n_days:
        days.append(d)
        d -= datetime.timedelta(days=1)
    for i, day in enumerate(days):
        date = day.isoformat()
        lines = ["## Timeline", ""]
        for k in range(3):
            h = KILL_HABITS[(i + k) % len(KILL_HABITS)]
            t = f"{6 + k:02d}:00"
            lines.append(f"- {t}-{add_minutes(t, 15)} {h}")
        lines += ["", "## Checklist", "", f"- [x] {KILL_CHECKS[i % 2]}", "", "## Notes", "",
                  f"Day {i}: some notes that the tools must keep byte for byte. " * 3, ""]
        path = os.path.join(root, day_path(date))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as fh:
            fh.write("\n".join(lines))
    must(tool, ["fmt"], root, "fmt of the base journal")
    rc, out, err, _ = tool.run(["lint"], root)
    if rc != 0:
        raise SetupError(f"the kill section's base journal is not lint-clean:\n{out}{err}")
    return root


def unformat(data):
    """A non-canonical spelling of a day file: '*' bullets with extra spaces, extra blank lines."""
    text = data.decode("utf-8")
    out = []
    for line in text.split("\n"):
        if ENTRY_RE.match(line) and line.startswith("- "):
            line = "*   " + line[2:]
        out.append(line)
    return ("\n".join(out) + "\n\n\n").encode()


def choose_kill_command(rng, root, i):
    """(kind, args, description) for iteration i on the journal at root (its current state)."""
    kind = ["log", "unlog", "fmt", "rename", "start", "stop"][i % 6]
    days = sorted(p for p in snapshot(root) if p.startswith("days/") and p.endswith(".md"))
    if kind == "unlog":
        candidates = []
        for p in days:
            with open(os.path.join(root, p), "rb") as fh:
                entries, ticked = parse_day(fh.read())
            date = os.path.basename(p)[:-3]
            counts = collections.Counter((s, n) for s, e, n in entries)
            # An entry written twice would need more than --at (a documented refusal): skip those.
            candidates += [(date, s, n) for s, e, n in entries if counts[(s, n)] == 1]
        if candidates:
            date, start, name = rng.choice(candidates)
            return kind, ["unlog", name, "--date", date, "--at", start], None
        kind = "log"
    if kind in ("start", "stop"):
        # A timer on the journal's today (NOW): stop only when one runs, else start one.
        today = os.path.join(root, day_path(NOW[:10]))
        runs = False
        if os.path.exists(today):
            with open(today, "rb") as fh:
                runs = any(RUNNING_RE.match(l) and RUNNING_RE.match(l).group(2) is None
                           for l in fh.read().decode("utf-8", "replace").splitlines())
        if kind == "stop" and runs:
            return kind, ["stop"], None
        return "start", ["start", rng.choice(KILL_HABITS)], None
    if kind == "fmt":
        k = rng.randint(1, 15)
        chosen = rng.sample(days, min(k, len(days)))
        for p in chosen:
            full = os.path.join(root, p)
            with open(full, "rb") as fh:
                data = fh.read()
            with open(full, "wb") as fh:
                fh.write(unformat(data))
        if rng.random() < 0.25:
            return kind, ["fmt", "days"], f"{len(chosen)} files unformatted: {', '.join(chosen)}"
        return kind, ["fmt"], f"{len(chosen)} files unformatted: {', '.join(chosen)}"
    if kind == "rename":
        with open(os.path.join(root, "habits.toml"), "rb") as fh:
            habits = tomllib.load(fh)["habits"]
        ids = [k for k in habits if k.lower().startswith("h") and k[1:].isdigit()]
        hid = rng.choice(ids)
        return kind, ["habit", "rename", habits[hid]["name"], f"Habit{hid.upper()}v{i}"], None
    # log: an existing day or a new one, in either year folder.
    with open(os.path.join(root, "habits.toml"), "rb") as fh:
        habits = tomllib.load(fh)["habits"]
    names = [h["name"] for h in habits.values() if "duration" in h and h.get("since", "") != ""]
    timed_names = [h["name"] for k, h in habits.items() if k.lower().startswith("h")]
    if rng.random() < 0.7 and days:
        date = os.path.basename(rng.choice(days))[:-3]
    else:
        date = rng.choice(["2025-11-%02d" % rng.randint(1, 30), "2026-08-%02d" % rng.randint(1, 31)])
    used = set()
    full = os.path.join(root, day_path(date))
    if os.path.exists(full):
        with open(full, "rb") as fh:
            used = {s for s, e, n in parse_day(fh.read())[0]}
    free = [f"{h:02d}:{m:02d}" for h in range(9, 21) for m in (0, 15, 30, 45) if f"{h:02d}:{m:02d}" not in used]
    t = rng.choice(free or ["21:00"])
    return "log", ["log", rng.choice(timed_names or names), "--date", date, "--at", t], None


def section_kills(tool, opts, report, work):
    S = "kills"
    rng = random.Random(opts.seed + 1)
    parent = tempfile.mkdtemp(prefix="kills-", dir=work)
    W = kill_base(tool, parent, opts.kill_days)
    stats = collections.Counter()
    t_start = time.monotonic()
    for i in range(opts.kills):
        kind, args, note = choose_kill_command(rng, W, i)
        stats[f"{kind} runs"] += 1
        old = snapshot(W)
        # The expected new version: the same command, not killed, on a copy.
        R = os.path.join(parent, "ref")
        shutil.rmtree(R, ignore_errors=True)
        shutil.copytree(W, R, symlinks=True)
        rc, out, err, secs = tool.run(args, R)
        repro = (f"iteration {i} (--seed {opts.seed}): $ cd JOURNAL && DAWN_JOURNAL_NOW={NOW} dawn-journal {quote(args)}"
                 + (f"\n  setup: {note}" if note else ""))
        if rc != 0:
            report.fail(S, f"reference run of `{kind}` (not killed) failed",
                        f"{repro}\n  journal copy kept at {R}-fail-{i}\n  exit {rc}\n{out}{err}")
            shutil.copytree(R, f"{R}-fail-{i}", symlinks=True)
            continue
        new = snapshot(R)
        changed = diff_snapshots(old, new)
        stats["files changed by the reference runs"] += len(changed)
        # The run that is killed.
        delay = rng.uniform(0, opts.max_delay_ms / 1000.0)
        p = tool.popen(args, W)
        time.sleep(delay)
        finished = p.poll() is not None
        if not finished:
            p.send_signal(signal.SIGKILL)
        p.communicate()
        stats["killed" if not finished else "finished before the kill"] += 1
        after = snapshot(W)
        states = collections.Counter()
        torn = []
        for path in sorted(set(old) | set(new) | set(after)):
            if is_temp(os.path.basename(path)):
                continue
            a = after.get(path)
            if a == old.get(path) and a == new.get(path):
                continue
            if a == old.get(path):
                states["old"] += 1
            elif a == new.get(path):
                states["new"] += 1
            else:
                torn.append(path)
        for path in torn:
            report.fail(S, "a file is neither its old nor its new version after SIGKILL",
                        f"{repro}\n  killed after {delay * 1000:.1f} ms\n  file {path}\n"
                        + text_diff(old.get(path), after.get(path), "old/" + path, "after-kill/" + path)
                        + text_diff(new.get(path), after.get(path), "new/" + path, "after-kill/" + path))
        if states["old"] and states["new"]:
            stats[f"{kind} killed between files (some old, some new)"] += 1
        temps_after_kill = temp_files(W)
        if temps_after_kill:
            stats["kills that left temporary files"] += 1
        # The next writer: a log of a fresh entry.
        nk, nargs, _ = choose_kill_command(rng, W, 0)  # i % 4 == 0: a log
        before_next = snapshot(W)
        rc2, out2, err2, secs2 = tool.run(nargs, W, timeout=TIMEOUT)
        if rc2 is None:
            report.fail(S, "next command blocked (stale lock?) for more than 10 s",
                        f"{repro}\n  then: dawn-journal {quote(nargs)}")
        elif rc2 != 0:
            report.fail(S, "next command after a kill failed",
                        f"{repro}\n  killed after {delay * 1000:.1f} ms; files old/new: {dict(states)}\n"
                        f"  then: $ dawn-journal {quote(nargs)}  -> exit {rc2}\n{out2}{err2}")
        left = temp_files(W)
        if left:
            written = [p for p in diff_snapshots(before_next, snapshot(W)) if not is_temp(os.path.basename(p))]
            wdirs = {os.path.dirname(p) for p in written}
            same = any(os.path.dirname(t) in wdirs for t in left)
            where = "in a folder it wrote to" if same else "in a folder it did not write to"
            report.fail(S, f"temporary files remain after the next writer ({where})",
                        f"{repro}\n  killed after {delay * 1000:.1f} ms\n  temporary files after the kill: {temps_after_kill}\n"
                        f"  then: $ dawn-journal {quote(nargs)}  -> exit {rc2}, wrote {written}\n  still there: {left}")
            for t in left:
                os.unlink(os.path.join(W, t))
        if kind == "rename" and states["old"] and states["new"] and rc2 == 0:
            # A rename stopped between files: the next writer says so, and running the rename
            # again finishes it (each file is whole; the journal as a whole is made consistent
            # by the person's rerun, which the message asks for).
            if "stopped before it finished" not in err2:
                report.fail(S, "the next writer does not say that a rename stopped half-way",
                            f"{repro}\n  then: $ dawn-journal {quote(nargs)}  -> exit {rc2}\n{out2}{err2}")
            rc4, out4, err4, _ = tool.run(args, W, timeout=TIMEOUT)
            stats["interrupted renames finished by running them again"] += 1
            if rc4 != 0:
                report.fail(S, "running an interrupted rename again fails",
                            f"{repro}\n  again: exit {rc4}\n{out4}{err4}")
        rc3, out3, err3, _ = tool.run(["lint"], W)
        if rc3 != 0:
            report.fail(S, "lint finds errors after a kill (and the next command)",
                        f"{repro}\n  killed after {delay * 1000:.1f} ms; files old/new: {dict(states)}\n"
                        f"  lint exit {rc3}:\n" + "\n".join((out3 + err3).splitlines()[:12]))
        if torn or rc2 != 0 or rc3 != 0:
            # Carry on from a clean state: the reference copy.
            shutil.rmtree(W)
            shutil.copytree(R, W, symlinks=True)
            stats["resets to the reference state"] += 1
    secs = time.monotonic() - t_start
    ok = not any(f[0] == S for f in report.failures)
    report.sections.append((S, "PASS" if ok else "FAIL",
                            f"{opts.kills} runs, SIGKILL after 0-{opts.max_delay_ms} ms; " +
                            ", ".join(f"{k}: {v}" for k, v in sorted(stats.items())), secs))
    if ok:
        shutil.rmtree(parent, ignore_errors=True)


# ---------------------------------------------------------------------------------------------
# 3. Full disk

def fill(path_dir, leave=0):
    """Fills the file system of path_dir with a file, leaving about `leave` bytes free."""
    filler = os.path.join(path_dir, "filler.bin")
    with open(filler, "wb", buffering=0) as fh:
        while True:
            st = os.statvfs(path_dir)
            avail = st.f_bavail * st.f_frsize
            if avail <= leave:
                break
            try:
                fh.write(b"\0" * min(65536, avail - leave))
            except OSError as e:
                if e.errno != errno.ENOSPC:
                    raise
                break
        os.fsync(fh.fileno())
    return filler


def fill_inodes(path_dir):
    d = os.path.join(path_dir, "inodes")
    os.makedirs(d, exist_ok=True)
    n = 0
    while True:
        try:
            open(os.path.join(d, f"f{n}"), "wb").close()
        except OSError as e:
            if e.errno != errno.ENOSPC:
                raise
            return n
        n += 1


def disk_journal(tool, mnt, big):
    root = new_journal(tool, mnt)
    must(tool, ["habit", "add", "Run", "--duration", "30m", "--since", "2026-11-01"], root)
    if big:  # files larger than the room left, so a write fails half-way
        with open(os.path.join(root, "habits.toml"), "ab") as fh:
            fh.write(b"\n" + b"".join(b"# a long comment line to make habits.toml larger than a page %04d\n" % k for k in range(200)))
    must(tool, ["log", "Run", "--date", "2026-11-20", "--at", "07:00"], root)
    must(tool, ["log", "Run", "--date", "2026-11-19", "--at", "07:00"], root)
    if big:
        with open(os.path.join(root, "days/2026/2026-11-20.md"), "ab") as fh:
            fh.write(b"\n## Notes\n\n" + b"".join(b"A long note line to make the day file larger than a page %04d.\n" % k for k in range(200)))
            fh.flush()
    # An unformatted day for fmt.
    p19 = os.path.join(root, "days/2026/2026-11-19.md")
    with open(p19, "rb") as fh:
        data = fh.read()
    with open(p19, "wb") as fh:
        fh.write(unformat(data) + (b"\n## Notes\n\n" + b"x" * 9000 + b"\n" if big else b""))
    rc, out, _, _ = tool.run(["fmt", "--check"], root)
    if "2026-11-19.md" not in out:
        raise SetupError(f"the disk section's unformatted day is not seen by fmt --check: {out}")
    return root


def disk_checks(tool, report, S, root, variant, stats):
    cases = [
        ("log (existing day file)", ["log", "Run", "--date", "2026-11-20", "--at", "10:00"], "2026-11-20.md"),
        ("log (new day file)", ["log", "Run", "--date", "2026-11-18", "--at", "10:00"], "2026-11-18.md"),
        ("fmt (unformatted day)", ["fmt"], "2026-11-19.md"),
        ("fmt PATH (unformatted day)", ["fmt", "days/2026/2026-11-19.md"], "2026-11-19.md"),
        ("habit add", ["habit", "add", "Stretch", "--duration", "15m"], "habits.toml"),
    ]
    for label, args, fname in cases:
        if variant.startswith("one page") and "new day" in label:
            continue  # a small new file fits in the page left: nothing to check
        before = snapshot(root)
        before = {k: v for k, v in before.items() if not k.startswith(("filler", "inodes/"))}
        rc, out, err, secs = tool.run(args, root)
        after = {k: v for k, v in snapshot(root).items() if not k.startswith(("filler", "inodes/"))}
        stats[f"exit {rc}"] += 1
        repro = (f"variant: {variant}\n$ cd {root} && DAWN_JOURNAL_NOW={NOW} dawn-journal {quote(args)}  -> exit {rc}\n"
                 f"stdout: {out.rstrip()}\nstderr: {err.rstrip()}")
        problems = []
        if rc != 1:
            problems.append(f"exit {rc}, wanted 1")
        if not err.strip():
            problems.append("nothing on stderr")
        elif fname not in err:
            problems.append(f"stderr does not name {fname}")
        elif not re.search(r"space|disk|full|quota", err, re.I):
            problems.append("stderr does not say the disk is full")
        changed = diff_snapshots(before, after)
        if changed:
            problems.append(f"files changed: {changed}")
        temps = temp_files(root)
        if temps:
            problems.append(f"temporary files left: {temps}")
            for t in temps:
                os.unlink(os.path.join(root, t))
        report.note(S, f"{variant}: {label}: exit {rc}: {err.strip()[:200]}")
        if problems:
            report.fail(S, f"{label} on a full disk: " + "; ".join(problems),
                        repro + "\n" + describe_changes(before, after))
        if changed:  # put things back for the next case
            for p in changed:
                full = os.path.join(root, p)
                if p in before:
                    with open(full, "wb") as fh:
                        fh.write(before[p])
                elif os.path.exists(full):
                    os.unlink(full)


def section_disk(tool, opts, report, work):
    S = "disk"
    t0 = time.monotonic()
    if os.geteuid() != 0:
        report.sections.append((S, "SKIPPED", "not root: cannot mount a tmpfs. No fault-injection hook for "
                                "ENOSPC exists in the code (grep DAWN_JOURNAL_TEST: only "
                                "DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP, a crash after the temporary file)", None))
        return
    stats = collections.Counter()
    variants = [("zero bytes free", "size=512k", False, "bytes", 0),
                ("one page free, files larger than a page", "size=512k", True, "bytes", 4096),
                ("no inodes free", "size=2m,nr_inodes=64", False, "inodes", 0)]
    mounted_any = False
    for variant, mopts, big, how, leave in variants:
        mnt = tempfile.mkdtemp(prefix="disk-", dir=work)
        r = subprocess.run(["mount", "-t", "tmpfs", "-o", mopts, "tmpfs", mnt], capture_output=True, text=True)
        if r.returncode != 0:
            report.sections.append((S, "SKIPPED", f"mount -t tmpfs -o {mopts} failed: {r.stderr.strip()} "
                                    "(no ENOSPC fault-injection hook exists: DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP only crashes)", None))
            os.rmdir(mnt)
            return
        mounted_any = True
        try:
            root = disk_journal(tool, mnt, big)
            if how == "bytes":
                fill(mnt, leave)
            else:
                fill_inodes(mnt)
            st = os.statvfs(mnt)
            stats[f"{variant} ({st.f_bavail * st.f_frsize} bytes, {st.f_favail} inodes free)"] += 1
            disk_checks(tool, report, S, root, variant, stats)
            # After freeing space, the next command works and no temporary file is left.
            for f in ("filler.bin",):
                if os.path.exists(os.path.join(mnt, f)):
                    os.unlink(os.path.join(mnt, f))
            shutil.rmtree(os.path.join(mnt, "inodes"), ignore_errors=True)
            rc, out, err, _ = tool.run(["log", "Run", "--date", "2026-11-20", "--at", "12:00"], root)
            if rc != 0:
                report.fail(S, "log after space was freed failed", f"variant {variant}: exit {rc}\n{out}{err}")
        except SetupError as e:
            report.fail(S, "setup failed", f"variant {variant}: {e}")
        finally:
            subprocess.run(["umount", mnt], capture_output=True)
            os.rmdir(mnt)
    ok = not any(f[0] == S for f in report.failures)
    report.sections.append((S, "PASS" if ok else "FAIL",
                            "variants: " + "; ".join(k for k in stats if not k.startswith("exit")) + "; commands: "
                            + ", ".join(f"{k}: {v}" for k, v in stats.items() if k.startswith("exit")),
                            time.monotonic() - t0))


# ---------------------------------------------------------------------------------------------
# 4. Read-only

def section_readonly(tool_root, opts, report, work):
    S = "readonly"
    t0 = time.monotonic()
    stats = collections.Counter()
    base = tempfile.mkdtemp(prefix="ro-", dir=work)
    os.chmod(base, 0o755)
    uid = gid = None
    binary = tool_root.binary
    prefix = []
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            report.sections.append((S, "SKIPPED", "running as root and setpriv is missing: permissions would not be enforced", None))
            return
        uid = gid = 65534
        prefix = ["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups"]
        r = subprocess.run(prefix + [binary, "--version"], capture_output=True, text=True)
        if r.returncode != 0:  # the binary's folder is not reachable for nobody: copy it
            binary = os.path.join(base, "dawn-journal")
            shutil.copy2(tool_root.binary, binary)
            os.chmod(binary, 0o755)
            r = subprocess.run(prefix + [binary, "--version"], capture_output=True, text=True)
            if r.returncode != 0:
                report.sections.append((S, "SKIPPED", f"cannot run the binary as nobody: {r.stderr.strip()}", None))
                return
    user = Tool(binary, prefix)
    user.env["HOME"] = base

    def make(name):
        parent = os.path.join(base, name)
        os.mkdir(parent)
        if uid is not None:
            os.chown(parent, uid, gid)
        root = new_journal(user, parent)
        must(user, ["habit", "add", "Run", "--duration", "30m", "--since", "2026-11-01"], root)
        must(user, ["log", "Run", "--date", "2026-11-20", "--at", "07:00"], root)
        must(user, ["log", "Run", "--date", "2026-11-19", "--at", "07:00"], root)
        p19 = os.path.join(root, "days/2026/2026-11-19.md")
        with open(p19, "rb") as fh:
            data = fh.read()
        with open(p19, "wb") as fh:
            fh.write(unformat(data))
        return root

    def check(case, root, label, args, names, expect_refusal=True):
        before, mbefore = snapshot(root), modes(root)
        rc, out, err, secs = user.run(args, root)
        after, mafter = snapshot(root), modes(root)
        stats[f"exit {rc}"] += 1
        repro = (f"case: {case}\n$ cd {root} && setpriv --reuid=nobody ... DAWN_JOURNAL_NOW={NOW} dawn-journal {quote(args)}"
                 f"  -> exit {rc}\nstdout: {out.rstrip()}\nstderr: {err.rstrip()}")
        problems = []
        if expect_refusal:
            if rc != 1:
                problems.append(f"exit {rc}, wanted 1 (a refusal)")
            if not any(n in err for n in names):
                problems.append(f"stderr does not name {' or '.join(names)}")
            changed = diff_snapshots(before, after)
            if changed:
                problems.append(f"files changed: {changed}")
            mchanged = sorted(p for p in set(mbefore) | set(mafter) if mbefore.get(p) != mafter.get(p))
            if mchanged:
                problems.append(f"entries or permissions changed: {mchanged}")
        temps = temp_files(root)
        if temps:
            problems.append(f"temporary files left: {temps}")
        report.note(S, f"{case}: {label}: exit {rc}: {(err or out).strip()[:200]}")
        if problems:
            report.fail(S, f"{case}: {label}: " + "; ".join(problems), repro + "\n" + describe_changes(before, after))
        return rc

    def chmod_tree_dirs(root, mode):
        for dirpath, dirnames, filenames in os.walk(root, topdown=False):
            os.chmod(dirpath, mode)

    try:
        # A. A read-only day file / habits.toml, the folders writable.
        root = make("a-log")
        os.chmod(os.path.join(root, "days/2026/2026-11-20.md"), 0o444)
        check("day file 0444", root, "log", ["log", "Run", "--date", "2026-11-20", "--at", "10:00"], ["2026-11-20.md"])
        root = make("a-fmt")
        os.chmod(os.path.join(root, "days/2026/2026-11-19.md"), 0o444)
        check("day file 0444", root, "fmt", ["fmt"], ["2026-11-19.md"])
        root = make("a-fmt-path")
        os.chmod(os.path.join(root, "days/2026/2026-11-19.md"), 0o444)
        check("day file 0444", root, "fmt PATH", ["fmt", "days/2026/2026-11-19.md"], ["2026-11-19.md"])
        root = make("a-habits")
        os.chmod(os.path.join(root, "habits.toml"), 0o444)
        check("habits.toml 0444", root, "habit add", ["habit", "add", "Stretch"], ["habits.toml"])
        # B. The journal's folders 0555 (root, days/, days/2026/): a read-only journal.
        for with_lock in (True, False):
            case = "journal folders 0555" + ("" if with_lock else ", no lock file yet")
            root = make("b" + ("" if with_lock else "-nolock"))
            if not with_lock:
                os.unlink(os.path.join(root, LOCK))
            chmod_tree_dirs(root, 0o555)
            # Without a lock file, a refusal naming the lock (which cannot be created) is accepted.
            lock = [] if with_lock else [LOCK]
            check(case, root, "log (existing day)", ["log", "Run", "--date", "2026-11-20", "--at", "10:00"], ["2026-11-20.md"] + lock)
            check(case, root, "log (new day)", ["log", "Run", "--date", "2026-11-18", "--at", "10:00"], ["2026-11-18.md", "days/2026"] + lock)
            check(case, root, "fmt", ["fmt"], ["2026-11-19.md"] + lock)
            check(case, root, "fmt PATH", ["fmt", "days/2026/2026-11-19.md"], ["2026-11-19.md"] + lock)
            check(case, root, "habit add", ["habit", "add", "Stretch"], ["habits.toml"] + lock)
            chmod_tree_dirs(root, 0o755)
        # C. Only the journal's root folder 0555 (days/ writable): habit add must be refused;
        #    log and fmt may write days/ (reported, not a failure).
        root = make("c")
        os.chmod(root, 0o555)
        check("journal root folder 0555", root, "habit add", ["habit", "add", "Stretch"], ["habits.toml"])
        check("journal root folder 0555", root, "log", ["log", "Run", "--date", "2026-11-20", "--at", "10:00"], ["2026-11-20.md"], expect_refusal=False)
        os.chmod(root, 0o755)
    except SetupError as e:
        report.fail(S, "setup failed", str(e))
    ok = not any(f[0] == S for f in report.failures)
    who = "as nobody (setpriv)" if uid is not None else f"as uid {os.geteuid()}"
    report.sections.append((S, "PASS" if ok else "FAIL", f"{who}; {sum(stats.values())} commands: " + ", ".join(f"{k}: {v}" for k, v in sorted(stats.items())), time.monotonic() - t0))
    if ok:
        subprocess.run(["chmod", "-R", "u+w", base], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


# ---------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default=os.path.join(REPO, ".build/debug/dawn-journal"),
                    help="the dawn-journal binary (default: .build/debug/dawn-journal in the repository)")
    ap.add_argument("--quick", action="store_true", help="modest counts, for CI (under 2 minutes)")
    ap.add_argument("--sections", default="concurrency,fmtrace,timers,kills,disk,readonly")
    ap.add_argument("--seed", type=int, default=20261121)
    ap.add_argument("--logs", type=int, help="concurrent logs (default 200; quick 60)")
    ap.add_argument("--unlogs", type=int, help="concurrent unlogs of entries logged beforehand (default 40; quick 12)")
    ap.add_argument("--edits", type=int, help="concurrent habit edits (default 20; quick 6)")
    ap.add_argument("--adds", type=int, help="concurrent habit adds (default 20; quick 6)")
    ap.add_argument("--fmt-races", type=int, help="rounds of `fmt PATH` racing a `log` (default 200; quick 40)")
    ap.add_argument("--timer-rounds", type=int, help="rounds of start/stop racing log and ui (default 50; quick 50)")
    ap.add_argument("--kills", type=int, help="killed runs (default 500; quick 100)")
    ap.add_argument("--kill-days", type=int, default=60, help="day files in the kill section's journal")
    ap.add_argument("--max-delay-ms", type=float, default=50.0, help="kill after 0..this many ms")
    ap.add_argument("--max-detail", type=int, default=3, help="failures shown in full per kind")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
    opts = ap.parse_args()
    full = dict(logs=200, unlogs=40, edits=20, adds=20, fmt_races=200, timer_rounds=50, kills=500)
    quick = dict(logs=60, unlogs=12, edits=6, adds=6, fmt_races=40, timer_rounds=50, kills=100)
    for k, v in (quick if opts.quick else full).items():
        if getattr(opts, k) is None:
            setattr(opts, k, v)
    opts.binary = os.path.abspath(opts.binary)
    if not os.access(opts.binary, os.X_OK):
        print(f"torture: no executable at {opts.binary}; build it (swift build) or pass --binary", file=sys.stderr)
        return 2
    tool = Tool(opts.binary)
    work = tempfile.mkdtemp(prefix="dawn-torture-")
    os.chmod(work, 0o755)
    report = Report(opts.max_detail)
    wanted = [s.strip() for s in opts.sections.split(",") if s.strip()]
    funcs = {"concurrency": section_concurrency, "fmtrace": section_fmt_race, "timers": section_timers, "kills": section_kills, "disk": section_disk, "readonly": section_readonly}
    print(f"torture: {opts.binary}, {'quick' if opts.quick else 'full'} counts, seed {opts.seed}, work folder {work}")
    t_all = time.monotonic()
    for name in wanted:
        if name not in funcs:
            print(f"torture: unknown section {name}", file=sys.stderr)
            return 2
        t0 = time.monotonic()
        try:
            funcs[name](tool, opts, report, work)
        except SetupError as e:
            report.fail(name, "setup failed", str(e))
            report.sections.append((name, "FAIL", "setup failed", None))
        secs = time.monotonic() - t0
        sname, status, counts, _ = report.sections[-1]
        report.sections[-1] = (sname, status, counts, secs)
        print(f"[{status}] {sname}  ({secs:.1f} s)  {counts}", flush=True)
    for section, text in report.notes:
        print(f"note [{section}] {text}")
    report.print_failures()
    failed = bool(report.failures)
    print(f"\ntorture: {'FAIL' if failed else 'PASS'}: {len(report.failures)} failure(s) in {time.monotonic() - t_all:.1f} s")
    if not failed and not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"torture: journals kept under {work}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
