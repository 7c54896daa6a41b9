#!/usr/bin/env python3
"""Checks `dawn-journal report` in a real browser (a check outside the product).

Writes the demo journal's report, validates it with html5lib in strict mode (a parse error
fails), has headless Chromium dump its DOM and take a screenshot, and asserts on the DOM:
one heatmap SVG per habit active in the range, 7 rows by a column per week, a <title> on
every cell; the Insights numbers equal to `summary --json` for the same range; nothing from
outside the file (no script, no link, no image, no external address). Then axe-core (the
axe.min.js the axe-playwright-python wheel ships), driven by Selenium through Debian's
chromium-driver, checks the page against WCAG 2.0-2.2 A and AA and axe's best practices at
1200 px, at 360 px (where the heatmaps and charts scroll) and in dark mode: any violation fails.

    python3 scripts/check-report.py [--binary PATH] [--update-doc] [--views]

The screenshot goes to .build/report.png (out of git); --update-doc also writes
Docs/report.png for the README (kept under 300 KB); --views also writes a 360 px wide and a
dark rendering and a PDF print next to the screenshot, for people to look at.
"""
import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOW = "2026-11-21T21:00"
JOURNAL = os.path.join(ROOT, "samples", "demo")
DOC_PNG = os.path.join(ROOT, "Docs", "report.png")
DOC_LIMIT = 300 * 1024

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def run(binary, *args):
    env = dict(os.environ, DAWN_JOURNAL_NOW=NOW, NO_COLOR="1")
    p = subprocess.run([binary, "--journal", JOURNAL, *args], env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"check-report: {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return p.stdout


def ensure_html5lib():
    try:
        import html5lib  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "html5lib"], check=True)
    import html5lib
    return html5lib


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("check-report: Chromium is not installed (apt-get install chromium)")


def browser(chrome, profile, *args):
    cmd = [chrome, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
           "--disable-extensions", "--disable-background-networking", "--disable-sync",
           f"--user-data-dir={profile}", *args]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        sys.exit(f"check-report: chromium failed ({p.returncode}): {p.stderr[-2000:]}")
    return p.stdout


AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]
# (name, viewport width, height, mobile, dark)
AXE_VIEWS = [("1200 px", 1200, 900, False, False), ("360 px", 360, 800, True, False), ("dark", 1200, 900, False, True)]


def ensure_axe():
    """Selenium and the axe.min.js of the axe-playwright-python wheel (installed by .ci/run)."""
    try:
        import selenium  # noqa: F401
        import axe_playwright_python  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "selenium", "axe-playwright-python"],
                       check=True)
    import axe_playwright_python
    path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()


