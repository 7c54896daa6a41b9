#!/usr/bin/env python3
"""Checks that day files stay ordinary Markdown, with a real CommonMark renderer.

Renders every day file under JOURNAL/days with Debian's cmark-gfm (tasklist extension) and
checks that each timeline entry became a list item and each checklist item with a box [x] or
[ ] became a GitHub task-list item (checked for [x]); skipped items [-] stay plain list items.
Outside the product: dawn-journal never depends on it.

    python3 scripts/check-markdown.py samples/demo
"""
import glob
import html
import os
import re
import subprocess
import sys

# Deliberately looser than the format: any line that looks like an entry or item is expected
# to render as one, so that an indented or malformed line is caught, not skipped.
ENTRY = re.compile(r"^\s*[-*+]\s+(\d{1,2}:\d\d)")
ITEM = re.compile(r"^\s*[-*+]\s+\[([xX ])\]")
SKIPPED = re.compile(r"^\s*[-*+]\s+\[-\]")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def expected(text):
    """Entries, task items (checked, unchecked) and skipped items, read from the sections."""
    entries, checked, unchecked, skipped = [], 0, 0, 0
    section, fence = None, None
    for line in text.split("\n"):
        m = FENCE.match(line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        if line.startswith("## "):
            section = line[3:].strip().lower()
        elif line.startswith("# "):
            section = None
        elif section == "timeline" and ENTRY.match(line):
            entries.append(ENTRY.match(line).group(1))
        elif section == "checklist":
            m = ITEM.match(line)
            if m:
                if m.group(1) == " ":
                    unchecked += 1
                else:
                    checked += 1
            elif SKIPPED.match(line):
                skipped += 1
    return entries, checked, unchecked, skipped


def main():
    journal = sys.argv[1] if len(sys.argv) > 1 else "samples/demo"
    files = sorted(glob.glob(os.path.join(journal, "days", "*", "*.md")))
    if not files:
        print("check-markdown: no day files under %s/days" % journal)
        return 1
    failures = 0
    totals = [0, 0, 0]
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        rendered = subprocess.run(["cmark-gfm", "-e", "tasklist", path], check=True,
                                  capture_output=True, text=True).stdout
        entries, checked, unchecked, skipped = expected(text)
        items = [html.unescape(x) for x in re.findall(r"<li>(.*?)</li>", rendered, flags=re.S)]
        as_items = [e for e in entries if any(i.startswith(e) for i in items)]
        boxes = re.findall(r'<input type="checkbox"( checked="")? disabled="" />', rendered)
        got_checked = sum(1 for b in boxes if b)
        got_unchecked = len(boxes) - got_checked
        got_skipped = sum(1 for i in items if i.startswith("[-] "))
        problems = []
        if len(as_items) != len(entries):
            problems.append("%d of %d entries rendered as list items" % (len(as_items), len(entries)))
        if (got_checked, got_unchecked) != (checked, unchecked):
            problems.append("task items: %d checked, %d unchecked; expected %d and %d"
                            % (got_checked, got_unchecked, checked, unchecked))
        if got_skipped != skipped:
            problems.append("%d of %d skipped items rendered as plain list items" % (got_skipped, skipped))
        if problems:
            failures += 1
            print("%s: %s" % (path, "; ".join(problems)))
        totals[0] += len(entries)
        totals[1] += checked + unchecked
        totals[2] += skipped
    print("check-markdown: %d files, %d entries as list items, %d task items, %d skipped items"
          % (len(files), totals[0], totals[1], totals[2]))
    print("check-markdown: %d files as expected, %d not" % (len(files) - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
