#!/usr/bin/env python3
"""Git sync end to end (issue 46's "Done when"; a check outside the product, run by .ci/run).

A bare remote, a box clone running `serve --sync --sync-every 2s` and a laptop clone using
`dawn-journal sync`: ROUNDS rounds of writes on the same three days, from the API (amounts and
timed entries, each with a note of its own) and from the laptop's CLI (the same, and a line of
the person's own prose), the remote made unreachable for a stretch and brought back, and one
`kill -9` of the server mid-round. At the end every written line is present exactly once in both
clones and the remote, the three hold the same commit, neither work tree has uncommitted
changes, `lint` is clean on both, and `git fsck --strict` is clean on all three. While the remote is away
`/api/sync` says offline or pending and `sync` exits 1 naming the remote; afterwards `synced`
with `lastSync`, and `sync` exits 0.

Usage: scripts/check-sync.py [--binary PATH] [--rounds N] [--bench]
  --bench  print the time from a write on the API to the laptop's sync seeing it, as JSON
"""
import argparse, json, os, random, shutil, signal, subprocess, sys, tempfile, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOW = "2026-11-21T22:00"
DAYS = ["2026-11-19", "2026-11-20", "2026-11-21"]
HABITS = """[habits.run]
name = "Run"
emoji = "🏃"
duration = "30m"
since = 2026-11-01

[habits.floss]
name = "Floss"
emoji = "🦷"
since = 2026-11-01

[habits.water]
name = "Water"
emoji = "💧"
unit = "glasses"
goal = 8
since = 2026-11-01
"""
failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if not ok:
        failures.append(what)
    return ok


class Env:
    def __init__(self, binary, tmp):
        self.binary, self.tmp = binary, tmp
        self.env = dict(os.environ, DAWN_JOURNAL_NOW=NOW, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1",
                        HOME=tmp, GIT_TERMINAL_PROMPT="0", LC_ALL="C", NO_COLOR="1")

    def run(self, argv, cwd, check_rc=True):
        p = subprocess.run(argv, cwd=os.path.join(self.tmp, cwd), env=self.env, capture_output=True, text=True)
        if check_rc and p.returncode != 0:
            raise SystemExit(f"{argv} in {cwd}: {p.returncode}\n{p.stdout}{p.stderr}")
        return p

    def git(self, cwd, *argv, check_rc=True):
        return self.run(["git", *argv], cwd, check_rc)

    def dj(self, cwd, *argv, check_rc=True):
        return self.run([self.binary, *argv], cwd, check_rc)


