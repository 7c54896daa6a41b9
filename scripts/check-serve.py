#!/usr/bin/env python3
"""End-to-end check of `dawn-journal serve`, as a client would (a check outside the product).

Starts `serve --listen 127.0.0.1:0` on a copy of samples/demo and checks issue 35's "Done when":
the printed URL signs in and redirects without the token; an API call without the cookie or the
token is 401; a wrong Host is refused; a cookie write with a foreign Origin or without the CSRF
token is 403; a GET changes nothing; `POST /api/log` for Floss writes exactly what `dawn-journal
log floss` writes; /api/events reports a `dawn-journal log` made from the shell within 1 s;
oversized headers get 431, a malformed request 400, and a slow client 408; SIGTERM exits 0.
Then the race: 50 rounds of the API, the CLI and a second API client logging on one day at once,
every line there and lint clean. Then `--qr`: the printed code, read back into pixels, decodes with
zbarimg (Debian's zbar-tools) to the printed URL, for a short and a long token.

Network traffic goes to 127.0.0.1 only. Usage: scripts/check-serve.py [BINARY]
"""
import atexit, http.client, json, os, re, shutil, signal, socket, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/dawn-journal"))
NOW = "2026-11-22T08:00"
# serve keeps its sign-ins in XDG_STATE_HOME: a folder of the check's own, removed at exit.
STATE = tempfile.mkdtemp(prefix="dawn-state-")
ENV = dict(os.environ, DAWN_JOURNAL_NOW=NOW, NO_COLOR="1", XDG_STATE_HOME=STATE)
atexit.register(shutil.rmtree, STATE, True)
failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)


def copy_demo(tmp, name):
    path = os.path.join(tmp, name)
    shutil.copytree(os.path.join(ROOT, "samples/demo"), path)
    return path


def tree(path):
    out = {}
    for folder, dirs, files in os.walk(path):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for f in files:
            if not f.startswith("."):
                p = os.path.join(folder, f)
                out[os.path.relpath(p, path)] = open(p, "rb").read()
    return out


class Server:
    def __init__(self, journal, *args, env=ENV):
        # Standard error (the request log) goes to a file: a pipe nobody reads would fill and
        # hold the server.
        self.log_file = tempfile.NamedTemporaryFile(prefix="serve-log-", delete=False)
        self.proc = subprocess.Popen(
            [BINARY, "serve", "--listen", "127.0.0.1:0", "--journal", journal, *args],
            stdout=subprocess.PIPE, stderr=self.log_file, env=env)
        self.lines = []
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline().decode()
            if not line:
                break
            self.lines.append(line.rstrip("\n"))
            if line.startswith("http://"):
                break
        self.url = next((l for l in self.lines if l.startswith("http://")), None)
        if not self.url:
            raise SystemExit("serve printed no URL: " + self.log())
        m = re.match(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9A-Za-z._~-]+)$", self.url)
        self.port, self.token = int(m.group(1)), m.group(2)
        self.host = "127.0.0.1:%d" % self.port

    def log(self):
        """What the server wrote on standard error so far."""
        return open(self.log_file.name, "rb").read().decode(errors="replace")

    def rss_kb(self):
        for line in open("/proc/%d/status" % self.proc.pid):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def rest(self):
        """The rest of standard output, once the server has stopped."""
        return self.proc.stdout.read().decode()

    def request(self, method, path, body=None, headers=None, host=None):
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        c.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        c.putheader("Host", host or self.host)
        for k, v in (headers or {}).items():
            c.putheader(k, v)
        data = body.encode() if isinstance(body, str) else body
        if data is not None:
            c.putheader("Content-Length", str(len(data)))
        c.endheaders(data)
        r = c.getresponse()
        out = (r.status, dict((k.lower(), v) for k, v in r.getheaders()), r.getheaders(), r.read())
        c.close()
        return out

    def raw(self, data, wait=2.0):
        """Sends bytes on a new connection; returns what came back before it closed or `wait` passed."""
        s = socket.create_connection(("127.0.0.1", self.port), timeout=wait)
        s.sendall(data)
        got = b""
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                got += chunk
        except socket.timeout:
            pass
        s.close()
        return got

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None


