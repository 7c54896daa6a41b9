#!/usr/bin/env python3
"""Regenerates samples/demo: a realistic journal of 11 habits over 90 days ending 2026-11-21.

Deterministic (fixed seeds), so running it again gives the same bytes. It writes day files in
dawn-journal's canonical form (format 1.1: weekday, target and amount habits, times past
24:00 for the night after a day). Before writing anything it checks what it generated (line
forms, habits' dates and weekdays, amounts, and that prose and notes agree with each day's
entries and front matter) and stops with exit status 70 if a rule is broken.

    python3 scripts/generate-demo.py [OUTPUT_DIR] [--days N] [--force]
    python3 scripts/generate-demo.py --help

OUTPUT_DIR defaults to samples/demo. --days N makes a longer journal with the same habits
(for benchmarks); the demo is 90 days. The generator replaces OUTPUT_DIR/habits.toml and
OUTPUT_DIR/days only when they look like its own earlier output (habits.toml carries the line
MARKER below; days/ holds nothing but YYYY/YYYY-MM-DD.md day files); otherwise it refuses
(exit 1) unless --force is given. An unknown option is refused with exit 64.
"""
import datetime as dt
import os
import random
import re
import shutil
import sys

LAST_DAY = dt.date(2026, 11, 21)
DAYS = 90
FIRST_DAY = LAST_DAY - dt.timedelta(days=DAYS - 1)  # 2026-08-24
SEED = "dawn-journal demo 20261121"

USAGE = "usage: generate-demo.py [OUTPUT_DIR] [--days N] [--force] [--help]"

# The line of habits.toml by which the generator knows its own earlier output.
MARKER = "# Regenerate with: python3 scripts/generate-demo.py"

HABITS_TOML = '''# The demo journal of dawn-journal: eleven habits over 90 days (2026-08-24 to 2026-11-21).
''' + MARKER + '''

[journal]
day_starts = "04:00"
slot = "15m"
week_starts = "monday"

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
days = ["mon", "tue", "wed", "thu", "fri"]
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
target = "3/week"
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
unit = "glasses"
goal = 8
since = 2026-08-24

[habits.coffee]
name = "Coffee"
emoji = "☕"
color = "stone"
unit = "cups"
limit = 2
description = "Two cups a day is plenty."
since = 2026-08-24
'''

# id -> (name, emoji); the same as HABITS_TOML, for writing and checking day files.
HABITS = {
    "morning-run": ("Morning Run", "🏃"),
    "meditate": ("Meditate", "🧘🏽"),
    "deep-work": ("Deep Work", "💻"),
    "spanish": ("Spanish", "🇪🇸"),
    "guitar": ("Guitar", "🎸"),
    "evening-walk": ("Evening Walk", "🚶‍♀️"),
    "read": ("Read", "📚"),
    "floss": ("Floss", "🦷"),
    "journal": ("Journal", "✍️"),
    "water": ("Drink Water", "💧"),
    "coffee": ("Coffee", "☕"),
}
BY_NAME = {name: (hid, emoji) for hid, (name, emoji) in HABITS.items()}
SINCE = {"guitar": dt.date(2026, 10, 1)}  # the others start on the journal's first day
ARCHIVED = {"spanish": dt.date(2026, 10, 15)}
WEEKDAYS_ONLY = {"deep-work"}  # days = ["mon", ..., "fri"]
GUITAR_TARGET = 3  # target = "3/week"; weeks start on Monday
WATER_GOAL = 8  # unit = "glasses", goal = 8
COFFEE_LIMIT = 2  # unit = "cups", limit = 2
DAY_STARTS = 4 * 60  # [journal] day_starts = "04:00": the night runs to 28:00 in the evening's file

# id, earliest start (minutes), latest start, allowed lengths, probability. Guitar is planned
# by week (GUITAR_WEEKS); Read at night by NIGHTS.
TIMED = [
    ("morning-run", 6 * 60, 6 * 60 + 30, [30, 45], 0.62),
    ("meditate", 7 * 60 + 30, 7 * 60 + 45, [15], 0.7),
    ("deep-work", 9 * 60, 9 * 60 + 30, [60, 90, 120], 0.65),
    ("spanish", 12 * 60 + 30, 12 * 60 + 30, [15, 30], 0.6),
    ("deep-work", 14 * 60, 14 * 60 + 30, [60, 90], 0.25),
    ("evening-walk", 19 * 60, 19 * 60 + 30, [30, 45, 60], 0.6),
    ("read", 21 * 60 + 30, 22 * 60, [30, 45], 0.5),
]
CHECKBOX = ["floss", "journal"]

