#!/usr/bin/env python3
"""Writes the hostile corpus: Tests/DawnJournalCLITests/Fixtures/hostile/ (a check outside the product).

Each file is an input a person, an editor, a sync tool or an attacker could leave in a journal.
`day-*` files are day files, `habits-*` files are habits.toml. The corpus is committed; run this
again after changing it (it rewrites the folder). The big inputs (a 10 MB line, a million lines)
are made by the test itself, not stored.

Usage: scripts/make-hostile-corpus.py
"""
import os, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "DawnJournalCLITests", "Fixtures", "hostile")
T = "## Timeline\n\n"
C = "## Checklist\n\n"
files = {}


def day(name, content):
    files["day-" + name + ".md"] = content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass")


def habits(name, content):
    files["habits-" + name + ".toml"] = content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass")


entry = b"- 06:00-06:30 Morning Run\n"
# Invalid UTF-8, in every shape.
for i, bad in enumerate([b"\xff", b"\xc0\x80", b"\xe0\x80\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc3", b"\xe2\x82",
                         b"\xf0\x9f\x8f", b"\x80", b"\xfe\xfe", b"\xf8\x88\x80\x80\x80"]):
    day("utf8-%02d" % i, T.encode() + b"- 06:00-06:30 Run" + bad + b" -- note\n" + entry)
day("utf8-in-front-matter", b"+++\nx = \"\xff\"\n+++\n" + T.encode() + entry)
day("utf8-in-heading", b"## Time\xffline\n" + entry)
# NUL bytes.
for i, where in enumerate([b"\x00" + T.encode() + entry, T.encode() + b"- 06:00\x00-06:30 Run\n", T.encode() + entry + b"\x00",
                           b"+++\nx = 1\x00\n+++\n", b"\x00" * 1000]):
    day("nul-%d" % i, where)
# Byte-order marks.
bom = "\ufeff"
day("bom-start", bom + T + "- 06:00-06:30 Morning Run\n")
day("bom-middle", T + bom + "- 06:00-06:30 Morning Run\n")
day("bom-twice", bom + bom + T)
day("bom-after-blank", "\n\n" + bom + "## Timeline\n")
day("bom-front-matter", bom + "+++\nmood = 4\n+++\n" + T)
day("bom-only", bom)
# Line endings.
day("cr-only", (T + "- 06:00-06:30 Morning Run\n- 25:00-26:00 X\n").replace("\n", "\r"))
day("crlf", (T + "- 06:00-06:30 Morning Run\n").replace("\n", "\r\n"))
day("mixed-endings", "## Timeline\r\n\r- 06:00-06:30 Morning Run\n- 07:00-07:30 Floss\r\n\rprose\r")
day("cr-in-entry", T + "- 06:00\r-06:30 Morning Run\n")
day("no-final-newline", T + "- 06:00-06:30 Morning Run")
day("only-newlines", "\n" * 500)
day("only-cr", "\r" * 500)
day("empty", "")
# Front matter.
day("fm-unterminated", "+++\nmood = 4\n" + T)
day("fm-nan", "+++\nx = nan\ny = -nan\nz = [nan, +inf, -inf]\n+++\n" + T)
day("fm-deep-arrays", "+++\na = " + "[" * 10000 + "]" * 10000 + "\n+++\n")
day("fm-deep-tables", "+++\na = " + "{b=" * 10000 + "1" + "}" * 10000 + "\n+++\n")
day("fm-lone-surrogate", "+++\nx = \"\\uD800\"\n+++\n")
day("fm-big-escape", "+++\nx = \"\\U00110000\"\n+++\n")
day("fm-invalid", "+++\n= = =\n[[[\n+++\n" + T)
day("fm-dotted-conflict", "+++\na.b = 1\na = 2\n+++\n")
day("fm-bad-dates", "+++\nd = 2026-02-30\nt = 25:61:00\nx = 0000-00-00T00:00:00Z\n+++\n")
day("fm-multiline-fence", "+++\ns = \"\"\"\n+++\n\"\"\"\n+++\n" + T)
day("fm-hash-fence", "#+++\n+++\n+++\nx = 1\n+++\n")
day("fm-only-fence", "+++")
day("fm-huge-number", "+++\nn = 99999999999999999999999\nf = 1e99999\n+++\n")
# Times.
for i, times in enumerate(["24:00-24:00", "23:45-00:15", "06:00 +99999999999m", "99:99-99:99", "00:00-00:00", "-1:00-02:00",
                           "6:3-7:00", "06:30-06:30", "06:30 +0m", "06:30 +1h99m", "06:30–07:00", "06:30 — 07:00",
                           "06:30-07:00-08:00", "0006:30-07:00", "06:30-24:01", "23:45 +15m", "23:45 +16m", "06:30+45m",
                           "١٢:٠٠-١٣:٠٠", "06:30 +", "06:30 -", ":-:"]):
    day("time-%02d" % i, T + "- " + times + " Morning Run\n")
