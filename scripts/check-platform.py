#!/usr/bin/env python3
"""Fails on a platform call that would not build on macOS (or on Linux): a check outside the product.

CI runs on Linux only, but the package must build on macOS too. Every use of a platform module
(Glibc, Musl, Darwin, WinSDK, FoundationNetworking) must sit inside the `#if canImport(...)` branch
for that module, and Linux-only system interfaces (epoll, inotify, /proc, sendfile, ...) inside
`#if os(Linux)` or `#if canImport(Glibc)`. A bare `Glibc.write(...)` under `import Foundation`
builds on Linux and breaks on macOS: that is exactly what this catches.

Usage: scripts/check-platform.py [FILE_OR_FOLDER ...]   (default: Sources/)
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["Glibc", "Musl", "Darwin", "WinSDK", "FoundationNetworking", "Android"]
LINUX_ONLY = [r"\bepoll_\w+", r"\binotify_\w+", r"\"/proc/", r"\bsendfile\(", r"\bsched_getaffinity\b",
              r"\bO_DIRECT\b", r"\bstatx\(", r"\bmemfd_create\b", r"\bget_nprocs\b"]
LINUX_GUARDS = {"os(Linux)", "canImport(Glibc)"}


def conditions(line):
    return set(re.findall(r"(canImport\(\w+\)|os\(\w+\))", line))


def check(path):
    problems = []
    stack = []  # each: the set of conditions that hold in the current branch
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.split("//")[0] if not raw.lstrip().startswith("#") else raw
        s = line.strip()
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
        for m in MODULES:
            if re.search(rf"\b{m}\b", line) and f"canImport({m})" not in active:
                problems.append(f"{path}:{n}: '{m}' outside '#if canImport({m})': {s}")
        for pattern in LINUX_ONLY:
            if re.search(pattern, line) and not (active & LINUX_GUARDS):
                problems.append(f"{path}:{n}: Linux-only interface outside '#if os(Linux)': {s}")
    return problems


def main():
    targets = sys.argv[1:] or [os.path.join(ROOT, "Sources")]
    files = []
    for t in targets:
        if os.path.isdir(t):
            for d, _, names in os.walk(t):
                files += [os.path.join(d, f) for f in names if f.endswith(".swift")]
        else:
            files.append(t)
    problems = [p for f in sorted(files) for p in check(f)]
    for p in problems:
        print("check-platform: " + os.path.relpath(p, ROOT) if p.startswith(ROOT) else "check-platform: " + p)
    if problems:
        sys.exit(1)
    print(f"check-platform: {len(files)} Swift files, every platform call guarded")


if __name__ == "__main__":
    main()
