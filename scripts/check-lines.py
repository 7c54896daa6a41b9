#!/usr/bin/env python3
"""Fails on line splitting or carriage-return handling outside DawnSource (a check outside the product).

How bytes become lines is written once, in Sources/DawnSource (`LineTable`, `SourceText`,
`LineEnding`): LF, CRLF and a lone CR each end a line, everywhere. A second splitter drifts (issue
23 counted nine, and a live bug: `edit` split a CRLF file on "\\n" and showed no source line). So
this script reads every Swift file under Sources/ and reports, with file and line:

  split     a split on a line break: `split(separator: "\\n")`, `0x0A`, `"\\r"`, `whereSeparator:` a
            newline test, `components(separatedBy:` a newline, `enumerateLines`, a search for
            one (`find(0x0A`, `firstIndex(of: 0x0A)`)
  ending    a test or literal of a line ending: `0x0D`, `"\\r"`, `"\\r\\n"`, `UInt8(ascii: "\\r")`,
            `== 0x0A`, `!= 0x0A`, `== "\\n"`, `!= "\\n"`, an ending made of bytes (`[0x0A]`)

Comments are not read. A file outside DawnSource may do either only when it is listed in ALLOWED
below, with the kinds it may use and why: wire formats and escapes that are not a file's lines.
Usage: scripts/check-lines.py [ROOT]   (default: the package this script is in)
       scripts/check-lines.py --self-test   plants a split and a CR test, each in a temporary copy
                                            of Sources/, and fails unless each is found
"""
import os, re, shutil, sys, tempfile

NEWLINE = r'(?:"\\n"|"\\r"|"\\r\\n"|0x0[AaDd]\b|UInt8\(ascii: "\\[nr]"\)|\\?\.isNewline|\.newlines)'
PATTERNS = {
    "split": [
        re.compile(r'\.split\((?:[^()]|\([^()]*\))*separator: ' + NEWLINE),
        re.compile(r'\bsplit\((?:[^()]|\([^()]*\))*whereSeparator: *(?:\\\.isNewline|\{[^}]*' + NEWLINE + r')'),
        re.compile(r'components\(separatedBy: *' + NEWLINE),
        re.compile(r'\benumerateLines\b'),
        re.compile(r'\b(?:find|firstIndex|lastIndex)\((?:of: )?0x0[AaDd]\b'),
    ],
    "ending": [
        re.compile(r'0x0[Dd]\b'),
        re.compile(r'"\\r'),
        re.compile(r'UInt8\(ascii: "\\r"\)'),
        re.compile(r'[!=]= *(?:0x0[Aa]\b|"\\n"|UInt8\(ascii: "\\n"\))'),
        re.compile(r'\[0x0[Aa]\]'),
    ],
}

# Files (or folders, ending in /) that may split or test line endings, and why.
ALLOWED = {
    "Sources/DawnSource/": ({"split", "ending"}, "the one model of a file as text"),
    "Sources/DawnTOML/TOMLDecoder.swift": ({"ending"}, "TOML's grammar: a newline (LF or CRLF) is a token of the lexer"),
    "Sources/DawnTOML/QuotedString.swift": ({"ending"}, "TOML's \\r escape in a written string"),
    "Sources/DawnLanguageServer/MessageFramer.swift": ({"split", "ending"},
        "the base protocol's headers (CRLF-terminated, a wire format, not a file's lines)"),
    "Sources/DawnJournalCLI/Commands/LSPCommand.swift": ({"ending"}, "writes the base protocol's CRLF header"),
    "Sources/DawnServe/Sessions/IdempotentAnswers.swift": ({"ending"}, "escapes a kept answer's CR in its one-line record"),
    "Sources/DawnServe/HTTP/": ({"ending"}, "HTTP/1.1's CRLF-terminated request and header lines (a wire format, not a file's lines)"),
    "Sources/DawnJournal/UseCases/JSON/JSONReader.swift": ({"ending"}, "JSON's whitespace and its \\r escape"),
    "Sources/DawnJournalCLI/Support/TextSink.swift": ({"ending"}, "shows control characters escaped on a terminal"),
    "Sources/DawnJournalCLI/Commands/LintCommand.swift": ({"ending"}, "GitHub's %0D escape in workflow commands"),
    "Sources/DawnJournalUI/Terminal/InputDecoder.swift": ({"ending"}, "the terminal sends Enter as CR (or LF): a key, not a line"),
    "Sources/DawnJournalUI/Terminal/ScreenWriter.swift": ({"ending"}, "CR moves the terminal's cursor to column 0: a control sequence"),
    "Sources/DawnJournalCLI/Report/HTML.swift": ({"ending"}, "HTML escapes"),
    "Sources/DawnJournalCLI/Support/UnifiedDiff.swift": ({"ending"}, "shows the CR of a Git line as ^M, as `git diff` does"),
    "Sources/DawnJournal/UseCases/Export/ExportRows.swift": ({"ending"}, "RFC 4180: a CSV field holding a line break is quoted"),
    "Sources/DawnJournal/UseCases/Import/CSVReader.swift": ({"ending"},
        "RFC 4180 records: a quoted field may hold line breaks, so records are not lines"),
    "Sources/DawnJournal/Parse/LineBytes.swift": ({"ending"}, "a line's bytes hold no line break: a control byte is not simple"),
    "Sources/DawnJournal/UseCases/Writing/HabitForm.swift": ({"ending"}, "a name or description is one line: a line break is refused"),
    "Sources/DawnJournal/UseCases/Writing/Log.swift": ({"ending"}, "a note is one line: a line break is refused"),
    "Sources/DawnJournalCLI/Commands/LogCommand.swift": ({"ending"}, "a note is one line: a line break is refused"),
}


