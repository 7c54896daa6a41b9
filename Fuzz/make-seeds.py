#!/usr/bin/env python3
"""Writes the seed corpora Fuzz/corpus/<target>/ from the samples, the test fixtures and known
troublemakers. Run from anywhere: python3 Fuzz/make-seeds.py"""
import glob, hashlib, os, random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fuzz", "corpus")

def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
        f.write(data)

def read(p):
    with open(p, "rb") as f:
        return f.read()

# ---------------------------------------------------------------- day
days = sorted(glob.glob(os.path.join(ROOT, "samples/demo/days/*/*.md")))
random.Random(7).shuffle(days)
day_seeds = [read(p) for p in days[:16]]
day_seeds += [read(p) for p in sorted(glob.glob(os.path.join(ROOT, "Tests/DawnJournalTests/Fixtures/format/*.input.md")))]
troublemakers = [
    "## Timeline\n\n- 07:30-07:45 \U0001F9D8\t\t\U0001F3FD\n",
    "## Timeline\n\n-\n",
    "## Timeline\n-\n- 06:00-06:30 Run\n",
    "#+++\n+++\n",
    "#+++\n+++\nmood = 4\n+++\n",
    "# Day\n\n\n\n\ufeff## Timeline\n\n- 06:00-06:30 Run\n",
    "\n\n\ufeff+++\nx = 1\n+++\n",
    "# # #\n",
    "## # #\n\n- 06:00-06:30 Run\n",
    "+++\r\nmood = 4\r\n+++\r\n# Day\r\r## Timeline\r\r- 06:30-07:15 Run\r",
    "# Day\r## Checklist\r- [x] Floss\r",
    "+++\nx = nan\n+++\n\n## Timeline\n\n- 06:30-07:15 Run\n",
    "+++\nx = -nan\ny = inf\n+++\n",
    "+++\nmood = 4\nweather = \"rain\"\n+++\n\n# Saturday\n\nSlept badly, but the run helped.\n\n## Timeline\n\n- 06:30-07:15 \U0001F3C3 Morning Run -- 5k along the river\n- 12:00 +30m \U0001F9D8\U0001F3FD Meditate\n\n## Checklist\n\n- [x] \U0001F9B7 Floss\n- [ ] \u270D\uFE0F Journal -- maybe tonight\n- [-] \U0001F4A7 Drink Water\n\n## Notes\n\nAnything at all.\n",
    "## timeline ##\n*  7:00 +45m   \U0001F3C3 Run -- fast\n1. 08:00 \u2013 08:15 Read --\n+ 23:45-24:00 Late\n",
    "## Checklist\n+ [X]   \U0001F9B7  Floss\n1) [-] Read -- rest day\n - [ ] Journal -- later\n",
    "## Timeline\n```\n- 25:00-26:00 not an entry\n```\n<!--\n- 06:00-07:00 neither\n-->\n- 06:00-06:15 Run\n",
    "+++\n\n+++\n",
    "\\+++\n+++ \n",
    "\n+++\n",
    "Setext\n===\n## Timeline\n\n- 06:00-06:30 Run\n---\n* * *\n",
    "## Timeline\n\n- 06:00-06:30 a -- b -- c\n- 06:30-07:00 Run --\n- 07:00-07:15 -- x\n",
    "## Timeline\n\n- 06:00-06:30 Caf\u00e9\u0301\n- 06:30-07:00 \u00a0Water\n- 07:00-07:15 \u540d\u524d -- \u30e1\u30e2\n",
    "## Timeline\n\n- 06:30-06:00 Backwards\n",
    "## Checklist\n\n- [y] Floss\n",
    "## Timeline\n## Timeline\n- 06:00-06:15 Run\n",
    "    - 09:00-10:00 nested\n> quote\n- just a list item\n",
    "## Timeline\n\n- 06:00-06:15 Run  \n\t\n   \n- 06:15-06:30 Read\n",
    "\ufeff## Timeline\r\n- 06:00-06:15 Run\r\n",
    "+++\nmood = 4\n",
    "",
    # Non-canonical variants, so that the formatter has work to do on each troublemaker.
    "+++\nx = nan\n+++\n# Day\n",
    "## Timeline\n- 07:30-07:45 \U0001F9D8\t\t\U0001F3FD\n\n",
    "## Timeline\n-\n\n",
    "#+++\n\n+++\n",
    "text\n\n\n\ufefftext\n",
    "#  # #\n\n",
    "text\r\r\rmore\r",
    # Findings of the first runs (2026-11-22), kept as regression seeds.
    "## Timeline\n\n- 07:30-07:45 Run\t\U0001F3FD\n",
    "## Timeline\n\n- 12:00-12:30 Run --\u00a0\n",
    # The long runs' finds (2026-11-22); their raw inputs are kept as regression-* files too.
    "## Checklist\n- [x] Floss\n##\t\t\u200d\tat day\n - [ ] Journal\n",
]
for s in day_seeds + troublemakers:
    write("day", s)