NOTES = {
    "morning-run": ["5k along the river", "intervals in the park", "slow and easy", "with Sam"],
    "meditate": ["body scan", "breathing", "hard to settle"],
    "deep-work": ["draft of the report", "code review backlog", "planning Q1", "the migration"],
    "spanish": ["past tense drills", "podcast episode 12", "ordering food"],
    "guitar": ["chord changes", "the bridge section", "played it through once"],
    "evening-walk": ["around the block", "to the bakery", "with the neighbours' dog"],
    "read": ["two chapters", "finished the book", "started a new one"],
}
# Notes that only fit some days: the run note for rain, water notes.
RAIN_RUN_NOTE = "rain, short loop"
WATER_NOTES = ["with lunch", "at the desk"]
WATER_RUN_NOTE = "after the run"

WEATHER = ["sunny", "cloudy", "rain", "windy", "fog"]

MISSING = {dt.date(2026, 9, 6), dt.date(2026, 9, 27), dt.date(2026, 10, 19), dt.date(2026, 11, 8)}
REST = {dt.date(2026, 9, 13), dt.date(2026, 10, 11), dt.date(2026, 11, 1)}
REST_NOTE = "rest day, visiting family"

# Nights after midnight, written in the file of the evening before: evening date -> Read
# entries (start, end, note), minutes from the evening's 00:00 (24:30 is 1470).
NIGHTS = {
    dt.date(2026, 8, 29): [(23 * 60 + 45, 24 * 60 + 30, "couldn't put it down")],
    dt.date(2026, 9, 11): [(24 * 60 + 15, 24 * 60 + 45, None)],
    dt.date(2026, 9, 26): [(21 * 60 + 30, 22 * 60, None), (24 * 60 + 30, 25 * 60, "couldn't sleep")],
    dt.date(2026, 10, 16): [(23 * 60 + 30, 24 * 60 + 15, "finished the book")],
    dt.date(2026, 10, 31): [(24 * 60 + 15, 24 * 60 + 45, None)],
    dt.date(2026, 11, 13): [(23 * 60 + 45, 24 * 60 + 45, "couldn't put it down")],
}

# Guitar days per week (Monday to Sunday), week after week from the week of its `since`
# (the first week, 1 to 4 October, is a partial one). Some weeks meet the target of 3, some not.
GUITAR_WEEKS = [2, 3, 2, 4, 2, 3, 2, 3]

PROSE = [
    "Slept well. Busy morning, quiet afternoon.",
    "Tired today; went easy on myself.",
    "Good focus after lunch.",
    "Dinner with friends, home late.",
    "Rainy all day. Stayed in.",
    "Felt strong on the run.",
    "Sunny; lunch outside.",
    "Fog on the river this morning.",
    "Windy walk home from the station.",
    "Grey and cloudy, but a good day.",
    "Late night with a good book.",
    "No coffee today, and no headache either.",
    "Too much coffee; jittery all afternoon.",
    "Not enough water today.",
]
REST_PROSE = ["At my parents' all day.", "A slow day with the family."]


def hhmm(minutes):
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def active(habit_id, day, first):
    if day < SINCE.get(habit_id, first):
        return False
    if habit_id in ARCHIVED and day >= ARCHIVED[habit_id]:
        return False
    return True


def monday(day):
    return day - dt.timedelta(days=day.weekday())


def guitar_days(first, last):
    """The days Guitar is played: GUITAR_WEEKS[k] days of the k-th week, drawn per week."""
    since = max(SINCE["guitar"], first)
    chosen = set()
    week = monday(since)
    k = 0
    while week <= last:
        days = [week + dt.timedelta(days=i) for i in range(7)]
        usable = [d for d in days if since <= d <= last and d not in MISSING and d not in REST]
        n = min(GUITAR_WEEKS[k % len(GUITAR_WEEKS)], len(usable))
        rng = random.Random("%s guitar %s" % (SEED, week.isoformat()))
        chosen.update(rng.sample(usable, n))
        week += dt.timedelta(days=7)
        k += 1
    return chosen