class Box:
    """`serve --sync` in the box clone."""

    def __init__(self, env):
        self.env = env
        self.start()

    def start(self):
        self.proc = subprocess.Popen(
            [self.env.binary, "serve", "--listen", "127.0.0.1:0", "--sync", "--sync-every", "2s", "--quiet"],
            cwd=os.path.join(self.env.tmp, "box"), env=self.env.env, stdout=subprocess.PIPE,
            stderr=open(os.path.join(self.env.tmp, "serve.log"), "a"))
        url = self.proc.stdout.readline().decode().strip()
        if not url.startswith("http://"):
            raise SystemExit("serve printed no URL; see serve.log")
        self.base, self.token = url.split("/?token=")

    def call(self, path, body=None):
        request = urllib.request.Request(self.base + path, data=None if body is None else json.dumps(body).encode(),
                                         headers={"Authorization": "Bearer " + self.token,
                                                  "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=20) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"{}")

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def set_up(env):
    env.git(".", "init", "--quiet", "--bare", "-b", "main", "origin.git")
    os.makedirs(os.path.join(env.tmp, "box"))
    env.git("box", "init", "--quiet", "-b", "main")
    for clone, name in (("box", "Box"),):
        env.git(clone, "config", "user.name", name)
        env.git(clone, "config", "user.email", name.lower() + "@example.com")
    env.dj("box", "init", ".")
    with open(os.path.join(env.tmp, "box", "habits.toml"), "w") as f:
        f.write(HABITS)
    env.dj("box", "git-setup")
    env.git("box", "add", "-A")
    env.git("box", "commit", "--quiet", "-m", "A journal")
    env.git("box", "remote", "add", "origin", "../origin.git")
    env.git("box", "push", "--quiet", "-u", "origin", "main")
    env.git(".", "clone", "--quiet", "-b", "main", "origin.git", "laptop")
    env.git("laptop", "config", "user.name", "Laptop")
    env.git("laptop", "config", "user.email", "laptop@example.com")


def slot(n):
    """The n-th 15-minute slot from 05:00: the API's writes take the even ones and the laptop's
    the odd ones, so no two entries share a start (two devices logging one habit at one time with
    different notes is a conflict the driver rightly leaves for a hand)."""
    minutes = 5 * 60 + 15 * n
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def day_lines(env, where, date):
    path = os.path.join("days", date[:4], date + ".md")
    if where == "origin":
        p = env.git("origin.git", "show", "main:" + path, check_rc=False)
        return p.stdout.splitlines() if p.returncode == 0 else []
    full = os.path.join(env.tmp, where, path)
    return open(full, encoding="utf-8").read().splitlines() if os.path.exists(full) else []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "dawn-journal"))
    ap.add_argument("--rounds", type=int, default=100)
    ap.add_argument("--bench", action="store_true")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="check-sync-")
    env = Env(os.path.abspath(args.binary), tmp)
    rng = random.Random(46)
    try:
        set_up(env)
        box = Box(env)
        if args.bench:
            return bench(env, box)
        written = []  # (date, the line's text as written, where)
        away_from, away_to, kill_at = args.rounds * 2 // 5, args.rounds * 3 // 5, args.rounds * 3 // 4
        states_away, laptop_away = set(), []
        for i in range(args.rounds):
            date = DAYS[i % 3]
            if i == away_from:
                os.rename(os.path.join(tmp, "origin.git"), os.path.join(tmp, "away.git"))
            if i == away_to:
                # Before the remote comes back: the box has run a round meanwhile and says so.
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:
                    state = box.call("/api/sync")[1].get("state")
                    if state in ("offline", "pending") and box.call("/api/sync")[1].get("ahead", 0) > 0:
                        break
                    time.sleep(0.5)
                states_away.add(state)
                p = env.dj("laptop", "sync", check_rc=False)
                laptop_away.append(p.returncode == 1 and "Can't reach origin" in p.stderr)
                os.rename(os.path.join(tmp, "away.git"), os.path.join(tmp, "origin.git"))
            # From the API: an amount or a timed entry, each with its own note.
            note = f"api {i}"
            if i % 2:
                status, _ = box.call("/api/log", {"habit": "water", "date": date, "amount": 1 + i % 3, "note": note})
            else:
                status, _ = box.call("/api/log", {"habit": "run", "date": date, "at": slot(2 * (i // 3)), "for": "15m", "note": note})
            if status != 200:
                check(False, f"round {i}: the API's write on {date}: {status}")
            written.append((date, note))
            # From the laptop's CLI: the same kinds, a tick, and a line of prose.
            lnote = f"laptop {i}"
            if i % 3 == 0:
                env.dj("laptop", "log", "water", str(1 + i % 2), "--date", date, "--note", lnote)
                written.append((date, lnote))
            elif i % 3 == 1:
                env.dj("laptop", "log", "run", "--date", date, "--at", slot(2 * (i // 3) + 1), "--for", "15m", "--note", lnote)
                written.append((date, lnote))
            else:
                path = os.path.join(tmp, "laptop", "days", date[:4], date + ".md")
                if os.path.exists(path):
                    with open(path, "a", encoding="utf-8") as f:
                        f.write(f"\nA line of my own, laptop {i}.\n")
                    written.append((date, f"A line of my own, laptop {i}."))
                env.dj("laptop", "log", "floss", "--date", date)
            if rng.random() < 0.3 or i % 10 == 9:
                p = env.dj("laptop", "sync", check_rc=False)
                if away_from <= i < away_to:
                    laptop_away.append(p.returncode == 1 and "Can't reach origin" in p.stderr)
                elif p.returncode not in (0, 1):
                    check(False, f"round {i}: sync exited {p.returncode}: {p.stderr}")
            if i == kill_at:
                # kill -9 mid-round: right after a write, while its commit may be under way.
                box.call("/api/log", {"habit": "water", "date": date, "amount": 2, "note": f"api {i} before the kill"})
                written.append((date, f"api {i} before the kill"))
                time.sleep(rng.uniform(0.5, 1.5))
                box.kill9()
                box.start()
            time.sleep(rng.uniform(0, 0.15))
        check(laptop_away and all(laptop_away), f"while the remote was away, sync exited 1 naming it ({len(laptop_away)} tries)")
        check(states_away and states_away <= {"offline", "pending"}, f"and /api/sync said offline or pending: {states_away}")

        # Both sides settle: the laptop syncs until the box's round leaves all three equal.
        deadline = time.monotonic() + 90
        settled = False
        while time.monotonic() < deadline:
            p = env.dj("laptop", "sync", check_rc=False)
            time.sleep(2.5)
            heads = {env.git(c, "rev-parse", "HEAD" if c != "origin.git" else "main").stdout.strip() for c in ("box", "laptop", "origin.git")}
            state = box.call("/api/sync")[1]
            if p.returncode == 0 and len(heads) == 1 and state.get("state") == "synced":
                settled = True
                break
        check(settled, f"the box, the laptop and the remote hold the same commit; /api/sync synced ({state})")
        check(bool(state.get("lastSync")), f"with lastSync: {state.get('lastSync')}")
        final = env.dj("laptop", "sync", check_rc=False)
        check(final.returncode == 0, f"sync exits 0 afterwards: {final.stdout.strip()}")
        box.stop()

        # Every written line once, in each of the three.
        for where in ("box", "laptop", "origin"):
            lines = {d: day_lines(env, where, d) for d in DAYS}
            missing = [(d, t) for d, t in written if sum(1 for l in lines[d] if l == t or (l.startswith("- ") and l.endswith(" " + t))) != 1]
            check(not missing, f"{where}: each of the {len(written)} written lines present exactly once (not: {missing[:5]})")
            floss = [d for d in DAYS if sum(1 for l in lines[d] if l.startswith("- [x] 🦷 Floss")) > 1]
            check(not floss, f"{where}: Floss ticked at most once a day ({floss})")
        for clone in ("box", "laptop"):
            status = env.git(clone, "status", "--porcelain").stdout
            check(status == "", f"{clone}: nothing uncommitted or untracked ({status!r})")
            lint = env.dj(clone, "lint", check_rc=False)
            check(lint.returncode == 0, f"{clone}: lint is clean ({lint.stdout.strip().splitlines()[-1:]})")
        for repo in ("box", "laptop", "origin.git"):
            fsck = env.git(repo, "fsck", "--strict", check_rc=False)
            check(fsck.returncode == 0, f"{repo}: git fsck --strict is clean {fsck.stderr.strip()[:200]}")
        subjects = env.git("box", "log", "--format=%s").stdout.splitlines()
        odd = [s for s in subjects if s in ("", "wip", "No change") or "wip" in s.lower()]
        check(not odd, f"{len(subjects)} commits, each saying what was written (e.g. {subjects[:3]})")
    finally:
        try:
            box.stop()
        except Exception:
            pass
        if failures:
            print(f"kept for a look: {tmp}", file=sys.stderr)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print(f"check-sync: {len(failures)} failed", file=sys.stderr)
        sys.exit(1)
    print("check-sync: all passed")


def bench(env, box):
    """A write on the API until the laptop's next sync sees it, five times (the box syncs every 2 s)."""
    times = []
    for i in range(5):
        note = f"bench {i}"
        start = time.monotonic()
        box.call("/api/log", {"habit": "water", "amount": 1, "note": note})
        while time.monotonic() - start < 30:
            env.dj("laptop", "sync", check_rc=False)
            if any(note in l for l in day_lines(env, "laptop", DAYS[-1])):
                break
            time.sleep(0.1)
        times.append(time.monotonic() - start)
        time.sleep(1)
    box.stop()
    print(json.dumps({"write_to_laptop_s": times, "sync_every_s": 2}))


if __name__ == "__main__":
    main()