def main():
    if not os.access(BINARY, os.X_OK):
        raise SystemExit("no binary at " + BINARY + " (swift build first)")
    tmp = tempfile.mkdtemp(prefix="check-serve-")
    try:
        protocol(tmp)
        attacks(tmp)
        race(tmp)
        lasting(tmp)
        qr(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print("check-serve: %d failure(s)" % len(failures))
        sys.exit(1)
    print("check-serve: every point of issue 35's end-to-end list and issue 43's attacks hold")


def protocol(tmp):
    journal = copy_demo(tmp, "journal")
    s = Server(journal)
    bearer = {"Authorization": "Bearer " + s.token}

    # Sign-in: the printed URL sets the cookies and redirects without the token.
    status, h, headers, _ = s.request("GET", s.url[len("http://" + s.host):])
    cookies = [v for k, v in headers if k.lower() == "set-cookie"]
    check(status == 303 and h.get("location") == "/" and s.token not in h.get("location", ""),
          "the sign-in URL redirects to the page without the token (%s %s)" % (status, h.get("location")))
    session = next((c for c in cookies if c.startswith("dawn_session_%d=" % s.port)), "")
    csrf_cookie = next((c for c in cookies if c.startswith("dawn_csrf_%d=" % s.port)), "")
    check("HttpOnly" in session and "SameSite=Strict" in session and "Path=/" in session,
          "the session cookie is HttpOnly, SameSite=Strict, Path=/: " + session)
    cookie = "; ".join(c.split(";")[0] for c in (session, csrf_cookie))
    csrf = csrf_cookie.split(";")[0].split("=", 1)[1]
    status, h, _, body = s.request("GET", "/api/session", headers={"Cookie": cookie})
    check(status == 200 and csrf in body.decode(), "the cookie signs the page in: /api/session gives the CSRF token")
    status, _, _, _ = s.request("GET", "/?token=" + s.token[:-1] + "x")
    check(status == 401, "a wrong token does not sign in (%s)" % status)

    # Every response carries the security headers.
    for path in ["/", "/app.js", "/api/day/2026-11-21", "/nope"]:
        status, h, _, _ = s.request("GET", path, headers=bearer)
        csp = h.get("content-security-policy", "")
        check("script-src 'self'" in csp and "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp
              and h.get("x-content-type-options") == "nosniff" and h.get("referrer-policy") == "no-referrer"
              and (not path.startswith("/api/") or h.get("cache-control") == "no-store"),
              "%s carries the CSP, nosniff, no-referrer (and no-store on the API)" % path)

    # 401 without cookie or token.
    status, _, _, body = s.request("GET", "/api/day/2026-11-21")
    check(status == 401 and s.token.encode() not in body, "an API call without the cookie or token is 401")
    status, _, _, _ = s.request("GET", "/api/day/2026-11-21", headers={"Authorization": "Bearer " + "0" * 40})
    check(status == 401, "a wrong Bearer token is 401")

    # A wrong Host is refused, with the token even.
    for host in ["evil.example", "localhost.evil.com", "127.0.0.1:%d.evil.com" % s.port, "127.0.0.1"]:
        status, _, _, _ = s.request("GET", "/api/day/2026-11-21", headers=bearer, host=host)
        check(status in (403, 421), "Host %s is refused (%s)" % (host, status))
    status, _, _, _ = s.request("GET", "/api/day/2026-11-21", headers=bearer, host="localhost:%d" % s.port)
    check(status == 200, "Host localhost:PORT is answered")

    before = tree(journal)
    # Cookie writes need the Origin and the CSRF token.
    floss = '{"habit": "floss"}'
    origin = "http://" + s.host
    for what, headers in [
        ("a foreign Origin", {"Cookie": cookie, "Origin": "http://evil.example", "X-CSRF-Token": csrf}),
        ("no Origin", {"Cookie": cookie, "X-CSRF-Token": csrf}),
        ("no CSRF token", {"Cookie": cookie, "Origin": origin}),
        # The last hex digit changed (replaced by "0" it was the same token one time in sixteen).
        ("a wrong CSRF token", {"Cookie": cookie, "Origin": origin,
                                "X-CSRF-Token": csrf[:-1] + ("1" if csrf.endswith("0") else "0")}),
    ]:
        status, _, _, _ = s.request("POST", "/api/log", floss, headers)
        check(status == 403, "a cookie write with %s is 403 (%s)" % (what, status))
    status, h, _, _ = s.request("GET", "/api/log?habit=floss", headers=bearer)
    check(status == 405, "a write by GET is refused (%s)" % status)
    # Every GET route changes nothing.
    for path in ["/api/day/2026-11-21", "/api/day/today", "/api/week/2026-11-21", "/api/history?days=90",
                 "/api/summary?days=30", "/api/habits", "/api/session", "/", "/app.js", "/app.css",
                 "/manifest.webmanifest", "/icon.svg"]:
        status, _, _, _ = s.request("GET", path, headers=bearer)
        check(status == 200, "GET %s is 200 (%s)" % (path, status))
    check(tree(journal) == before, "the refused writes and every GET changed no file")

    # /api/day is day --json's document.
    status, _, _, body = s.request("GET", "/api/day/2026-11-21", headers=bearer)
    cli = subprocess.run([BINARY, "day", "2026-11-21", "--json", "--journal", journal], capture_output=True, env=ENV)
    check(status == 200 and body == cli.stdout, "GET /api/day/2026-11-21 is the document of 'day 2026-11-21 --json'")

    # POST /api/log writes exactly what the command writes: on a new day and on an existing one.
    other = copy_demo(tmp, "by-the-command")
    for date, api_body, args in [
        ("2026-11-22", floss, ["log", "floss"]),
        ("2026-11-20", '{"habit": "floss", "date": "2026-11-20"}', ["log", "floss", "--date", "2026-11-20"]),
        ("2026-11-22", '{"habit": "Morning Run", "at": "06:30", "for": "45m", "note": "5k"}',
         ["log", "Morning Run", "--at", "06:30", "--for", "45m", "--note", "5k"]),
    ]:
        status, _, _, body = s.request("POST", "/api/log", api_body,
                                       {"Cookie": cookie, "Origin": origin, "X-CSRF-Token": csrf, "Content-Type": "application/json"})
        subprocess.run([BINARY, *args, "--journal", other], capture_output=True, env=ENV, check=True)
        path = "days/2026/%s.md" % date
        check(status == 200 and tree(journal)[path] == tree(other)[path],
              "POST /api/log %s writes exactly what 'dawn-journal %s' writes" % (api_body, " ".join(args)))
    check(tree(journal) == tree(other), "and nothing else")
    # Undo: the answer's handle takes the write back byte for byte.
    before_undo = tree(journal)
    status, _, _, body = s.request("POST", "/api/log", '{"habit": "journal", "date": "2026-11-20"}', bearer)
    handle = json.loads(body).get("undo")
    status, _, _, body = s.request("POST", "/api/undo", json.dumps({"undo": handle}), bearer)
    check(status == 200 and tree(journal) == before_undo, "POST /api/undo with the write's handle restores the file byte for byte")
    status, _, _, body = s.request("POST", "/api/log", '{"habit": "flos"}', bearer)
    check(status == 422 and b'"unknown-habit"' in body, "a refusal is 422 with the library's code")
    status, _, _, body = s.request("POST", "/api/log", '{"habit": ', bearer)
    check(status == 400, "a malformed body is 400")

    # Events: a log from the shell shows within 1 s.
    ev = socket.create_connection(("127.0.0.1", s.port), timeout=5)
    ev.sendall(("GET /api/events HTTP/1.1\r\nHost: %s\r\nCookie: %s\r\n\r\n" % (s.host, cookie)).encode())
    head = b""
    while b"retry:" not in head:
        head += ev.recv(4096)
    check(b"text/event-stream" in head, "/api/events is an event stream")
    time.sleep(0.3)
    start = time.monotonic()
    subprocess.run([BINARY, "log", "journal", "--journal", journal], capture_output=True, env=ENV, check=True)
    ev.settimeout(1.0)
    got = b""
    try:
        while b"event: change" not in got:
            got += ev.recv(4096)
    except socket.timeout:
        pass
    elapsed = time.monotonic() - start
    check(b"event: change" in got and elapsed <= 1.0,
          "/api/events reports a 'dawn-journal log' from the shell within 1 s (%.3f s)" % elapsed)
    ev.close()

    # Limits: 431, 400, 413, 501, a slow client.
    got = s.raw(b"GET / HTTP/1.1\r\nHost: " + s.host.encode() + b"\r\nX: " + b"a" * 17000 + b"\r\n\r\n")
    check(got.startswith(b"HTTP/1.1 431 "), "oversized headers get 431")
    got = s.raw(b"GET / HTTP/1.1\r\nHost: " + s.host.encode() + b"\r\nX: " + b"a" * 17000)
    check(got.startswith(b"HTTP/1.1 431 "), "oversized headers without an end get 431 as soon as they pass the limit")
    got = s.raw(b"GET /\r\n\r\n")
    check(got.startswith(b"HTTP/1.1 400 ") and b"Connection: close" in got, "a malformed request gets 400 and is closed")
    got = s.raw(("POST /api/log HTTP/1.1\r\nHost: %s\r\nContent-Length: 70000\r\n\r\n" % s.host).encode())
    check(got.startswith(b"HTTP/1.1 413 "), "a body over 64 KiB gets 413")
    got = s.raw(("POST /api/log HTTP/1.1\r\nHost: %s\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\nGET /api/day/today HTTP/1.1\r\nHost: %s\r\n\r\n" % (s.host, s.host)).encode())
    check(got.startswith(b"HTTP/1.1 501 ") and got.count(b"HTTP/1.1") == 1, "a chunked body is refused and nothing is smuggled in it")
    silent = socket.create_connection(("127.0.0.1", s.port), timeout=15)  # waited for with `slow`
    silent_start = time.monotonic()
    slow = socket.create_connection(("127.0.0.1", s.port), timeout=15)
    slow.sendall(b"GET / HTTP/1.1\r\nHost: ")
    start = time.monotonic()
    answer = b""
    try:
        while True:
            part = slow.recv(4096)
            if not part:
                break
            answer += part
        cut = True
    except (socket.timeout, ConnectionResetError):
        cut = False
    waited = time.monotonic() - start
    check(cut and 9 <= waited <= 13 and answer.startswith(b"HTTP/1.1 408 ") and b"Connection: close" in answer,
          "a client that has not sent its headers in 10 s gets 408 and is closed (after %.1f s)" % waited)
    slow.close()
    try:
        got = silent.recv(100)
    except (socket.timeout, ConnectionResetError):
        got = None
    waited = time.monotonic() - silent_start
    check(got == b"" and 9 <= waited <= 13, "a connection that sends nothing in 10 s is closed without a word (after %.1f s)" % waited)
    silent.close()

    # Keep-alive: two requests on one connection.
    c = http.client.HTTPConnection("127.0.0.1", s.port, timeout=5)
    ok = True
    for _ in range(3):
        c.request("GET", "/api/day/2026-11-21", headers=bearer)
        r = c.getresponse()
        r.read()
        ok = ok and r.status == 200
    c.close()
    check(ok, "keep-alive: three requests on one connection")

    code = s.stop()
    check(code == 0, "SIGTERM exits 0 (%s)" % code)
    log = s.log()
    check(re.search(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d GET /api/day/2026-11-21 200 \d+\.\d ms$", log, re.M) is not None
          and re.search(r"^\S+ \S+ POST /api/log 403 ", log, re.M) is not None
          and re.search(r"^\S+ \S+ - - 408 ", log, re.M) is not None,
          "standard error has a line per request: time, method, path, status, milliseconds")
    check(s.token not in log and csrf not in log and cookie.split("=")[1].split(";")[0] not in log,
          "the request log holds no token, CSRF token or cookie (%d lines)" % log.count("\n"))


def signed_in(s):
    """The cookies of a sign-in with the printed URL, as one Cookie header."""
    _, _, headers, _ = s.request("GET", "/?token=" + s.token)
    return "; ".join(v.split(";")[0] for k, v in headers if k.lower() == "set-cookie")


def attacks(tmp):
    """Issue 43's eight faults, each as a client on this machine would try it."""
    journal = copy_demo(tmp, "attacked")
    s = Server(journal)
    bearer = {"Authorization": "Bearer " + s.token}
    page = ("GET /app.js HTTP/1.1\r\nHost: %s\r\n\r\n" % s.host).encode()

    # 1. Clients that pipeline and never read: the server holds at most its cap for each.
    base = s.rss_kb()
    hogs = []
    for _ in range(64):
        h = socket.create_connection(("127.0.0.1", s.port), timeout=5)
        h.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        h.setblocking(False)
        sent = 0
        burst = page * (65536 // len(page))
        deadline = time.monotonic() + 0.5
        while time.monotonic() < deadline:
            try:
                sent += h.send(burst)
            except BlockingIOError:
                time.sleep(0.01)
        hogs.append(h)
    time.sleep(0.5)
    peak = s.rss_kb()
    start = time.monotonic()
    status, _, _, _ = s.request("GET", "/", headers=bearer)
    took = time.monotonic() - start
    check(peak < 40 * 1024, "64 clients that pipeline GET /app.js and never read: RSS %.1f MB (from %.1f), under 40 MB"
          % (peak / 1024, base / 1024))
    check(status == 200 and took < 1.0, "and the page is still answered (%s in %.3f s)" % (status, took))
    for h in hogs:
        h.close()

    # 2. 64 silent connections do not keep a signed-in client out.
    silent = [socket.create_connection(("127.0.0.1", s.port), timeout=5) for _ in range(64)]
    time.sleep(0.2)
    start = time.monotonic()
    status, _, _, _ = s.request("GET", "/api/day/2026-11-21", headers=bearer)
    took = time.monotonic() - start
    check(status == 200 and took < 1.0, "64 silent connections held open: the owner is answered (%s in %.3f s)" % (status, took))
    for c in silent:
        c.close()

    # 64 idle keep-alive connections (each answered once, a 404), and a browser that opens six
    # connections at once: none of the six may close another of the six to make room.
    def idle_connection():
        # At the limit a new connection closes the oldest idle one, maybe one of these: open again.
        for _ in range(5):
            c = socket.create_connection(("127.0.0.1", s.port), timeout=5)
            try:
                c.sendall(("GET /nope HTTP/1.1\r\nHost: %s\r\n\r\n" % s.host).encode())
                got = b""
                while b"Not found." not in got:
                    part = c.recv(4096)
                    if not part:
                        raise ConnectionResetError
                    got += part
                return c
            except (ConnectionResetError, BrokenPipeError):
                c.close()
        return None
    time.sleep(0.5)  # the silent sockets above are closed: let the server see it
    held = [c for c in (idle_connection() for _ in range(64)) if c]
    answered, asked = 0, 0
    for _ in range(5):
        browser = [socket.create_connection(("127.0.0.1", s.port), timeout=5) for _ in range(6)]
        for c in browser:
            c.sendall(("GET /app.css HTTP/1.1\r\nHost: %s\r\n\r\n" % s.host).encode())
        for c in browser:
            asked += 1
            try:
                answered += c.recv(20).startswith(b"HTTP/1.1 200")
            except (socket.timeout, ConnectionResetError):
                pass
            c.close()
    check(answered == asked, "64 idle keep-alive connections held: a browser's six parallel requests are all answered (%d of %d)" % (answered, asked))
    for c in held:
        c.close()

    # A client that sends its requests and half-closes (shutdown(SHUT_WR)) still gets every answer.
    for n in (1, 40, 120):
        c = socket.create_connection(("127.0.0.1", s.port), timeout=5)
        c.sendall(("GET /app.js HTTP/1.1\r\nHost: %s\r\n\r\n" % s.host).encode() * n)
        c.shutdown(socket.SHUT_WR)
        got = b""
        try:
            while True:
                part = c.recv(65536)
                if not part:
                    break
                got += part
        except (socket.timeout, ConnectionResetError):
            pass
        c.close()
        check(got.count(b"HTTP/1.1 200 OK") == n, "a half-closed client gets all %d answers (%d)" % (n, got.count(b"HTTP/1.1 200 OK")))

    # 3. A day file that links out of the journal is reported, not served (with --allow view too).
    secret = os.path.join(tmp, "secret.md")
    with open(secret, "w") as f:
        f.write("## Notes\n\nthe-secret-text\n")
    linked = os.path.join(journal, "days/2026/2026-11-10.md")
    os.rename(linked, linked + ".kept")
    os.symlink(secret, linked)
    viewer = Server(journal, "--allow", "view")
    for server in (s, viewer):
        status, _, _, body = server.request("GET", "/api/day/2026-11-10", headers={"Authorization": "Bearer " + server.token})
        unreadable = json.loads(body).get("unreadable") if status == 200 else None
        check(status == 200 and b"the-secret-text" not in body and unreadable == [{
                  "path": "days/2026/2026-11-10.md",
                  "reason": "is a link to a file outside the journal folder; it was not read"}],
              "a day file linking out of the journal is reported, not served (%s: %s)" % (status, unreadable or body[:80]))
    viewer.stop()
    lint = subprocess.run([BINARY, "lint", "--journal", journal], capture_output=True, env=ENV)
    check("[link-outside-journal]" in lint.stdout.decode(), "lint reports the link out of the journal")
    os.remove(linked)
    os.rename(linked + ".kept", linked)

    # 6. A storage refusal names the file from the journal's root, never a path of the machine.
    day = os.path.join(journal, "days/2026/2026-11-21.md")
    os.chmod(day, 0o444)
    status, _, _, body = s.request("POST", "/api/log", '{"habit": "morning-run", "at": "12:00", "date": "2026-11-21"}', bearer)
    message = json.loads(body).get("error", {}).get("message", body.decode()[:80])
    check(status == 500 and message.startswith("days/2026/2026-11-21.md: is read-only") and tmp not in message,
          "a read-only day file is refused naming days/2026/2026-11-21.md (%s)" % message)
    os.chmod(day, 0o644)

    # 8. The sign-in redirect stays on this server.
    for target in ["//evil.example/?token=", "/\\evil.example/?token="]:
        got = s.raw(("GET %s%s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n" % (target, s.token, s.host)).encode())
        location = re.search(rb"\r\nLocation: ([^\r]*)\r\n", got)
        check(got.startswith(b"HTTP/1.1 303 ") and location and location.group(1) == b"/",
              "GET %s… redirects to / on this server (%s)" % (target, location.group(1) if location else got[:40]))

    # 5. Two servers on one machine: a browser signed in to both stays signed in to both.
    second = Server(copy_demo(tmp, "second"))
    both = signed_in(s) + "; " + signed_in(second)
    for server in (s, second):
        status, _, _, _ = server.request("GET", "/api/session", headers={"Cookie": both})
        check(status == 200, "signed in to two servers at once, port %d answers (%s)" % (server.port, status))
    second.stop()
    s.stop()

    # 4. An undo handle from before a restart is gone, not another write's.
    token_file = os.path.join(tmp, "token")
    first = Server(journal, "--token-file", token_file)
    auth = {"Authorization": "Bearer " + first.token}
    _, _, _, body = first.request("POST", "/api/log", '{"habit": "morning-run", "at": "13:00", "date": "2026-11-20"}', auth)
    kept = json.loads(body)["undo"]
    first.stop()
    again = Server(journal, "--token-file", token_file)
    _, _, _, body = again.request("POST", "/api/log", '{"habit": "morning-run", "at": "14:00", "date": "2026-11-20"}', auth)
    before = tree(journal)
    status, _, _, body = again.request("POST", "/api/undo", json.dumps({"undo": kept}), auth)
    check(status == 410 and b"undo-gone" in body and tree(journal) == before,
          "an undo handle of the run before answers 410 and takes nothing back (%s, %s)" % (status, kept))
    again.stop()

    # 7. --token-file on a FIFO is refused at once.
    fifo = os.path.join(tmp, "token.fifo")
    os.mkfifo(fifo, 0o600)
    try:
        r = subprocess.run([BINARY, "serve", "--listen", "127.0.0.1:0", "--token-file", fifo, "--journal", journal],
                           capture_output=True, env=ENV, timeout=5)
        check(r.returncode == 1 and b"not a plain file of your own" in r.stderr,
              "--token-file on a FIFO is refused at once (%d: %s)" % (r.returncode, r.stderr.decode().strip()))
    except subprocess.TimeoutExpired:
        check(False, "--token-file on a FIFO is refused at once (it hung)")

    # Two links to the journal's own folder (2^depth paths to a naive walk): the server answers
    # at once and stops on SIGTERM.
    looped = copy_demo(tmp, "looped")
    os.symlink("..", os.path.join(looped, "days/a"))
    os.symlink("..", os.path.join(looped, "days/b"))
    try:
        start = time.monotonic()
        loops = Server(looped)
        status, _, _, _ = loops.request("GET", "/api/day/2026-11-21", headers={"Authorization": "Bearer " + loops.token})
        took = time.monotonic() - start
        check(status == 200 and took < 5 and loops.stop() == 0,
              "two links to .. in days/: started, answered and stopped (%s in %.2f s)" % (status, took))
    except SystemExit as e:
        check(False, "two links to .. in days/: %s" % e)

    # --quiet: no request log.
    quiet = Server(journal, "--quiet")
    quiet.request("GET", "/api/day/2026-11-21", headers={"Authorization": "Bearer " + quiet.token})
    quiet.stop()
    check("/api/day" not in quiet.log(), "--quiet writes no request log")


def lasting(tmp):
    """Issue 47: a sign-in that lasts. A restart keeps the token and the cookie; `devices`
    lists the browser by name; `devices revoke` ends its session within a second while the
    server runs; `--new-token` ends every session; the same POST with one Idempotency-Key writes
    one line, also across a restart; `--host name:port` (a proxy on a port of its own) is let in."""
    journal = copy_demo(tmp, "lasting")
    env = dict(ENV, XDG_STATE_HOME=os.path.join(tmp, "lasting-state"))
    iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1"

    def sign_in(s):
        _, _, headers, _ = s.request("GET", s.url[len("http://" + s.host):], headers={"User-Agent": iphone})
        cookies = [v.split(";")[0] for k, v in headers if k.lower() == "set-cookie"]
        return "; ".join(cookies), [v for k, v in headers if k.lower() == "set-cookie"]

    s = Server(journal, "--host", "localhost:8443", env=env)
    token, port = s.token, s.port
    cookie, raw = sign_in(s)
    check(all("Max-Age=34560000" in c for c in raw), "the cookies last 400 days: %s" % raw)
    state = [f for f in os.listdir(os.path.join(tmp, "lasting-state", "dawn-journal", "serve"))]
    folder = os.path.join(tmp, "lasting-state", "dawn-journal", "serve", state[0])
    modes = {n: oct(os.stat(os.path.join(folder, n)).st_mode & 0o777) for n in os.listdir(folder)}
    check(len(state) == 1 and oct(os.stat(folder).st_mode & 0o777) == "0o700"
          and all(m == "0o600" for m in modes.values()), "the state folder is private (0700, files 0600): %s" % modes)
    check(not any(token in open(os.path.join(folder, n), errors="replace").read() for n in ("devices",))
          and cookie.split("=")[1].split(".")[1].split(";")[0] not in open(os.path.join(folder, "devices")).read(),
          "the devices file holds no secret (a hash of each)")
    check(not os.path.exists(os.path.join(journal, "devices")) and all(not n.startswith("token") for n in os.listdir(journal)),
          "nothing of the sign-in is in the journal folder")
    # A proxy's name with its own port: answered (421 before issue 47).
    status, _, _, _ = s.request("GET", "/api/session", headers={"Cookie": cookie}, host="localhost:8443")
    check(status == 200, "--host localhost:8443 lets a proxy on another port in (%s)" % status)
    body = json.dumps({"habit": "floss", "date": "2026-11-20"})
    bearer = {"Authorization": "Bearer " + token, "Content-Type": "application/json", "Idempotency-Key": "tap-1"}
    first = s.request("POST", "/api/log", body=body, headers=bearer)
    s.stop()

    # Restarted: the same URL, the cookie still signs in, the write is not made twice.
    s = Server(journal, env=env)
    check(s.token == token, "a restart keeps the token (the same URL and QR code)")
    status, _, _, answer = s.request("GET", "/api/session", headers={"Cookie": cookie.replace("_%d=" % port, "_%d=" % s.port)})
    check(status == 200 and b"iPhone Safari" in answer, "a cookie from before the restart still works (%s %s)" % (status, answer[:80]))
    again = s.request("POST", "/api/log", body=body, headers=bearer)
    day = open(os.path.join(journal, "days", "2026", "2026-11-20.md"), encoding="utf-8").read()
    check(first[0] == again[0] == 200 and first[3] == again[3] and again[1].get("idempotent-replayed") == "true"
          and day.count("Floss") == 1, "the same POST with one Idempotency-Key, sent again after a restart, writes once")
    listed = subprocess.run([BINARY, "devices", "--journal", journal], env=env, capture_output=True, text=True)
    check(listed.returncode == 0 and "iPhone Safari" in listed.stdout, "devices lists the browser by name:\n" + listed.stdout)
    cookie = cookie.replace("_%d=" % port, "_%d=" % s.port)
    # An event stream open with the cookie: the revoke ends it too.
    stream = socket.create_connection(("127.0.0.1", s.port), timeout=5)
    stream.sendall(("GET /api/events HTTP/1.1\r\nHost: %s\r\nCookie: %s\r\n\r\n" % (s.host, cookie)).encode())
    opened = stream.recv(4096)
    revoke = subprocess.run([BINARY, "devices", "revoke", "iphone safari", "--journal", journal], env=env,
                            capture_output=True, text=True)
    start = time.monotonic()
    status = None
    while time.monotonic() - start < 1:
        status = s.request("GET", "/api/session", headers={"Cookie": cookie})[0]
        if status == 401:
            break
    check(revoke.returncode == 0 and status == 401,
          "devices revoke ends the session within a second, the server running (%s after %.2f s)" % (status, time.monotonic() - start))
    ended, start = None, time.monotonic()
    try:
        while time.monotonic() - start < 3:
            if not stream.recv(4096):
                ended = time.monotonic() - start
                break
    except OSError:
        ended = time.monotonic() - start
    stream.close()
    check(b"200 OK" in opened and ended is not None and ended < 2.5,
          "and the device's open event stream ends within a second or two (%s s)" % (ended and round(ended, 2)))
    check("(iPhone Safari)" in s.log(), "the request log names the device")
    cookie, _ = sign_in(s)
    s.stop()

    # --new-token: a new URL, every session ended.
    s = Server(journal, "--new-token", env=env)
    cookie = re.sub(r"_\d+=", "_%d=" % s.port, cookie)
    status = s.request("GET", "/api/session", headers={"Cookie": cookie})[0]
    check(s.token != token and status == 401, "--new-token makes a new token and ends every session (%s)" % status)
    s.stop()


def race(tmp):
    journal = os.path.join(tmp, "race")
    os.makedirs(journal)
    with open(os.path.join(journal, "habits.toml"), "w") as f:
        for h in ["api", "cli", "second"]:
            f.write('[habits.%s]\nname = "%s"\nsince = 2026-01-01\n\n' % (h, h.capitalize()))
    s = Server(journal)
    bearer = {"Authorization": "Bearer " + s.token}
    rounds = 50
    results = []

    def api(habit, date, barrier):
        barrier.wait()
        status, _, _, body = s.request("POST", "/api/log", '{"habit": "%s", "date": "%s"}' % (habit, date), bearer)
        results.append(("api " + habit, status == 200, body))

    def cli(date, barrier):
        barrier.wait()
        r = subprocess.run([BINARY, "log", "cli", "--date", date, "--journal", journal], capture_output=True, env=ENV)
        results.append(("cli", r.returncode == 0, r.stderr))

    for i in range(rounds):
        date = "2026-%02d-%02d" % (1 + i // 28, 1 + i % 28)
        barrier = threading.Barrier(3)
        threads = [threading.Thread(target=api, args=("api", date, barrier)),
                   threading.Thread(target=cli, args=(date, barrier)),
                   threading.Thread(target=api, args=("second", date, barrier))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
    check(len(results) == 3 * rounds and all(ok for _, ok, _ in results),
          "the race: %d writes answered, every one written (%s)" % (len(results), [r for r in results if not r[1]][:2]))
    missing = []
    for i in range(rounds):
        date = "2026-%02d-%02d" % (1 + i // 28, 1 + i % 28)
        text = open(os.path.join(journal, "days/2026/%s.md" % date)).read()
        for name in ["Api", "Cli", "Second"]:
            if "- [x] %s\n" % name not in text:
                missing.append((date, name))
    check(not missing, "the race: all %d lines are there (missing: %s)" % (3 * rounds, missing[:5]))
    lint = subprocess.run([BINARY, "lint", "--journal", journal], capture_output=True, env=ENV)
    check(lint.returncode == 0 and "no problems" in lint.stdout.decode(), "the race: lint is clean: " + lint.stdout.decode().strip()[:200])
    check(s.stop() == 0, "the race: SIGTERM exits 0")


def qr(tmp):
    if not shutil.which("zbarimg"):
        check(False, "zbarimg is installed (apt-get install zbar-tools)")
        return
    journal = copy_demo(tmp, "qr")
    long_token = os.path.join(tmp, "long-token")
    fd = os.open(long_token, os.O_WRONLY | os.O_CREAT, 0o600)
    os.write(fd, b"L0ng-t0ken_" * 12 + b"\n")
    os.close(fd)
    for args in [[], ["--token-file", long_token]]:
        s = Server(journal, "--qr", *args)
        s.stop()
        rows = decode_half_blocks(s.rest().split("\n"))
        pbm = os.path.join(tmp, "qr.pbm")
        write_pbm(rows, pbm)
        r = subprocess.run(["zbarimg", "-q", "--raw", pbm], capture_output=True)
        decoded = r.stdout.decode().strip()
        check(decoded == s.url, "--qr prints a code zbarimg decodes to the printed URL (%d characters)" % len(s.url))


def decode_half_blocks(lines):
    """Two rows of modules per line: True is dark (a blank half)."""
    halves = {"█": (False, False), "▀": (False, True), "▄": (True, False), " ": (True, True)}
    rows = []
    for line in lines:
        if not line or any(ch not in halves for ch in line):
            continue
        rows.append([halves[ch][0] for ch in line])
        rows.append([halves[ch][1] for ch in line])
    return rows


def write_pbm(rows, path, scale=6):
    with open(path, "w") as f:
        f.write("P1\n%d %d\n" % (len(rows[0]) * scale, len(rows) * scale))
        for row in rows:
            line = " ".join("1" if dark else "0" for dark in row for _ in range(scale))
            for _ in range(scale):
                f.write(line + "\n")


if __name__ == "__main__":
    main()