# Names.
for i, name in enumerate(["🏃", "🏃‍♀️", "🧘\t\t🏽 Meditate", "\u0301Floss", "Floss\u0301", "\u202eFloss", "Fl\u200boss", "Floss\u200d",
                          "x" * 10000, "Run --", "-- Run", "a -- b -- c", "\u001b[31mEvil\u001b[0m", "Evil\u0007\u009b",
                          "🇫🇷🇫🇷🇫🇷", "#️⃣ Number", "\u00a0Floss\u00a0", "Ｆｌｏｓｓ", "ﬂoss", "FLOSS"]):
    day("name-%02d" % i, T + "- 06:00-06:30 " + name + "\n" + C + "- [x] " + name + "\n")
# Headings and sections.
for i, text in enumerate(["# # #\n", "####### Seven\n", "##Timeline\n" + entry.decode(), "## Timeline\n## Timeline\n" + entry.decode(),
                          "Timeline\n========\n" + entry.decode(), "## Timeline ##\n" + entry.decode(), "## TIMELINE\n" + entry.decode(),
                          "   ## Timeline\n    - 06:00-06:30 Morning Run\n", "## Checklist\n## Timeline\n## Checklist\n- [x] Floss\n"]):
    day("heading-%d" % i, text)
# Checklist boxes.
for i, box in enumerate(["[]", "[xx]", "[X]", "[-]", "[x\u0301]", "[ä]", "[x]\u0301", "[", "[ ]\t\t", "[x]--", "1. [x]", "* [x]"]):
    day("box-%02d" % i, C + "- " + box + " Floss\n" if not box[0].isdigit() and box[0] != "*" else C + box + " Floss\n")
# Blocks.
day("fence-unterminated", T + "```\n- 06:00-06:30 Morning Run\n")
day("comment-unterminated", T + "<!--\n- 06:00-06:30 Morning Run\n")
day("fence-front-matter", "```\n+++\nx = 1\n+++\n```\n")
day("comment-everywhere", "<!-- a -->" * 1000 + "\n")
day("bare-dashes", T + "-\n- \n-\t\n--\n---\n")
day("html", T + "<script>alert(1)</script>\n<!-- -- -->\n")
# Many lines (small enough to store).
day("overlaps-1000", T + "".join("- %02d:%02d-23:45 Morning Run\n" % (4 + (k % 24) // 4, (k % 4) * 15) for k in range(1000)))
day("identical-5000", T + "- 06:00-06:30 Morning Run\n" * 5000)
day("long-checklist", C + "".join("- [x] Habit %d\n" % k for k in range(3000)))

# habits.toml.
base = '[habits.morning-run]\nname = "Morning Run"\nduration = "30m"\n\n[habits.floss]\nname = "Floss"\n'
habits("deep-nesting", "a = " + "[" * 10000 + "]" * 10000 + "\n")
habits("deep-inline", "a = " + "{b=" * 10000 + "1" + "}" * 10000 + "\n")
habits("duplicate-table", base + "\n[habits.floss]\nname = \"Floss again\"\n")
habits("multiline-tables", '[habits.read]\nname = "Read"\ndescription = """\n[journal]\nweek_starts = "sunday"\n"""\n')
habits("bad-values", '[habits.x]\nname = ""\ncolor = "#GGGGGG"\nduration = "99999999h"\nsince = 2026-02-30\nemoji = "not emoji"\n')
habits("unknown-keys", base + 'colour = "red"\n[surprise]\nx = 1\n')
habits("bom", "\ufeff" + base)
habits("crlf", base.replace("\n", "\r\n"))
habits("cr-only", base.replace("\n", "\r"))
habits("invalid-utf8", base.encode() + b'description = "\xff"\n')
habits("nul", base.encode() + b"\x00")
habits("control-chars", '[habits.evil]\nname = "Evil\\u001B[2J\\u0007"\ndescription = "\\u009B"\n')
habits("surrogate-escape", '[habits.x]\nname = "\\uDFFF"\n')
habits("huge-id", "[habits." + "x" * 5000 + "]\nname = \"X\"\n")
habits("array-of-tables", "[[habits]]\nname = \"X\"\n")
habits("habits-not-table", "habits = 3\n")
habits("journal-bad", '[journal]\nday_starts = "25:00"\nslot = "7m"\nweek_starts = "someday"\n' + base)
habits("empty", "")
habits("same-name", '[habits.a]\nname = "Run"\n[habits.b]\nname = "run"\n[habits.c]\nname = "a"\n')
habits("emoji-name", '[habits.a]\nname = "🏃"\n')

shutil.rmtree(OUT, ignore_errors=True)
os.makedirs(OUT)
for name, data in sorted(files.items()):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
print("wrote %d files to %s" % (len(files), os.path.relpath(OUT, ROOT)))
