#!/usr/bin/env python3
"""Checks `dawn-journal export csv` and `export json` with Python's own readers.

Runs BINARY export csv --journal JOURNAL, reads it with the csv module and checks the header,
that every row has the ten fields, that dates never go back, that each row's fields are well
formed (a state, times and minutes that agree, a number for an amount), and that each day has
as many rows as its file has timeline entries and checklist items, counted here independently
with simple regular expressions. Then runs export json, parses it with the json module and
checks one day per day file, in date order, with the same counts.
Outside the product: dawn-journal never depends on it.

    python3 scripts/check-csv.py .build/debug/dawn-journal [samples/demo]
"""
import csv
import glob
import io
import json
import os
import re
import subprocess
import sys

HEADER = ["date", "habit", "name", "state", "start", "end", "minutes", "amount", "unit", "note"]
# Deliberately independent of the parser: a section heading, an entry (a list marker, then a
# time), a checklist item (a list marker, then a box).
SECTION = re.compile(r"^##\s+(\w+)")
HEADING = re.compile(r"^#{1,2}\s")
ENTRY = re.compile(r"^[-*+]\s+\d{1,2}:\d\d")
ITEM = re.compile(r"^[-*+]\s+\[[xX -]\]")
TIME = re.compile(r"^\d\d:\d\d$")
DATE_FILE = re.compile(r"(\d{4}-\d\d-\d\d)\.md$")


def counts(journal):
    """Entries and items of each day file, by date."""
    out = {}
    for path in sorted(glob.glob(os.path.join(journal, "days", "*", "*.md"))):
        m = DATE_FILE.search(path)
        if not m:
            continue
        entries = items = 0
        section = None
        with open(path, encoding="utf-8") as f:
            for line in f.read().splitlines():
                s = SECTION.match(line)
                if s:
                    section = s.group(1).lower()
                    continue
                if HEADING.match(line):
                    section = None
                elif section == "timeline" and ENTRY.match(line):
                    entries += 1
                elif section == "checklist" and ITEM.match(line):
                    items += 1
        out[m.group(1)] = (entries, items)
    return out


def run(binary, journal, *args):
    r = subprocess.run([binary, "export", *args, "--journal", journal], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"check-csv: export {' '.join(args)} failed ({r.returncode}): {r.stderr}")
    if r.stderr:
        sys.exit(f"check-csv: export {' '.join(args)} warned: {r.stderr}")
    return r.stdout


def minutes(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    binary, journal = sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else "samples/demo"
    expected = counts(journal)
    if not expected:
        sys.exit(f"check-csv: no day files under {journal}/days")
    problems = []

    text = run(binary, journal, "csv")
    if "\r" in text:
        problems.append("CR in the output: line ends are LF")
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if not rows or rows[0] != HEADER:
        sys.exit(f"check-csv: the header is {rows[0] if rows else None}, not {HEADER}")
    got = {}
    last = ""
    for n, row in enumerate(rows[1:], start=2):
        if len(row) != 10:
            problems.append(f"row {n}: {len(row)} fields, not 10: {row}")
            continue
        date, habit, name, state, start, end, mins, amount, unit, note = row
        if date < last:
            problems.append(f"row {n}: {date} after {last}")
        last = date
        if not habit or not name:
            problems.append(f"row {n}: no habit")
        if state not in ("done", "not-done", "skipped"):
            problems.append(f"row {n}: state '{state}'")
        entries, items = got.get(date, (0, 0))
        if start:
            if not (TIME.match(start) and TIME.match(end)) or int(mins) != minutes(end) - minutes(start) or state != "done":
                problems.append(f"row {n}: entry {start}-{end} of {mins} minutes, {state}")
            entries += 1
        else:
            if end or mins:
                problems.append(f"row {n}: an item with an end or minutes")
            items += 1
        if amount:
            float(amount)
        elif unit:
            problems.append(f"row {n}: a unit without an amount")
        got[date] = (entries, items)
    for date in sorted(set(expected) | set(got)):
        want = expected.get(date, (0, 0))
        if got.get(date, (0, 0)) != want:
            problems.append(f"{date}: {got.get(date, (0, 0))} entries and items exported, {want} in the file")
    total = sum(e + i for e, i in expected.values())
    if len(rows) - 1 != total:
        problems.append(f"{len(rows) - 1} rows, {total} entries and items in the day files")

    doc = json.loads(run(binary, journal, "json"))
    dates = [d["date"] for d in doc["days"]]
    if dates != sorted(expected):
        problems.append(f"export json: {len(dates)} days, {len(expected)} day files (or not in date order)")
    for d in doc["days"]:
        if (len(d["entries"]), len(d["checklist"])) != expected.get(d["date"]):
            problems.append(f"export json: {d['date']} has {len(d['entries'])} entries and {len(d['checklist'])} items")
    # The format version export json writes is FORMAT.md's current one.
    docs = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Docs", "FORMAT.md"), encoding="utf-8").read()
    version = re.search(r"\*\*Version (\d+\.\d+)\*\*", docs).group(1)
    if doc.get("format") != version or not doc.get("habits"):
        problems.append(f"export json: format {doc.get('format')!r}, not FORMAT.md's {version}, or no habits")

    if problems:
        print("\n".join(problems[:50]))
        sys.exit(f"check-csv: {len(problems)} problems")
    print(f"check-csv: {len(rows) - 1} rows in {len(expected)} day files, and the JSON export, agree with the files")


main()
