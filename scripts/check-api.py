#!/usr/bin/env python3
"""Checks that Docs/API.md and the library's public symbols agree (a check outside the product).

The library's public API is what an app sees when it imports DawnJournal (and DawnSource, DawnTOML,
DawnArchive, DawnJournalText): the
public top-level declarations of the library's targets, the use cases of JournalService, and the
members one target adds to another's types (`HabitsFile.resolve(_:)`, `Summary.json`). Members
of a type declared with it are documented on the type and not listed.
Docs/API.md lists each as a bullet that starts with the name in backticks:
    - `JournalService.log(_:)` — ...
This script asks the compiler (swift package dump-symbol-graph) what is public and fails, naming
each difference, when the two lists differ: something exported but not documented, or documented
but no longer exported.

Usage: scripts/check-api.py [--no-build]   (run from anywhere; it finds the package root)
  --no-build   use the symbol graphs already under .build (they may be stale)
"""
import glob, json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIBRARY = ["DawnSource", "DawnTOML", "DawnArchive", "DawnJournalModel", "DawnJournalParse", "DawnJournalValidate", "DawnJournalFormat",
           "DawnJournalEdit", "DawnJournalSummarise", "DawnJournal", "DawnJournalText"]
# Types whose public members are listed one by one: the use cases.
MEMBERS_OF = {"JournalService"}


def exported():
    if "--no-build" not in sys.argv:
        # dump-symbol-graph needs every module built, the test modules included.
        for step in (["swift", "build", "--build-tests"], ["swift", "package", "dump-symbol-graph"]):
            run = subprocess.run(step, cwd=ROOT, capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"check-api: '{' '.join(step)}' failed:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
    graphs = glob.glob(os.path.join(ROOT, ".build", "*", "symbolgraph", "*.symbols.json"))
    if not graphs:
        sys.exit("check-api: no symbol graphs under .build/*/symbolgraph")
    names = set()
    for path in graphs:
        module = os.path.basename(path).split(".symbols.json")[0]
        base, _, extended = module.partition("@")
        if base not in LIBRARY:
            continue
        for s in json.load(open(path))["symbols"]:
            if s["accessLevel"] != "public":
                continue
            pc = s["pathComponents"]
            if extended:
                if len(pc) == 2:
                    names.add(".".join(pc))  # a member added to another module's type
                continue
            if len(pc) == 1:
                names.add(pc[0])
            elif len(pc) == 2 and pc[0] in MEMBERS_OF:
                names.add(".".join(pc))
    return names


def documented():
    text = open(os.path.join(ROOT, "Docs", "API.md"), encoding="utf-8").read()
    return set(re.findall(r"^- `([^`]+)`", text, flags=re.M))


def main():
    have, doc = exported(), documented()
    missing = sorted(have - doc)
    stale = sorted(doc - have)
    for n in missing:
        print(f"check-api: `{n}` is public but not in Docs/API.md (document it, or make it package/internal)")
    for n in stale:
        print(f"check-api: `{n}` is in Docs/API.md but not public in the library")
    if missing or stale:
        sys.exit(1)
    print(f"check-api: Docs/API.md and the library agree on {len(have)} public declarations")


if __name__ == "__main__":
    main()
