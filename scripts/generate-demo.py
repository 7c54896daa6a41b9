#!/usr/bin/env python3
"""Regenerates samples/demo: a realistic journal of 10 habits over 90 days ending 2026-11-21.

Deterministic (fixed seed), so running it again gives the same bytes. It writes day files in
dawn-journal's canonical form; `dawn-journal fmt --check --journal samples/demo` proves it.

    python3 scripts/generate-demo.py [OUTPUT_DIR] [--days N]

--days N makes a longer journal with the same habits (for benchmarks); the demo is 90 days.
"""
import datetime as dt
import os
import random
import shutil
import sys

LAST_DAY = dt.date(2026, 11, 21)
DAYS = 90
FIRST_DAY = LAST_DAY - dt.timedelta(days=DAYS - 1)  # 2026-08-24

HABITS_TOML = '''# The demo journal of dawn-journal: ten habits over 90 days (2026-08-24 to 2026-11-21).
# Regenerate with: python3 scripts/generate-demo.py

[journal]
day_starts = "04:00"
slot = "15m"

[habits.morning-run]
name = "Morning Run"
emoji = "🏃"
color = "coral"
duration = "30m"
description = "Start the day outside, whatever the weather."
since = 2026-08-24

[habits.meditate]
name = "Meditate"
emoji = "🧘🏽"
color = "lavender"
duration = "15m"
description = "Ten quiet minutes before the day gets loud."
since = 2026-08-24

[habits.deep-work]
name = "Deep Work"
emoji = "💻"
color = "stone"
duration = "1h30m"
description = "One block of focused work, phone in another room."
since = 2026-08-24

[habits.spanish]
name = "Spanish"
emoji = "🇪🇸"
color = "sun"
duration = "15m"
description = "Practice for the trip in October."
since = 2026-08-24
archived = 2026-10-15  # the trip is over

[habits.guitar]
name = "Guitar"
emoji = "🎸"
color = "peach"
duration = "30m"
description = "Learn the songs for Maya's wedding."
since = 2026-10-01

[habits.evening-walk]
name = "Evening Walk"
emoji = "🚶‍♀️"
color = "mint"
duration = "45m"
since = 2026-08-24

[habits.read]
name = "Read"
emoji = "📚"
color = "#54A0FF"
duration = "30m"
description = "Fiction before sleep instead of a screen."
since = 2026-08-24

[habits.floss]
name = "Floss"
emoji = "🦷"
color = "sky"
since = 2026-08-24

[habits.journal]
name = "Journal"
emoji = "✍️"
color = "rose"
description = "Three lines about the day."
since = 2026-08-24

[habits.water]
name = "Drink Water"
emoji = "💧"
color = "#48DBAB"
icon = "drop"
since = 2026-08-24
'''

# id, display, emoji, earliest start (minutes), latest start, allowed lengths, probability
TIMED = [
    ("morning-run", "Morning Run", "🏃", 6 * 60, 6 * 60 + 30, [30, 45], 0.62),
    ("meditate", "Meditate", "🧘🏽", 7 * 60 + 30, 7 * 60 + 45, [15], 0.7),
    ("deep-work", "Deep Work", "💻", 9 * 60, 9 * 60 + 30, [60, 90, 120], 0.65),
    ("spanish", "Spanish", "🇪🇸", 12 * 60 + 30, 12 * 60 + 30, [15, 30], 0.6),
    ("deep-work", "Deep Work", "💻", 14 * 60, 14 * 60 + 30, [60, 90], 0.25),
    ("guitar", "Guitar", "🎸", 18 * 60, 18 * 60 + 15, [30], 0.55),
    ("evening-walk", "Evening Walk", "🚶‍♀️", 19 * 60, 19 * 60 + 30, [30, 45, 60], 0.6),
    ("read", "Read", "📚", 21 * 60 + 30, 22 * 60, [30, 45], 0.5),
]
CHECKBOX = [("floss", "Floss", "🦷"), ("journal", "Journal", "✍️"), ("water", "Drink Water", "💧")]
SINCE = {"guitar": dt.date(2026, 10, 1)}
ARCHIVED = {"spanish": dt.date(2026, 10, 15)}