# ---------------------------------------------------------------------------------------------
# A day: first its facts, then prose that fits them, then the text.


def plan_day(day, first, guitar):
    """The day's facts, drawn from a generator seeded by the date (so a day does not depend on
    the days before it or on --days)."""
    rng = random.Random("%s %s" % (SEED, day.isoformat()))
    p = {"day": day, "rest": day in REST, "weather": rng.choice(WEATHER), "entries": [], "items": []}
    p["mood"] = rng.randint(2, 5)
    p["front"] = rng.random() < 0.3
    if not p["rest"]:
        for habit_id, lo, hi, lengths, prob in TIMED:
            if not active(habit_id, day, first) or (habit_id in WEEKDAYS_ONLY and day.weekday() >= 5):
                continue
            if habit_id == "read" and day in NIGHTS:
                continue
            if rng.random() >= prob:
                continue
            start = rng.choice(range(lo, hi + 1, 15))
            length = rng.choice(lengths)
            note = None
            if rng.random() < 0.35:
                choices = list(NOTES[habit_id])
                if habit_id == "morning-run" and p["weather"] == "rain":
                    choices.append(RAIN_RUN_NOTE)
                note = rng.choice(choices)
            p["entries"].append((start, start + length, habit_id, note))
        if day in guitar:
            start = rng.choice([18 * 60, 18 * 60 + 15])
            note = rng.choice(NOTES["guitar"]) if rng.random() < 0.35 else None
            p["entries"].append((start, start + 30, "guitar", note))
        # A second, shorter walk at lunch on some days: several instances of one habit.
        if active("evening-walk", day, first) and rng.random() < 0.15:
            p["entries"].append((13 * 60, 13 * 60 + 30, "evening-walk", "lunch walk"))
        for start, end, note in NIGHTS.get(day, []):
            p["entries"].append((start, end, "read", note))
    p["entries"].sort(key=lambda e: (e[0], e[1]))
    ran = any(e[2] == "morning-run" for e in p["entries"])

    # Checklist: Floss and Journal ticked or not; Drink Water as 1-3 amount records; Coffee as
    # one amount record (or none).
    p["water"], p["coffee"] = 0, 0
    if p["rest"]:
        for habit_id in CHECKBOX + ["water", "coffee"]:
            p["items"].append(("-", habit_id, None, None))
        p["items"][0] = ("-", p["items"][0][1], None, REST_NOTE)
        return p, rng
    for habit_id in CHECKBOX:
        r = rng.random()
        if r < 0.7:
            p["items"].append(("x", habit_id, None, None))
        elif r < 0.85:
            p["items"].append((" ", habit_id, None, None))
    if rng.random() < 0.95:
        total = rng.choices([5, 6, 7, 8, 9, 10], weights=[1, 1, 1, 3, 4, 3])[0]
        k = rng.choice([1, 2, 2, 3, 3]) if total >= 6 else rng.choice([1, 2])
        parts = split_amount(total, k, rng)
        for amount in parts:
            note = None
            if rng.random() < 0.15:
                note = rng.choice(WATER_NOTES + ([WATER_RUN_NOTE] * 2 if ran else []))
            p["items"].append(("x", "water", amount, note))
        p["water"] = total
    if active("coffee", day, first) and rng.random() < 0.88:
        cups = rng.choices([1, 2, 3], weights=[4, 5, 1])[0]
        p["items"].append(("x", "coffee", cups, None))
        p["coffee"] = cups
    return p, rng


