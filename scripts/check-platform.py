#!/usr/bin/env python3
"""Fails on a platform call that would not build on macOS (or on Linux), and on Foundation in the
product: a check outside the product.

CI runs on Linux only, but the package must build on macOS too. Every use of a platform module
(Glibc, Musl, Darwin, WinSDK, FoundationNetworking) must sit inside the `#if canImport(...)` branch
for that module, and Linux-only system interfaces (epoll, inotify, /proc, sendfile, ...) inside
`#if os(Linux)` or `#if canImport(Glibc)`. A bare `Glibc.write(...)` under `import Foundation`
builds on Linux and breaks on macOS: that is exactly what this catches.

Foundation: no file in Sources/ imports it (`import Foundation`, `import FoundationEssentials`,
`import struct Foundation.URL`, ...), but the development tools in FOUNDATION_ALLOWED. The
library never did; the command line reaches the C library through Sources/DawnJournalCLI/Platform/
instead, so that it starts in a millisecond and links statically into a small file (issue 25).

Usage: scripts/check-platform.py [FILE_OR_FOLDER ...]   (default: Sources/)
       scripts/check-platform.py --self-test   plants an unguarded call and two Foundation
                                               imports, each in a temporary copy, and requires
                                               each to be found
"""
import os, re, shutil, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["Glibc", "Musl", "Darwin", "WinSDK", "FoundationNetworking", "Android"]
LINUX_ONLY = [r"\bepoll_\w+", r"\binotify_\w+", r"\"/proc/", r"\bsendfile\(", r"\bsched_getaffinity\b",
              r"\bO_DIRECT\b", r"\bstatx\(", r"\bmemfd_create\b", r"\bget_nprocs\b"]
LINUX_GUARDS = {"os(Linux)", "canImport(Glibc)"}
# The development tools that may use Foundation: they are not installed, and not started by Git,
# a shell or an editor.
FOUNDATION_ALLOWED = ["Sources/dawn-journal-bench/", "Sources/toml-test-decoder/"]
FOUNDATION_IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?Foundation\w*\b")


def conditions(line):
    return set(re.findall(r"(canImport\(\w+\)|os\(\w+\))", line))


def check(path, root=ROOT):
    problems = []
    stack = []  # each: the set of conditions that hold in the current branch
    relative = os.path.relpath(os.path.abspath(path), root).replace(os.sep, "/")
    foundation_allowed = any(relative.startswith(a) for a in FOUNDATION_ALLOWED)
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.split("//")[0] if not raw.lstrip().startswith("#") else raw
        s = line.strip()
        if FOUNDATION_IMPORT.match(line) and not foundation_allowed:
            problems.append(f"{path}:{n}: Foundation in the product (only {', '.join(FOUNDATION_ALLOWED)} may): {s}")
        if s.startswith("#if "):
            stack.append(conditions(s) if "!" not in s else set())
            continue
        if s.startswith("#elseif "):
            if stack:
                stack[-1] = conditions(s) if "!" not in s else set()
            continue
        if s.startswith("#else"):
            if stack:
                stack[-1] = set()
            continue
        if s.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        active = set().union(*stack) if stack else set()
        # A module's name inside a string literal ("Android" in a browser's name) is not a use of it.
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        for m in MODULES:
            if re.search(rf"\b{m}\b", code) and f"canImport({m})" not in active:
                problems.append(f"{path}:{n}: '{m}' outside '#if canImport({m})': {s}")
        for pattern in LINUX_ONLY:
            if re.search(pattern, line) and not (active & LINUX_GUARDS):
                problems.append(f"{path}:{n}: Linux-only interface outside '#if os(Linux)': {s}")
    return problems


def swift_files(targets):
    files = []
    for t in targets:
        if os.path.isdir(t):
            for d, _, names in os.walk(t):
                files += [os.path.join(d, f) for f in names if f.endswith(".swift")]
        else:
            files.append(t)
    return sorted(files)


PLANTS = [
    ("Sources/DawnJournalCLI/Planted.swift", "import Foundation\n", "Foundation in the product"),
    ("Sources/DawnLanguageServer/Planted.swift", "@preconcurrency import struct FoundationEssentials.URL\n",
     "Foundation in the product"),
    ("Sources/DawnJournalCLI/Commands/Planted.swift", "func planted() { _ = Glibc.getpid() }\n",
     "'Glibc' outside"),
]


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(os.path.join(ROOT, "Sources"), os.path.join(tmp, "Sources"))
        if [p for f in swift_files([os.path.join(tmp, "Sources")]) for p in check(f, tmp)]:
            print("check-platform: self-test: the copy fails before anything is planted", file=sys.stderr)
            return 1
        for path, text, kind in PLANTS:
            full = os.path.join(tmp, path)
            with open(full, "w") as f:
                f.write(text)
            found = [p for f in swift_files([os.path.join(tmp, "Sources")]) for p in check(f, tmp)]
            os.remove(full)
            if not any(p.startswith(full + ":") and kind in p for p in found):
                print(f"check-platform: self-test: a planted {text.strip()!r} in {path} was not found", file=sys.stderr)
                return 1
            print(f"check-platform: self-test: found, as it should be: {os.path.relpath(found[0], tmp)}")
        # The development tools may import Foundation.
        for allowed in FOUNDATION_ALLOWED:
            full = os.path.join(tmp, allowed, "Planted.swift")
            with open(full, "w") as f:
                f.write("import Foundation\n")
            found = [p for p in check(full, tmp)]
            os.remove(full)
            if found:
                print(f"check-platform: self-test: Foundation in {allowed} was refused: {found[0]}", file=sys.stderr)
                return 1
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    files = swift_files(sys.argv[1:] or [os.path.join(ROOT, "Sources")])
    problems = [p for f in files for p in check(f)]
    for p in problems:
        print("check-platform: " + os.path.relpath(p, ROOT) if p.startswith(ROOT) else "check-platform: " + p)
    if problems:
        sys.exit(1)
    print(f"check-platform: {len(files)} Swift files, every platform call guarded, no Foundation in the product")


if __name__ == "__main__":
    main()