# ---------------------------------------------------------------- toml
toml_seeds = [read(os.path.join(ROOT, "samples/demo/habits.toml"))]
toml_seeds += [read(p) for p in sorted(glob.glob(os.path.join(ROOT, "Tests/DawnJournalCLITests/Fixtures/unusual-habits/*.toml")))]
toml_seeds += [s.encode() for s in [
    "x = nan\ny = -nan\nz = +inf\nw = -inf\n",
    "a = 1.5e-300\nb = 5e-324\nc = -0.0\nd = 1_000.000_1\ne = 1e+16\nf = 0.1\n",
    "i = 0x7FFFFFFFFFFFFFFF\nj = -9223372036854775808\nk = 0o755\nl = 0b1010\nm = +1_000\n",
    "s = \"tab\\there \\u00E9 \\U0001F3C3 \\\" \\\\ \\b \\f \\r \\n\"\nt = 'lit\\eral'\n",
    "ml = \"\"\"\nline one\nline \\\n   two\"\"\"\nml2 = '''\n[not a table]\n'''\n",
    "q = \"\"\"a\"\"\"\"\"\nr = '''b''''\n",
    "odt = 1979-05-27T07:32:00Z\nodt2 = 1979-05-27T00:32:00.999999-07:00\nldt = 1979-05-27 07:32:00\nld = 1979-05-27\nlt = 07:32:00.5\n",
    "leap = 2024-02-29\nsec = 23:59:60\n",
    "[a.b.c]\nd = 1\n[a]\ne = 2\n[a.\"b\".f]\ng = [1, [2, 3], {h = 4}]\n",
    "[[fruits]]\nname = \"apple\"\n[fruits.physical]\ncolor = \"red\"\n[[fruits.varieties]]\nname = \"red delicious\"\n[[fruits]]\nname = \"banana\"\n",
    "x.y.z = 1\nx.w = 2\n\"quoted key\" = { a.b = 1, c = [] }\n'lit key' = true\n\"\" = 0\n",
    "arr = [\n  1,\n  # comment\n  2,\n]\nempty = {}\n",
    "\ufeffkey = \"bom\"\r\nother = 1\r\n",
    "# only a comment\n",
    "[habits.a]\nname = \"A\" # c\n[habits.b]\nname = 'B'\n",
]]
for s in toml_seeds:
    write("toml", s)