def allowed(path, kind):
    for prefix, (kinds, _) in ALLOWED.items():
        if (path == prefix or (prefix.endswith("/") and path.startswith(prefix))) and kind in kinds:
            return True
    return False


def code_only(line, state):
    """The line without comments and without the text of string literals other than short
    escapes (so that prose in a message is not read as code); `state` carries a block comment."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def findings(root):
    found = []
    sources = os.path.join(root, "Sources")
    for folder, _, files in os.walk(sources):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            full = os.path.join(folder, name)
            path = os.path.relpath(full, root)
            state = {"block": False}
            with open(full, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    code = code_only(line, state)
                    for kind, patterns in PATTERNS.items():
                        if any(p.search(code) for p in patterns) and not allowed(path, kind):
                            found.append(f"{path}:{number}: {kind}: {line.strip()}")
    return found


PLANTS = [
    ("Sources/DawnJournalCLI/Planted.swift", 'func planted(_ s: String) -> [Substring] { s.split(separator: "\\n") }\n'),
    # The merge driver's hand-made Git lines, as they were before it took them from GitLine.
    ("Sources/DawnJournal/UseCases/Merge/Planted.swift",
     'func planted(_ c: inout [UInt8]) { if c.last == 0x0A { c.removeLast() } }\n'),
    ("Sources/DawnJournal/UseCases/Merge/Planted.swift", 'func planted(_ c: [UInt8]) -> [UInt8] { c + [0x0A] }\n'),
    ("Sources/DawnJournal/UseCases/Merge/Planted.swift",
     'func planted(_ b: ArraySlice<UInt8>) -> Bool { b.count >= 2 && b[b.endIndex - 2] == 0x0D }\n'),
    ("Sources/DawnJournal/Model/Planted.swift",
     'func planted(_ b: [UInt8]) -> Int? { b.withUnsafeBufferPointer { ByteScanning.find(0x0A, in: $0, from: 0) } }\n'),
    ("Sources/DawnJournal/Edit/Planted.swift", 'func planted(_ b: [UInt8]) -> Bool { b.last == 0x0D }\n'),
    ("Sources/DawnLanguageServer/Planted.swift",
     'func planted(_ s: String) -> Int { s.split(whereSeparator: { $0 == "\\n" }).count }\n'),
]


def self_test(root):
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(os.path.join(root, "Sources"), os.path.join(tmp, "Sources"))
        if findings(tmp):
            print("check-lines: self-test: the copy fails before anything is planted", file=sys.stderr)
            return 1
        for path, text in PLANTS:
            with open(os.path.join(tmp, path), "w") as f:
                f.write(text)
            found = findings(tmp)
            os.remove(os.path.join(tmp, path))
            if not any(f.startswith(path + ":") for f in found):
                print(f"check-lines: self-test: a planted {text.strip()!r} in {path} was not found", file=sys.stderr)
                return 1
            print(f"check-lines: self-test: found, as it should be: {found[0]}")
    return 0


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if sys.argv[1:] == ["--self-test"]:
        return self_test(here)
    root = sys.argv[1] if len(sys.argv) > 1 else here
    for prefix in ALLOWED:
        if not os.path.exists(os.path.join(root, prefix)):
            print(f"check-lines: ALLOWED names {prefix}, which is not there: remove it", file=sys.stderr)
            return 1
    found = findings(root)
    for f in found:
        print(f, file=sys.stderr)
    if found:
        print(f"check-lines: {len(found)} place(s) split lines or read line endings outside DawnSource: "
              "use SourceText / LineTable / LineEnding (Sources/DawnSource), or list the file in "
              "scripts/check-lines.py's ALLOWED with the reason", file=sys.stderr)
        return 1
    print("check-lines: line splitting and line endings only in DawnSource (and the listed wire formats and escapes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