def split_amount(total, k, rng):
    """total glasses as k records of at least 2 each (no record of 1 glass)."""
    k = max(1, min(k, total // 2))
    parts = [2] * k
    for _ in range(total - 2 * k):
        parts[rng.randrange(k)] += 1
    return parts


def after_midnight(p):
    return any(end > 24 * 60 for _, end, _, _ in p["entries"])


def fits(sentence, p, prev_late):
    """Whether a prose sentence agrees with the day's facts (the self-check verifies the same
    rules again on the written text)."""
    ids = {e[2] for e in p["entries"]}
    evening = [e for e in p["entries"] if 18 * 60 <= e[0] < 23 * 60]
    afternoon_work = any(e[2] == "deep-work" and e[0] >= 13 * 60 for e in p["entries"])
    w, mood = p["weather"], p["mood"]
    return {
        "Slept well. Busy morning, quiet afternoon.": not prev_late and mood >= 3 and not afternoon_work,
        "Tired today; went easy on myself.": "morning-run" not in ids and mood <= 3,
        "Good focus after lunch.": afternoon_work,
        "Dinner with friends, home late.": not evening,
        "Rainy all day. Stayed in.": w == "rain" and not ids & {"morning-run", "evening-walk"},
        "Felt strong on the run.": "morning-run" in ids and mood >= 3,
        "Sunny; lunch outside.": w == "sunny",
        "Fog on the river this morning.": w == "fog" and "morning-run" in ids,
        "Windy walk home from the station.": w == "windy",
        "Grey and cloudy, but a good day.": w == "cloudy" and mood >= 3,
        "Late night with a good book.": after_midnight(p),
        "No coffee today, and no headache either.": p["coffee"] == 0,
        "Too much coffee; jittery all afternoon.": p["coffee"] > COFFEE_LIMIT,
        "Not enough water today.": p["water"] < WATER_GOAL,
    }[sentence]


def day_text(p, rng, prev_late):
    day = p["day"]
    pool = REST_PROSE if p["rest"] else [s for s in PROSE if fits(s, p, prev_late)]
    lines = []
    if p["front"]:
        lines += ["+++", "mood = %d" % p["mood"], 'weather = "%s"' % p["weather"], "+++", ""]
    lines += [day.strftime("# %A, %-d %B"), ""]
    used = set()
    if pool and rng.random() < 0.4:
        s = rng.choice(pool)
        used.add(s)
        lines += [s, ""]
    if p["entries"]:
        lines += ["## Timeline", ""]
        for start, end, habit_id, note in p["entries"]:
            name, emoji = HABITS[habit_id]
            line = "- %s-%s %s %s" % (hhmm(start), hhmm(end), emoji, name)
            if note:
                line += " -- " + note
            lines.append(line)
        lines.append("")
    if p["items"]:
        lines += ["## Checklist", ""]
        for box, habit_id, amount, note in p["items"]:
            name, emoji = HABITS[habit_id]
            line = "- [%s] %s %s" % (box, emoji, name)
            if amount is not None:
                line += " +%d %s" % (amount, unit_word(habit_id, amount))
            if note:
                line += " -- " + note
            lines.append(line)
        lines.append("")
    rest_pool = [s for s in pool if s not in used]
    if rest_pool and rng.random() < 0.2:
        lines += ["## Notes", "", rng.choice(rest_pool), ""]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + "\n"


def unit_word(habit_id, amount):
    if habit_id == "water":
        return "glasses"
    return "cup" if amount == 1 else "cups"


# ---------------------------------------------------------------------------------------------
# The self-check: reads the generated text back (not the plan) and checks the rules.

ENTRY = re.compile(r"^- (\d\d):(\d\d)-(\d\d):(\d\d) (\S+) (.+)$")
ITEM = re.compile(r"^- \[([x \-])\] (\S+) (.+)$")
AMOUNT = re.compile(r"^(.*) \+(\d+) (\S+)$")
HEADING = re.compile(r"^#{1,6} ")


def parse_day(text):
    """Front matter, heading, prose lines, entries and items of a generated day file."""
    lines = text.split("\n")
    assert lines[-1] == "", "no newline at the end"
    lines = lines[:-1]
    d = {"front": {}, "entries": [], "items": [], "prose": [], "problems": [], "lines": lines}
    i = 0
    if lines and lines[0] == "+++":
        j = lines.index("+++", 1)
        for line in lines[1:j]:
            m = re.match(r'^(\w+) = (?:"(.*)"|(\d+))$', line)
            if not m:
                d["problems"].append("front matter line %r" % line)
                continue
            d["front"][m.group(1)] = m.group(2) if m.group(2) is not None else int(m.group(3))
        i = j + 1
    section = None
    for line in lines[i:]:
        if line.startswith("#"):
            if not HEADING.match(line):
                d["problems"].append("heading %r" % line)
            if line.startswith("# "):
                d["heading"] = line
                section = None
            else:
                section = line[3:]
            continue
        if line == "":
            continue
        if section == "Timeline":
            m = ENTRY.match(line)
            if not m:
                d["problems"].append("not an entry: %r" % line)
                continue
            h1, m1, h2, m2 = (int(x) for x in m.group(1, 2, 3, 4))
            name, _, note = m.group(6).partition(" -- ")
            d["entries"].append((h1 * 60 + m1, h2 * 60 + m2, m.group(5), name, note or None, line))
        elif section == "Checklist":
            m = ITEM.match(line)
            if not m:
                d["problems"].append("not a checklist item: %r" % line)
                continue
            rest, _, note = m.group(3).partition(" -- ")
            a = AMOUNT.match(rest)
            name, amount, unit = (a.group(1), int(a.group(2)), a.group(3)) if a else (rest, None, None)
            d["items"].append((m.group(1), m.group(2), name, amount, unit, note or None, line))
        else:
            d["prose"].append(line)
    return d


# Words in prose or notes -> the rule the day must then meet (d: the parsed day, prev: the
# parsed day before it or None). Checked case-insensitively on prose and every note.
def _ids(d):
    return {BY_NAME[e[3]][0] for e in d["entries"] if e[3] in BY_NAME}


def _total(d, habit_id):
    return sum(it[3] or 0 for it in d["items"] if it[2] == HABITS[habit_id][0] and it[0] == "x")


def _late(d):
    return d is not None and any(e[1] > 24 * 60 for e in d["entries"])


def _is_rest(d):
    return not d["entries"] and d["items"] and all(it[0] == "-" for it in d["items"])


WORD_RULES = [
    ("stayed in", "no Morning Run or Evening Walk", lambda d, prev: not _ids(d) & {"morning-run", "evening-walk"}),
    ("the run", "a Morning Run entry", lambda d, prev: "morning-run" in _ids(d)),
    ("went easy", "no Morning Run", lambda d, prev: "morning-run" not in _ids(d)),
    ("after lunch", "Deep Work after 13:00",
     lambda d, prev: any(BY_NAME.get(e[3], ("",))[0] == "deep-work" and e[0] >= 13 * 60 for e in d["entries"])),
    ("quiet afternoon", "no Deep Work after 13:00",
     lambda d, prev: not any(BY_NAME.get(e[3], ("",))[0] == "deep-work" and e[0] >= 13 * 60 for e in d["entries"])),
    ("home late", "no entry starting 18:00-22:59", lambda d, prev: not any(18 * 60 <= e[0] < 23 * 60 for e in d["entries"])),
    ("late night", "an entry after midnight", lambda d, prev: _late(d)),
    ("slept well", "no entry after midnight the night before", lambda d, prev: not _late(prev)),
    ("no coffee", "no coffee recorded", lambda d, prev: _total(d, "coffee") == 0),
    ("too much coffee", "coffee over the limit", lambda d, prev: _total(d, "coffee") > COFFEE_LIMIT),
    ("not enough water", "water below the goal", lambda d, prev: _total(d, "water") < WATER_GOAL),
    ("rest day", "a rest day", lambda d, prev: _is_rest(d)),
    ("family", "a rest day", lambda d, prev: _is_rest(d)),
    ("parents", "a rest day", lambda d, prev: _is_rest(d)),
    ("lunch walk", "an entry at lunch time", lambda d, prev: any(12 * 60 <= e[0] < 14 * 60 for e in d["entries"])),
]
# Weather words -> the `weather` value they mean; prose and notes must not contradict it.
WEATHER_WORDS = [("rain", "rain"), ("sunny", "sunny"), ("fog", "fog"), ("windy", "windy"), ("cloudy", "cloudy")]
MOOD_WORDS = [("tired", lambda m: m <= 3), ("slept well", lambda m: m >= 3), ("felt strong", lambda m: m >= 3),
              ("a good day", lambda m: m >= 3)]
# Notes on an entry or item that speak of that line itself.
LINE_NOTES = {"couldn't put it down": "an entry that runs past midnight", "couldn't sleep": "an entry after midnight"}


def self_check(files, first, last):
    """Checks the generated files (date -> text); returns a list of problems."""
    problems = []
    parsed = {day: parse_day(text) for day, text in files.items()}
    for day in sorted(parsed):
        d, text = parsed[day], files[day]
        where = day.isoformat()

        def bad(msg):
            problems.append("%s: %s" % (where, msg))

        for msg in d["problems"]:
            bad(msg)
        # Canonical layout (FORMAT.md section 4).
        if not text.endswith("\n") or text.endswith("\n\n") or "\r" in text or "\t" in text:
            bad("line endings or tabs")
        lines = d["lines"]
        for k, line in enumerate(lines):
            if line != line.rstrip(" ") or "  " in line:
                bad("trailing or double spaces: %r" % line)
            if line == "" and (k == 0 or lines[k - 1] == ""):
                bad("blank line at the start or a run of blank lines")
            if line == "" and 0 < k < len(lines) - 1 and lines[k - 1].startswith("- ") and lines[k + 1].startswith("- "):
                bad("blank line between list items")
            if line.startswith("#") and (k > 0 and lines[k - 1] != "" or k + 1 < len(lines) and lines[k + 1] != ""):
                bad("no blank line around heading %r" % line)
        if d.get("heading") != "# %s, %d %s" % (day.strftime("%A"), day.day, day.strftime("%B")):
            bad("heading %r" % d.get("heading"))
        # Entries: known habits, their emoji, active dates, weekdays, times, order, overlaps.
        prev_end = None
        for start, end, emoji, name, note, line in d["entries"]:
            if name not in BY_NAME:
                bad("unknown habit in %r" % line)
                continue
            hid, want = BY_NAME[name]
            if emoji != want:
                bad("emoji of %r" % line)
            if hid in CHECKBOX or hid in ("water", "coffee"):
                bad("checkbox habit on the timeline: %r" % line)
            if not active(hid, day, first):
                bad("%s outside its dates: %r" % (name, line))
            if hid in WEEKDAYS_ONLY and day.weekday() >= 5:
                bad("%s at the weekend: %r" % (name, line))
            if not (0 <= start < end <= 24 * 60 + DAY_STARTS) or start % 15 or end % 15:
                bad("times of %r" % line)
            if (start >= 24 * 60 or end > 24 * 60) and hid != "read":
                bad("only Read is after midnight: %r" % line)
            if prev_end is not None and start < prev_end:
                bad("out of order or overlapping: %r" % line)
            prev_end = end
        # Checklist: forms, once a day except Drink Water's amount records, units.
        seen = {}
        for box, emoji, name, amount, unit, note, line in d["items"]:
            if name not in BY_NAME:
                bad("unknown habit in %r" % line)
                continue
            hid, want = BY_NAME[name]
            seen[hid] = seen.get(hid, 0) + 1
            if emoji != want:
                bad("emoji of %r" % line)
            if not active(hid, day, first):
                bad("%s outside its dates: %r" % (name, line))
            if hid in ("water", "coffee") and box != "-":
                if box != "x" or amount is None or amount < 1:
                    bad("an amount habit without an amount: %r" % line)
                elif hid == "water" and unit != "glasses":
                    bad("unit of %r" % line)
                elif hid == "coffee" and unit != ("cup" if amount == 1 else "cups"):
                    bad("unit of %r" % line)
            elif amount is not None:
                bad("an amount on a habit without a unit: %r" % line)
        for hid, n in seen.items():
            if n > 1 and hid != "water":
                bad("%s more than once in the checklist" % HABITS[hid][0])
        if seen.get("water", 0) > 3:
            bad("more than 3 Drink Water records")
        if day in REST and not _is_rest(d):
            bad("a rest day with entries or unskipped items")
        if day not in REST and any(it[0] == "-" for it in d["items"]):
            bad("a skipped item on a day that is not a rest day")
        if _total(d, "water") and not 5 <= _total(d, "water") <= 10:
            bad("water total %d" % _total(d, "water"))
        if _total(d, "coffee") > 3:
            bad("coffee total %d" % _total(d, "coffee"))
        # Prose and notes agree with the day.
        prev = parsed.get(day - dt.timedelta(days=1))
        texts = d["prose"] + [e[4] for e in d["entries"] if e[4]] + [it[5] for it in d["items"] if it[5]]
        for t in texts:
            low = t.lower()
            for word, rule, ok in WORD_RULES:
                if word in low and not ok(d, prev):
                    bad("%r needs %s" % (t, rule))
            said = {value for word, value in WEATHER_WORDS if word in low}
            if len(said) > 1:
                bad("%r names two kinds of weather" % t)
            if "weather" in d["front"] and said - {d["front"]["weather"]}:
                bad("%r contradicts weather = %r" % (t, d["front"]["weather"]))
            if "mood" in d["front"]:
                for word, ok in MOOD_WORDS:
                    if word in low and not ok(d["front"]["mood"]):
                        bad("%r contradicts mood = %d" % (t, d["front"]["mood"]))
        all_said = {value for t in texts for word, value in WEATHER_WORDS if word in t.lower()}
        if len(all_said) > 1:
            bad("the day names several kinds of weather: %s" % ", ".join(sorted(all_said)))
        for start, end, emoji, name, note, line in d["entries"]:
            if note in LINE_NOTES:
                ok = start < 24 * 60 < end if note == "couldn't put it down" else end > 24 * 60
                if not ok:
                    bad("%r needs %s" % (line, LINE_NOTES[note]))
    for day in MISSING:
        if first <= day <= last and day in files:
            problems.append("%s: a missing day has a file" % day)
    return problems, parsed


def counts(parsed, first, last):
    """The figures the report names, computed from the parsed files."""
    late = [(day, e) for day, d in parsed.items() for e in d["entries"] if e[1] > 24 * 60]
    crossing = sum(1 for _, e in late if e[0] < 24 * 60)
    since = max(SINCE["guitar"], first)
    week = monday(since)
    if week < since:
        week += dt.timedelta(days=7)  # the first, partial week is not applicable
    met = not_met = 0
    last_week = None
    while week <= last:
        n = sum(1 for i in range(7) if week + dt.timedelta(days=i) in parsed
                and any(e[3] == "Guitar" for e in parsed[week + dt.timedelta(days=i)]["entries"]))
        if week + dt.timedelta(days=6) > last:
            last_week = (week, n)
        elif n >= GUITAR_TARGET:
            met += 1
        else:
            not_met += 1
        week += dt.timedelta(days=7)
    water_due = [d for d in parsed.values() if not _is_rest(d)]
    water_met = sum(1 for d in water_due if _total(d, "water") >= WATER_GOAL)
    coffee_over = sum(1 for d in water_due if _total(d, "coffee") > COFFEE_LIMIT)
    coffee_none = sum(1 for d in water_due if _total(d, "coffee") == 0)
    return {
        "days": len(parsed), "late": len(late), "crossing": crossing, "met": met, "not_met": not_met,
        "last_week": last_week, "water_met": water_met, "due": len(water_due), "coffee_over": coffee_over,
        "coffee_none": coffee_none,
    }


# ---------------------------------------------------------------------------------------------
# Options and the output folder.


def usage_error(msg):
    sys.stderr.write("generate-demo.py: %s\n%s\n" % (msg, USAGE))
    sys.exit(64)


def parse_args(argv):
    out, days, force = None, DAYS, False
    k = 0
    while k < len(argv):
        a = argv[k]
        if a in ("--help", "-h"):
            print(USAGE)
            print(__doc__.split("\n\n", 1)[1].rstrip())
            sys.exit(0)
        elif a == "--force":
            force = True
        elif a == "--days" or a.startswith("--days="):
            if a == "--days":
                if k + 1 >= len(argv):
                    usage_error("--days needs a number")
                value = argv[k + 1]
                k += 1
            else:
                value = a.split("=", 1)[1]
            if not value.isdigit() or int(value) < 1:
                usage_error("--days needs a positive number, not %r" % value)
            days = int(value)
        elif a == "--":
            rest = argv[k + 1:]
            if len(rest) > 1 or (rest and out is not None):
                usage_error("one OUTPUT_DIR at most")
            if rest:
                out = rest[0]
            break
        elif a.startswith("-") and a != "-":
            usage_error("unknown option %s" % a)
        elif out is not None:
            usage_error("one OUTPUT_DIR at most (got %s and %s)" % (out, a))
        else:
            out = a
        k += 1
    return out, days, force


DAY_FILE = re.compile(r"^(\d{4})-(\d\d)-(\d\d)\.md$")


def foreign_content(out):
    """Why OUTPUT_DIR's habits.toml or days/ do not look like this generator's output (a list;
    empty when they do, or when they do not exist)."""
    reasons = []
    habits = os.path.join(out, "habits.toml")
    days_dir = os.path.join(out, "days")
    if os.path.lexists(habits):
        try:
            with open(habits, encoding="utf-8") as f:
                head = f.read(4096).split("\n")[:5]
        except (OSError, UnicodeDecodeError):
            head = []
        if not os.path.isfile(habits) or os.path.islink(habits) or MARKER not in head:
            reasons.append("%s was not written by this generator (no line %r)" % (habits, MARKER))
    if os.path.lexists(days_dir):
        if os.path.islink(days_dir) or not os.path.isdir(days_dir):
            reasons.append("%s is not a folder" % days_dir)
            return reasons
        if not os.path.lexists(habits) or reasons:
            reasons.append("%s exists without this generator's habits.toml beside it" % days_dir)
        for name in sorted(os.listdir(days_dir)):
            year = os.path.join(days_dir, name)
            if not re.fullmatch(r"\d{4}", name) or os.path.islink(year) or not os.path.isdir(year):
                reasons.append("%s is not a year folder" % year)
                continue
            for fname in sorted(os.listdir(year)):
                path = os.path.join(year, fname)
                m = DAY_FILE.match(fname)
                ok = m and m.group(1) == name and os.path.isfile(path) and not os.path.islink(path)
                if ok:
                    try:
                        ok = dt.date(*(int(x) for x in m.group(1, 2, 3))) <= LAST_DAY
                    except ValueError:
                        ok = False
                if not ok:
                    reasons.append("%s is not a day file this generator writes" % path)
    return reasons


def main():
    out, days, force = parse_args(sys.argv[1:])
    first = LAST_DAY - dt.timedelta(days=days - 1)
    out = os.path.normpath(out if out is not None else os.path.join(os.path.dirname(__file__), "..", "samples", "demo"))

    # Generate and check everything before touching the folder.
    guitar = guitar_days(first, LAST_DAY)
    files = {}
    prev_late = False
    for n in range(days):
        day = first + dt.timedelta(days=n)
        p, rng = plan_day(day, first, guitar)
        text = day_text(p, rng, prev_late and (day - dt.timedelta(days=1)) not in MISSING)
        prev_late = after_midnight(p)
        if day not in MISSING:
            files[day] = text
    problems, parsed = self_check(files, first, LAST_DAY)
    if problems:
        sys.stderr.write("generate-demo.py: self-check failed, nothing written:\n")
        for msg in problems:
            sys.stderr.write("  %s\n" % msg)
        sys.exit(70)

    reasons = foreign_content(out)
    if reasons and not force:
        sys.stderr.write("generate-demo.py: refusing to replace %s, which does not look like this generator's output:\n"
                         % out)
        for msg in reasons[:10]:
            sys.stderr.write("  %s\n" % msg)
        if len(reasons) > 10:
            sys.stderr.write("  ... and %d more\n" % (len(reasons) - 10))
        sys.stderr.write("Give --force to replace habits.toml and delete days/ anyway.\n")
        sys.exit(1)

    days_dir = os.path.join(out, "days")
    if os.path.islink(days_dir) or os.path.isfile(days_dir):
        os.unlink(days_dir)  # --force: remove the link itself, never what it points to
    elif os.path.isdir(days_dir):
        shutil.rmtree(days_dir)
    os.makedirs(days_dir, exist_ok=True)
    habits = os.path.join(out, "habits.toml")
    if os.path.islink(habits):
        os.unlink(habits)
    with open(habits, "w", encoding="utf-8", newline="\n") as f:
        # A longer journal starts its habits on its own first day (the demo's is 2026-08-24).
        f.write(HABITS_TOML.replace("since = 2026-08-24", "since = %s" % first.isoformat()))
    for day, text in sorted(files.items()):
        folder = os.path.join(days_dir, "%04d" % day.year)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, day.isoformat() + ".md"), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)

    c = counts(parsed, first, LAST_DAY)
    print("wrote %d day files from %s to %s in %s" % (len(files), first, LAST_DAY, out))
    print("self-check passed: %d entries after midnight (%d crossing it); Guitar weeks met %d, not met %d"
          % (c["late"], c["crossing"], c["met"], c["not_met"]) +
          ("; last week from %s: %d days" % (c["last_week"][0], c["last_week"][1]) if c["last_week"] else ""))
    print("Drink Water goal met on %d of %d days that are not rest days; Coffee over the limit on %d days, "
          "no coffee on %d" % (c["water_met"], c["due"], c["coffee_over"], c["coffee_none"]))


if __name__ == "__main__":
    main()