# ---------------------------------------------------------------- habits
# Input: op byte, habit index byte, field byte, value (length byte + bytes), then habits.toml.
habits_files = toml_seeds[:5] + [s.encode() for s in [
    "[habits.a]\nname = \"A\"\ndescription = \"\"\"\n[not a table]\n\"\"\"\n\n[habits.b]\nname = \"B\"\n",
    "[habits.a]\nname = \"A\"\ndescription = '''\n[x]\nmore'''\ncolor = \"sky\"\n",
    "[journal]\nslot = \"15m\"\n\n[habits.run]\nname = \"Run\" # the name\nduration = \"30m\"\n\n# trailing comment\n[habits.read]\nname = \"Read\"\n",
    "[habits]\na = { name = \"A\" }\n[habits.b]\nname = \"B\"\n",
    "[habits.a]\nname = \"A\"\n[habits.a.extra]\nx = 1\n[other]\ny = 2\n",
    "[habits.a]\n  name = \"A\"\n  \"color\" = \"sky\"\n  'emoji' = \"x\"\n[[list]]\nz = 1\n",
    "habits.a.name = \"A\"\nhabits.b.name = \"B\"\n",
    "[habits.a]\r\nname = \"A\"\r\n[habits.b]\r\nname = \"B\"\r\n",
    "[habits.a]\rname = \"A\"\r[habits.b]\rname = \"B\"\r",
    "[habits.a]\nname = \"A\"",
    "[habits.a]\nname = \"A\"\nnote = \"\"\"x\n  [y]\n\"\"\"\n[habits.b]\nname = \"B\"\n",
    "[habits.\"a b\"]\nname = \"A\"\n[habits.'c.d']\nname = \"C\"\n",
    "[habits.a]\nname = \"A\"\n# comment\n\n[habits.b]\nname = \"B\"\narr = [\n\"[x]\",\n]\n",
]]
values = [b"New Name", b"2026-12-01", b"sky", b"30m", b"\xf0\x9f\x8f\x83", b"a \"quoted\" \\ name", b"line\nbreak", b"[x]", b"# not a comment", b"x\"\"\"", b""]
rnd = random.Random(11)
for k, hf in enumerate(habits_files):
    for op in range(5):
        v = values[(k + op) % len(values)]
        write("habits", bytes([op, rnd.randrange(3), rnd.randrange(12), len(v)]) + v + hf)

# ---------------------------------------------------------------- dayedit
# Input: op count byte, then 4 bytes per op (kind, habit, start slot, length / note), then the day file.
day_files = day_seeds[:8] + [t.encode() for t in troublemakers[:12]] + [b"",
    b"## Checklist\n\n- [ ] Floss\n- [-] Journal -- later\n",
    b"# Day\n\n## Timeline\n\n- 06:00-06:30 Morning Run\n\n## Notes\n\ntext",
    b"## Timeline\r\n\r\n- 06:00-06:30 Morning Run\r\n",
    b"# Day\rtext\r",
    b"## Timeline\n\n```\n## Checklist\n```\n",
    b"a\nb\r",
]
for k, df in enumerate(day_files):
    n = 1 + k % 4
    ops = b"".join(bytes([rnd.randrange(8), rnd.randrange(8), rnd.randrange(96), rnd.randrange(16)]) for _ in range(n))
    write("dayedit", bytes([n]) + ops + df)

# ---------------------------------------------------------------- zip
# Input: any bytes, read as an archive and as a raw deflate stream. Seeds: DawnArchive's fixtures under 4 KiB.
for p in sorted(glob.glob(os.path.join(ROOT, "Tests/DawnArchiveTests/Fixtures/*"))):
    if not p.endswith("manifest.txt") and os.path.getsize(p) <= 4096:
        write("zip", read(p))

# ---------------------------------------------------------------- lsp
# Input: three bytes choosing the sizes of the reads, then a stream for the language server's framing.
def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
init = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
nested = b""
while len(nested) < 600:
    nested = b"Content-Length: %d\r\n\r\n" % len(nested) + nested
lsp_streams = [
    frame(init) + frame(b'{"jsonrpc":"2.0","method":"initialized","params":{}}'),
    b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}",
    b"Content-Length: 30\r\n\r\n" + frame(b'{"id":1}') + frame(b'{"id":2}'),
    b"Content-Length: 40\r\n\r\n{\"id\":1,}" + frame(b'{"id":2}'),
    nested,
    b"Content-Length: 1\r\n" * 40,
    b"Content-Length: 2\n\n{}" + frame(b"[]"),
    b"x Content-Length: x " * 20 + b"\r\n\r\n" + frame(b"{}"),
    b"Content-Length: 99999999999999999999\r\n\r\n" + frame(b"{}"),
    b"Content-Length: 5000\r\n\r\n" + b"{" * 100,
    b"\r\n\r\nContent-Length: 3\r\n\r\n[[[" + frame(b'"\\ud83d\\ude00"'),
]
for k, s in enumerate(lsp_streams):
    write("lsp", bytes([1 + k * 7 % 64, 1 + k * 3 % 5, 200 - k]) + s)

