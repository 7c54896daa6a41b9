#!/usr/bin/env python3
"""Issue 33's Done-when race: the interactive view and another process write one day at once.

`dawn-journal ui` runs in tmux at 80x24 on a copy of samples/demo (the clock fixed at 21:00 on
2026-11-21). Another process logs a line every 100 ms (`log coffee 1 --note rN`, a line of its
own each time) while keys in the view, round after round, tick a checklist item and untick it,
place a pill on the timeline, delete the entry, undo the delete and delete it again, each step
waiting for the view's confirmation (for at least 10 s: the other process goes on until the
rounds end). Then: every line the other process logged is in the file, exactly once; `lint`
finds nothing wrong; and, without those lines, the file is byte for byte as it started but for
the `- [ ] 🏃 Morning Run` line the first untick leaves (each round leaves it as it found it).

    scripts/check-ui-race.py [--binary B] [--rounds 50] [--seconds 10]
    scripts/check-ui-race.py --quick      (10 rounds, at least 3 s: the form .ci/run runs)

A check outside the product; needs tmux. Exit 1 on a lost line, a lint finding, or a step the view refused.
"""
import argparse, os, shutil, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DAY = "days/2026/2026-11-21.md"
NOW = "2026-11-21T21:00"
BOX_COLUMN = 51  # the checklist's boxes at 80 columns (1-based)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/dawn-journal"))
    ap.add_argument("--rounds", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    if args.quick:
        args.rounds, args.seconds = 10, 3
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"check-ui-race: no binary at {binary} (swift build first)")
    if not shutil.which("tmux"):
        sys.exit("check-ui-race: tmux not found")

    tmp = tempfile.mkdtemp()
    journal = os.path.join(tmp, "j")
    shutil.copytree(os.path.join(ROOT, "samples/demo"), journal)
    first = open(os.path.join(journal, DAY), "rb").read()
    env = dict(os.environ, DAWN_JOURNAL_NOW=NOW)
    sock = f"dawn-ui-race-{os.getpid()}"
    tmux = ["tmux", "-L", sock, "-f", "/dev/null"]
    done = threading.Event()
    writer = None

    def keys(*k):
        subprocess.run(tmux + ["send-keys", "-t", "ui", *k], check=True)

    def screen():
        return subprocess.run(tmux + ["capture-pane", "-p", "-t", "ui"], capture_output=True, text=True).stdout

    def wait_for(text, seconds=5):
        end = time.time() + seconds
        while time.time() < end:
            if text in screen():
                return True
            time.sleep(0.05)
        return False

    try:
        command = (f"cd '{journal}' && exec env DAWN_JOURNAL_NOW={NOW} TERM=xterm-256color COLORTERM=truecolor "
                   f"'{binary}' ui --theme dark")
        subprocess.run(tmux + ["new-session", "-d", "-x", "80", "-y", "24", "-s", "ui", command], check=True)
        if not wait_for("Saturday 2026-11-21"):
            sys.exit("check-ui-race: the view never came up:\n" + screen())
        # The tray's third pill is Evening Walk (most instances first): select it once; the
        # rounds leave the instance counts, so the tray's order, as they found them.
        keys("Tab", "Tab")
        time.sleep(0.2)
        keys("l", "l", "Tab")
        time.sleep(0.2)

        logged, failed = [], []

        def other():
            n, t0 = 0, time.time()
            while time.time() < t0 + args.seconds or not done.is_set():
                n += 1
                note = f"r{n}"
                r = subprocess.run([binary, "log", "coffee", "1", "--note", note], cwd=journal, env=env,
                                   capture_output=True, text=True)
                (logged if r.returncode == 0 else failed).append((note, r.stderr.strip()))
                time.sleep(max(0.0, t0 + n * 0.1 - time.time()))  # one every 100 ms

        def status():
            return screen().rstrip("\n").split("\n")[-1]

        def step(what, *k, click=None):
            if click:
                rows = [i for i, line in enumerate(screen().split("\n")) if click in line]
                if not rows:
                    sys.exit(f"check-ui-race: no row shows '{click}':\n" + screen())
                keys("-l", f"\x1b[<0;{BOX_COLUMN};{rows[0] + 1}M\x1b[<0;{BOX_COLUMN};{rows[0] + 1}m")
            else:
                keys(*k)
            end = time.time() + 5
            while time.time() < end:
                if what in status():
                    return
                time.sleep(0.02)
            sys.exit(f"check-ui-race: the view never said '{what}':\n" + screen())

        writer = threading.Thread(target=other)
        start = time.time()
        writer.start()
        for _ in range(args.rounds):
            # A click ticks Morning Run's box, a click on it where it moved unticks it; Tab to
            # the tray, Enter Enter places Evening Walk at now; d y deletes it, u undoes the
            # delete, d y deletes it again. Each step waits for the view's confirmation, so
            # that a refusal stops the check; each round leaves the file as it found it.
            step("Ticked Morning Run.", click="[ ] ● 🏃 Morning Run")
            step("Unticked Morning Run.", click="[x] ● 🏃 Morning Run")
            step("Enter place it", "Tab", "Enter")
            step("Logged Evening Walk 21:00-21:45.", "Enter")
            step("Deleted 21:00-21:45 Evening Walk.", "d", "y")
            step("Undone.", "u")
            step("Deleted 21:00-21:45 Evening Walk.", "d", "y")
        done.set()
        writer.join()
        elapsed = time.time() - start
        keys("q")
        time.sleep(0.5)

        text = open(os.path.join(journal, DAY), encoding="utf-8").read()
        lost = [note for note, _ in logged if text.count(f"- [x] ☕ Coffee +1 cup -- {note}\n") != 1]
        lint = subprocess.run([binary, "lint"], cwd=journal, env=env, capture_output=True, text=True)
        mine = text
        for note, _ in logged:
            mine = mine.replace(f"- [x] ☕ Coffee +1 cup -- {note}\n", "", 1)
        print(f"check-ui-race: {args.rounds} rounds of keys and clicks (tick, untick, place, delete, undo, "
              f"delete) in {elapsed:.1f} s; the other process logged {len(logged)} lines, one every 100 ms, "
              f"{len(failed)} refused")
        for note, why in failed[:5]:
            print(f"  refused {note}: {why}")
        # A toggle keeps the unticked line (a to-do list stays one): the first round leaves
        # `- [ ] 🏃 Morning Run`, at the checklist's end where its tick put it; every other byte
        # is as it was.
        if mine.encode() != first + "- [ ] 🏃 Morning Run\n".encode():
            sys.exit("check-ui-race: FAILED: the rounds did not leave the file as they found it (without "
                     "the other process's lines):\n" + mine)
        print("  the view's rounds left the file as they found it")
        if lost:
            sys.exit(f"check-ui-race: FAILED: the other process's lines lost: {lost}")
        if lint.returncode != 0:
            sys.exit(f"check-ui-race: FAILED: lint:\n{lint.stdout}{lint.stderr}")
        if not logged:
            sys.exit("check-ui-race: FAILED: the other process logged nothing")
        print(f"check-ui-race: no line of the other process lost ({len(logged)} of {len(logged)}), lint clean")
    finally:
        done.set()
        if writer is not None:
            writer.join()
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        if os.environ.get("DAWN_UI_KEEP") == "1":
            print(f"check-ui-race: scratch folder {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
