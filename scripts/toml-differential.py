#!/usr/bin/env python3
"""Differential test: dawn-journal's TOML decoder against Python's tomllib.

Decodes each TOML file with `toml-test-decoder` (our decoder, toml-test's tagged JSON out) and
with tomllib, and compares the results, key order included (the order of habits is their
display order). Files default to the unusual-but-valid habits.toml fixtures and the demo's.

    swift build --product toml-test-decoder
    python3 scripts/toml-differential.py [FILE.toml …]
"""
import datetime
import glob
import json
import math
import os
import subprocess
import sys
import tomllib

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
DECODER = os.path.join(ROOT, ".build", "debug", "toml-test-decoder")


def tagged(value):
    """tomllib's value in toml-test's tagged encoding, as comparable Python data."""
    if isinstance(value, dict):
        return [(k, tagged(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [tagged(v) for v in value]
    if isinstance(value, bool):
        return ("bool", "true" if value else "false")
    if isinstance(value, int):
        return ("integer", str(value))
    if isinstance(value, float):
        if math.isnan(value):
            return ("float", "nan")
        return ("float", repr(value))
    if isinstance(value, str):
        return ("string", value)
    if isinstance(value, datetime.datetime):
        kind = "datetime" if value.tzinfo else "datetime-local"
        return (kind, value.isoformat())
    if isinstance(value, datetime.date):
        return ("date-local", value.isoformat())
    if isinstance(value, datetime.time):
        return ("time-local", value.isoformat())
    raise TypeError(type(value))


class Obj(list):
    """A JSON object as its (key, value) pairs in written order."""


def ours(value):
    """Our decoder's tagged JSON (decoded with key order kept) as the same comparable data."""
    if isinstance(value, Obj) and [k for k, _ in value] == ["type", "value"] and isinstance(value[0][1], str):
        t, v = value[0][1], value[1][1]
        if t == "float" and v not in ("nan", "inf", "-inf"):
            v = repr(float(v))
        if t == "datetime":
            v = datetime.datetime.fromisoformat(v.replace("Z", "+00:00")).isoformat()
        if t == "datetime-local":
            v = datetime.datetime.fromisoformat(v).isoformat()
        if t == "time-local":
            v = datetime.time.fromisoformat(v).isoformat()
        return (t, v)
    if isinstance(value, Obj):
        return [(k, ours(v)) for k, v in value]
    return [ours(v) for v in value]


def main():
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "Tests", "DawnJournalCLITests", "Fixtures", "unusual-habits", "*.toml"))) \
        + [os.path.join(ROOT, "samples", "demo", "habits.toml")]
    if not os.path.exists(DECODER):
        print("toml-differential: build the decoder first: swift build --product toml-test-decoder")
        return 2
    failed = 0
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        expected = tagged(tomllib.loads(data.decode("utf-8")))
        run = subprocess.run([DECODER], input=data, capture_output=True)
        if run.returncode != 0:
            print("%s: our decoder rejected it: %s" % (path, run.stderr.decode().strip()))
            failed += 1
            continue
        got = ours(json.loads(run.stdout, object_pairs_hook=Obj))
        if got != expected:
            print("%s: decoders disagree\n  tomllib: %s\n  ours:    %s" % (path, expected, got))
            failed += 1
    print("toml-differential: %d files agree with tomllib, %d differ" % (len(files) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