NOTES = {
    "morning-run": ["5k along the river", "intervals in the park", "slow and easy", "rain, short loop", "with Sam"],
    "meditate": ["body scan", "breathing", "hard to settle"],
    "deep-work": ["draft of the report", "code review backlog", "planning Q1", "the migration"],
    "spanish": ["past tense drills", "podcast episode 12", "ordering food"],
    "guitar": ["chord changes", "the bridge section", "played it through once"],
    "evening-walk": ["around the block", "to the bakery", "with the neighbours' dog"],
    "read": ["two chapters", "finished the book", "started a new one"],
}
PROSE = [
    "Slept well. Busy morning, quiet afternoon.",
    "Tired today; went easy on myself.",
    "Good focus after lunch.",
    "Dinner with friends, home late.",
    "Rainy all day. Stayed in.",
    "Felt strong on the run.",
]
WEATHER = ["sunny", "cloudy", "rain", "windy", "fog"]

MISSING = {dt.date(2026, 9, 6), dt.date(2026, 9, 27), dt.date(2026, 10, 19), dt.date(2026, 11, 8)}
REST = {dt.date(2026, 9, 13), dt.date(2026, 10, 11), dt.date(2026, 11, 1)}


def hhmm(minutes):
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def active(habit_id, day):
    if habit_id in SINCE and day < SINCE[habit_id]:
        return False
    if habit_id in ARCHIVED and day >= ARCHIVED[habit_id]:
        return False
    return True


def day_text(day, rng):
    lines = []
    if rng.random() < 0.3:
        lines += ["+++", "mood = %d" % rng.randint(2, 5), 'weather = "%s"' % rng.choice(WEATHER), "+++", ""]
    lines += [day.strftime("# %A, %-d %B"), ""]
    if rng.random() < 0.4:
        lines += [rng.choice(PROSE), ""]
    rest = day in REST
    entries = []
    if not rest:
        weekend = day.weekday() >= 5
        for habit_id, name, emoji, lo, hi, lengths, p in TIMED:
            if not active(habit_id, day):
                continue
            if habit_id == "deep-work" and weekend:
                continue
            if rng.random() >= p:
                continue
            start = rng.choice(range(lo, hi + 1, 15))
            length = rng.choice(lengths)
            note = rng.choice(NOTES[habit_id]) if rng.random() < 0.35 else None
            entries.append((start, length, name, emoji, note))
        # A second, shorter walk at lunch on some days: several instances of one habit.
        if active("evening-walk", day) and rng.random() < 0.15:
            entries.append((13 * 60, 30, "Evening Walk", "🚶‍♀️", "lunch walk"))
    entries.sort()
    if entries:
        lines += ["## Timeline", ""]
        for start, length, name, emoji, note in entries:
            line = "- %s-%s %s %s" % (hhmm(start), hhmm(start + length), emoji, name)
            if note:
                line += " -- " + note
            lines.append(line)
        lines.append("")
    items = []
    for habit_id, name, emoji in CHECKBOX:
        if rest:
            items.append("- [-] %s %s" % (emoji, name))
            continue
        r = rng.random()
        if r < 0.7:
            items.append("- [x] %s %s" % (emoji, name))
        elif r < 0.85:
            items.append("- [ ] %s %s" % (emoji, name))
    if rest:
        items[0] += " -- rest day, visiting family"
    if items:
        lines += ["## Checklist", ""] + items + [""]
    if rng.random() < 0.2:
        lines += ["## Notes", "", rng.choice(PROSE), ""]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + "\n"


def main():
    args = sys.argv[1:]
    days = DAYS
    if "--days" in args:
        k = args.index("--days")
        days = int(args[k + 1])
        del args[k:k + 2]
    first = LAST_DAY - dt.timedelta(days=days - 1)
    out = os.path.normpath(args[0] if args else os.path.join(os.path.dirname(__file__), "..", "samples", "demo"))
    days_dir = os.path.join(out, "days")
    if os.path.isdir(days_dir):
        shutil.rmtree(days_dir)
    os.makedirs(days_dir, exist_ok=True)
    with open(os.path.join(out, "habits.toml"), "w", encoding="utf-8") as f:
        # A longer journal starts its habits on its own first day (the demo's is 2026-08-24).
        f.write(HABITS_TOML.replace("since = 2026-08-24", "since = %s" % first.isoformat()))
    rng = random.Random(20261121)
    written = 0
    for n in range(days):
        day = first + dt.timedelta(days=n)
        text = day_text(day, rng)  # drawn for every day so that the sequence stays stable
        if day in MISSING:
            continue
        folder = os.path.join(days_dir, "%04d" % day.year)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, day.isoformat() + ".md"), "w", encoding="utf-8") as f:
            f.write(text)
        written += 1
    print("wrote %d day files from %s to %s in %s" % (written, first, LAST_DAY, out))


if __name__ == "__main__":
    main()
