#!/usr/bin/env python3
"""Writes a dawn-journal journal's entries as an hledger timedot file, for scripts/benchmark.py.

    python3 scripts/generate-timedot.py JOURNAL_DIR OUTPUT_FILE

Reads habits.toml (for each habit's id and name) and every day file under JOURNAL_DIR/days, in
date order, and writes one timedot day per day file that has entries:

    2026-11-21
      morning-run  0.75
      floss  0

- Each timeline entry `- HH:MM-HH:MM EMOJI Name [-- note]` becomes `id  HOURS` (its length in
  hours, two decimals) under the file's date.
- Each ticked checklist item `- [x] EMOJI Name` becomes `id  0`, so that hledger reads the same
  entries as dawn-journal; open (`[ ]`) and skipped (`[-]`) items are left out.
- Notes, prose and front matter are left out. A name that is not in habits.toml is an error.

The output depends only on the journal, so a deterministic journal gives a deterministic file.
"""
import os
import re
import sys

HABIT_SECTION = re.compile(r"^\[habits\.([A-Za-z0-9_-]+)\]\s*$")
NAME = re.compile(r'^name\s*=\s*"([^"]*)"')
ENTRY = re.compile(r"^- (\d\d):(\d\d)-(\d\d):(\d\d) (.*?)(?: -- .*)?$")
TICK = re.compile(r"^- \[x\] (.*?)(?: -- .*)?$")
DAY_FILE = re.compile(r"^\d{4}-\d\d-\d\d\.md$")


def habit_ids(habits_toml):
    """Maps each habit's display name to its id (habits.toml as written by generate-demo.py)."""
    names, current = {}, None
    with open(habits_toml, encoding="utf-8") as f:
        for line in f:
            m = HABIT_SECTION.match(line)
            if m:
                current = m.group(1)
                names[current] = current
                continue
            m = NAME.match(line)
            if m and current:
                names[m.group(1)] = current
    return names


AMOUNT = re.compile(r"\s\+\d+(?:\.\d+)?(?:\s+\S+)?$")


def resolve(text, names):
    """The id of the habit named by `EMOJI Name [+amount [unit]]` (or by the bare name or id)."""
    text = AMOUNT.sub("", text)
    if text in names:
        return names[text]
    for name, habit_id in names.items():
        if text.endswith(" " + name):
            return habit_id
    raise ValueError("no habit named %r" % text)


def day_files(journal):
    found = []
    for folder, dirs, files in os.walk(os.path.join(journal, "days")):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        found += [os.path.join(folder, f) for f in files if DAY_FILE.match(f)]
    return sorted(found, key=os.path.basename)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate-timedot.py JOURNAL_DIR OUTPUT_FILE")
    journal, output = sys.argv[1], sys.argv[2]
    names = habit_ids(os.path.join(journal, "habits.toml"))
    days = timed = ticks = 0
    with open(output, "w", encoding="utf-8") as out:
        for path in day_files(journal):
            lines = []
            with open(path, encoding="utf-8") as f:
                for line in f:
                    line = line.rstrip("\n")
                    m = ENTRY.match(line)
                    if m:
                        h1, m1, h2, m2 = (int(g) for g in m.groups()[:4])
                        minutes = h2 * 60 + m2 - h1 * 60 - m1  # times past 24:00 are the night after
                        lines.append("  %s  %.2f" % (resolve(m.group(5), names), minutes / 60))
                        timed += 1
                        continue
                    m = TICK.match(line)
                    if m:
                        lines.append("  %s  0" % resolve(m.group(1), names))
                        ticks += 1
            if lines:
                out.write(os.path.basename(path)[:-3] + "\n" + "\n".join(lines) + "\n\n")
                days += 1
    print("wrote %d entries (%d timed, %d ticks) on %d days to %s" % (timed + ticks, timed, ticks, days, output))


if __name__ == "__main__":
    main()