# ---------------------------------------------------------------- uiinput
# Input: three bytes choosing the sizes of the reads, then what a terminal sends to `dawn-journal ui`.
ui_streams = [
    b"jjjk\x1b[B\x1b[A\t\x1b[Z q",
    b"\x1b[1;2A\x1b[1;5C\x1b[3~\x1b[5~\x1b[6~\x1b[15~\x1bOP\x1bOH",
    b"\x1b[<0;10;5M\x1b[<32;11;6M\x1b[<0;11;6m\x1b[<64;5;5M\x1b[<35;80;24M",
    b"\x1b[M *%\x1b[M#*%",
    b"\x1b[200~pasted \x1b[A text\r\n\x1b[201~x",
    "h\u00e9 日本 👍🏽 🧘🏽\u200d♀️".encode("utf-8"),
    b"\x1ba\x1b\x7f\x1b\r\x1b\x1b[A\x1b[",
    b"\x03\x1a\x00\x1c\x7f\x08\r\n",
    b"\x1b[<99999999999999999999;1;1M\x1b[1;99999999999999999999A",
    b"\x1b[?1;2c\x1b[>0;95;0c\x1b[I\x1b[O\x1b[12;40R",
]
for k, s in enumerate(ui_streams):
    write("uiinput", bytes([k * 5 % 64, k * 3 % 7, 63 - k]) + s)

# ---------------------------------------------------------------- http
# Input: three bytes choosing the sizes of the reads, then what a client sends to `dawn-journal serve`.
H = b"Host: 127.0.0.1:8417\r\n"
BEARER = b"Authorization: Bearer fuzz-token-fuzz-token-fuzz-token\r\n"
PAGE = b"Cookie: dawn_session=fuzz-session; dawn_csrf=fuzz-csrf\r\nOrigin: http://127.0.0.1:8417\r\nX-CSRF-Token: fuzz-csrf\r\n"


def post(path, body, auth=BEARER):
    return b"POST " + path + b" HTTP/1.1\r\n" + H + auth + b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body


http_streams = [
    b"GET / HTTP/1.1\r\n" + H + b"\r\nGET /app.js HTTP/1.1\r\n" + H + b"\r\n",
    b"GET /?token=fuzz-token-fuzz-token-fuzz-token HTTP/1.1\r\n" + H + b"\r\n",
    b"GET /api/day/2026-11-21 HTTP/1.1\r\n" + H + BEARER + b"\r\n",
    b"GET /api/history?days=7&to=2026-11-21 HTTP/1.1\r\n" + H + BEARER + b"\r\nGET /api/summary?days=30 HTTP/1.1\r\n" + H + BEARER + b"\r\n",
    post(b"/api/log", b'{"habit": "floss"}') + post(b"/api/log", b'{"habit": "run", "at": "06:30", "for": "45m", "note": "5k"}'),
    post(b"/api/log", b'{"habit": "water", "amount": 2}', PAGE) + post(b"/api/unlog", b'{"habit": "water"}', PAGE),
    post(b"/api/toggle", b'{"habit": "floss", "date": "2026-11-20"}') + post(b"/api/move", b'{"habit": "run", "start": "06:30", "to": "07:00"}'),
    post(b"/api/resize", b'{"habit": "run", "start": "06:30", "until": "08:00"}') + post(b"/api/note", b'{"habit": "run", "start": "06:30", "note": "x"}'),
    post(b"/api/habit/add", b'{"name": "<script>", "emoji": "\\u00e9", "duration": "30m"}') + post(b"/api/habit/archive", b'{"habit": "floss"}'),
    post(b"/api/habit/move", b'{"habit": "floss", "to": 1}') + post(b"/api/habit/remove", b'{"habit": "floss", "purge": true}'),
    b"POST /api/log HTTP/1.1\r\n" + H + b"Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    b"GET / HTTP/1.1\r\n" + H + b"X: " + b"a" * 3000 + b"\r\n\r\n",
    post(b"/api/log", b"[" * 300),
    b"GET /api/events HTTP/1.1\r\n" + H + BEARER + b"\r\n",
]
for k, s in enumerate(http_streams):
    write("http", bytes([k * 11 % 256, k * 3 % 7, 255 - k]) + s)