def axe(chrome, page):
    """axe-core's violations of the page in each of AXE_VIEWS, as (view, rule, impact, targets)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    driver_path = shutil.which("chromedriver")
    if not driver_path:
        sys.exit("check-report: chromedriver is not installed (apt-get install chromium-driver)")
    source = ensure_axe()
    found = []
    for name, width, height, mobile, dark in AXE_VIEWS:
        options = Options()
        options.binary_location = chrome
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                    f"--window-size={width},{height}"):
            options.add_argument(arg)
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
        try:
            driver.set_script_timeout(300)
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
            driver.get("file://" + page)
            scheme = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
            check(scheme == dark, f"axe {name}: the page sees prefers-color-scheme dark = {scheme}")
            inner = driver.execute_script("return window.innerWidth")
            check(inner == width, f"axe {name}: the page is {inner} px wide")
            driver.execute_script(source)
            result = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
                ".then(r => done({version: axe.version, violations: r.violations.map(v => ({id: v.id, impact: v.impact,"
                " targets: v.nodes.map(n => n.target.join(' ')).slice(0, 5), count: v.nodes.length}))}))"
                ".catch(e => done({error: String(e)}));", AXE_TAGS)
        finally:
            driver.quit()
        if not check("error" not in result, f"axe {name}: {result.get('error')}"):
            continue
        for v in result["violations"]:
            found.append((name, v["id"], v["impact"], v["count"], v["targets"]))
        print(f"check-report: axe-core {result['version']} at {name}: {len(result['violations'])} violations")
    return found


def local(tag):
    return tag.split("}")[-1]


def walk(node):
    yield node
    for child in node:
        yield from walk(child)


def text_of(node):
    return "".join(node.itertext())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "dawn-journal"))
    ap.add_argument("--update-doc", action="store_true", help="also write Docs/report.png")
    ap.add_argument("--views", action="store_true", help="also a 360 px, a dark and a printed rendering")
    ap.add_argument("--out", default=os.path.join(ROOT, ".build"), help="where the screenshots go")
    a = ap.parse_args()
    if not os.path.exists(a.binary):
        subprocess.run(["swift", "build"], cwd=ROOT, check=True)
    html5lib = ensure_html5lib()
    chrome = chromium()
    os.makedirs(a.out, exist_ok=True)

    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "report.html")
        printed = run(a.binary, "report", "--output", page)
        check(printed.strip() == page, f"report printed {printed!r}, not the path")
        raw = open(page, encoding="utf-8").read()

        # 1. A validator: html5lib in strict mode raises on the first parse error.
        try:
            html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(raw)
        except Exception as e:  # html5lib.html5parser.ParseError
            check(False, f"html5lib (strict): {e}")

        # 2. Nothing from outside the file, in the bytes themselves.
        for pattern in (r"https?:", r"<script", r"<link", r"<img", r"<iframe", r"<object", r"<embed", r"@import",
                        r"\bsrc\s*=", r"\bhref\s*=", r"url\((?!#)", r"xmlns"):
            check(not re.search(pattern, raw, re.I), f"the file holds {pattern!r}")

        # 3. The DOM as Chromium builds it.
        dom = browser(chrome, os.path.join(tmp, "profile"), "--dump-dom", "file://" + page)
        check("<svg" in dom, "Chromium's DOM has no SVG")
        tree = html5lib.parse(dom, namespaceHTMLElements=False)
        nodes = list(walk(tree))
        for n in nodes:
            tag = local(n.tag) if isinstance(n.tag, str) else ""
            check(tag not in ("script", "link", "img", "iframe", "object", "embed", "base"), f"the DOM has a <{tag}>")
            for k, v in n.attrib.items():
                check(not re.search(r"^\s*(https?:|//|data:|javascript:)", v, re.I) and not re.search(r"url\((?!#)", v),
                      f"<{tag} {k}={v!r}> points outside the page")
                check(not local(k).startswith("on"), f"<{tag}> has an event handler {k}")

        # The default range: the twelve months to today, from the journal's first day (its first
        # day file or earliest since) when it began later, as the page says.
        habits = json.loads(run(a.binary, "habit", "list", "--json"))["habits"]
        files = sorted(f[:-3] for y in os.listdir(os.path.join(JOURNAL, "days"))
                       for f in os.listdir(os.path.join(JOURNAL, "days", y)) if f.endswith(".md"))
        start = min([h["since"] for h in habits if h["since"]] + files[:1])
        first, last = max("2025-11-22", start), NOW[:10]
        days = (datetime.date.fromisoformat(last) - datetime.date.fromisoformat(first)).days + 1
        summary = json.loads(run(a.binary, "summary", "--json", "--days", str(days), "--to", last))
        check((summary["from"], summary["to"]) == (first, last), f"summary's window is {summary['from']}..{summary['to']}")
        window = f"{first} – {last} · {days} days" + (", since the journal began" if first > "2025-11-22" else "")
        check(window in raw, f"the page does not say its window, {window!r}")
        active = [h["id"] for h in habits
                  if (h["since"] is None or h["since"] <= last) and (h["archived"] is None or h["archived"] > first)]

        heatmaps = [n for n in nodes if local(n.tag) == "svg" and "heatmap" in n.get("class", "").split()]
        check([h.get("data-habit") for h in heatmaps] == active,
              f"heatmaps for {[h.get('data-habit') for h in heatmaps]}, active habits {active}")
        for svg in heatmaps:
            habit = svg.get("data-habit")
            cells = [n for n in walk(svg) if local(n.tag) == "rect"]
            # A cell's place on the 13 px grid (30 px of weekday names, 16 px of month names);
            # a missed day's smaller square is drawn 2 px inside its cell.
            rows = {(int(c.get("y")) - 16) // 13 for c in cells}
            columns = {(int(c.get("x")) - 30) // 13 for c in cells}
            check(len(cells) == days, f"{habit}: {len(cells)} cells, not {days}")
            check(len(rows) == 7, f"{habit}: {len(rows)} rows, not 7")
            check(days // 7 <= len(columns) <= days // 7 + 2, f"{habit}: {len(columns)} columns, not about {days // 7 + 1}")
            titles = []
            for c in cells:
                t = [k for k in c if local(k.tag) == "title"]
                check(len(t) == 1 and text_of(t[0]).strip(), f"{habit}: a cell without a <title>")
                if t:
                    titles.append(text_of(t[0]))
            check(titles[:1] and titles[0].startswith(first) and titles[-1].startswith(last),
                  f"{habit}: the cells run {titles[:1]}..{titles[-1:]}, not {first}..{last}")
            states = {t.split(" · ", 1)[-1] for t in titles}
            check(states <= {"done", "missed", "pending (today)", "skipped", "open (not done; the period counts)",
                             "not applicable", "not yet"}, f"{habit}: unknown states {states}")
            labels = [text_of(n) for n in walk(svg) if local(n.tag) == "text"]
            months = len({(first[:7]), last[:7]} | {str(datetime.date.fromisoformat(first) + datetime.timedelta(n))[:7]
                                                    for n in range(days)})
            check(sum(l in ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
                      for l in labels) >= months - 1, f"{habit}: month labels {labels}")

        overall = [n for n in nodes if "overall" in n.get("class", "").split()]
        if check(len(overall) == 1, "no overall consistency"):
            o = overall[0]
            check((int(o.get("data-done")), int(o.get("data-due"))) == (summary["overall"]["done"], summary["overall"]["due"]),
                  f"overall {o.get('data-done')}/{o.get('data-due')} ≠ summary {summary['overall']}")
            check(f"{summary['overall']['done']} out of {summary['overall']['due']}" in text_of(o), f"overall says {text_of(o)!r}")
        rows = {n.get("data-habit"): n for n in nodes if local(n.tag) == "tr" and n.get("data-habit")}
        check(list(rows) == [h["id"] for h in summary["habits"]], f"by habit lists {list(rows)}")
        for h in summary["habits"]:
            r = rows.get(h["id"])
            if r is not None:
                got = (int(r.get("data-done")), int(r.get("data-due")), int(r.get("data-minutes")))
                check(got == (h["done"], h["due"], h["minutes"]), f"{h['id']}: report {got}, summary {h}")
        for cls, key in (("most", "mostConsistent"), ("growth", "roomForGrowth")):
            found = [n.get("data-habit") for n in nodes if cls in n.get("class", "").split()]
            check(found == ([summary[key]] if summary.get(key) else []), f"{cls}: report {found}, summary {summary.get(key)}")
        week = [n for n in nodes if "day" in n.get("class", "").split() and n.get("data-date")]
        check([d.get("data-date") for d in week] == [f"2026-11-{d}" for d in range(15, 22)], "the last week's days")
        blocks = [n for n in nodes if "block" in n.get("class", "").split()]
        check(len(blocks) > 20, f"only {len(blocks)} blocks on the timeline")
        check(any(n for n in nodes if local(n.tag) == "svg" and "weekly" in n.get("class", "").split()), "no time per week")

        # 4. axe-core at 1200 px, 360 px and in dark mode: no violation.
        for name, rule, impact, count, targets in axe(chrome, page):
            check(False, f"axe {name}: {rule} ({impact}) on {count} elements: {', '.join(targets)}")

        # 5. Screenshots for people to look at (out of git), and on request the README's.
        shot = os.path.join(a.out, "report.png")
        # The whole demo page, at three quarters of its size: small enough for the README.
        browser(chrome, os.path.join(tmp, "profile"), f"--screenshot={shot}", "--force-device-scale-factor=0.75",
                "--window-size=1000,3720", "file://" + page)
        check(os.path.getsize(shot) > 10000, "the screenshot is empty")
        print(f"check-report: screenshot {os.path.relpath(shot, ROOT)} ({os.path.getsize(shot) // 1024} KB)")
        if a.views:
            narrow = os.path.join(a.out, "report-360.png")
            browser(chrome, os.path.join(tmp, "profile"), f"--screenshot={narrow}", "--window-size=360,2400", "file://" + page)
            dark = os.path.join(a.out, "report-dark.png")
            browser(chrome, os.path.join(tmp, "profile"), f"--screenshot={dark}", "--force-dark-mode",
                    "--blink-settings=preferredColorScheme=0", "--window-size=1000,1500", "file://" + page)
            pdf = os.path.join(a.out, "report.pdf")
            browser(chrome, os.path.join(tmp, "profile"), f"--print-to-pdf={pdf}", "--no-pdf-header-footer", "file://" + page)
            print(f"check-report: also {narrow}, {dark}, {pdf}")
        if a.update_doc:
            shutil.copyfile(shot, DOC_PNG)
            print(f"check-report: wrote Docs/report.png ({os.path.getsize(DOC_PNG) // 1024} KB)")
        if os.path.exists(DOC_PNG):
            check(os.path.getsize(DOC_PNG) < DOC_LIMIT, f"Docs/report.png is {os.path.getsize(DOC_PNG) // 1024} KB, over 300 KB")

    if failures:
        for f in failures:
            print("check-report: FAIL:", f, file=sys.stderr)
        sys.exit(1)
    print(f"check-report: ok ({len(heatmaps)} heatmaps of {days} days, insights equal to summary --json,"
          f" no axe-core violation at {', '.join(v[0] for v in AXE_VIEWS)})")


if __name__ == "__main__":
    main()
