#!/usr/bin/env python3
"""Open pages of a served site in headless Chromium and check them (used by browser-check.sh).

    browser-check.py BASE_URL SHOT_DIR NAME=PATH...

For every page, at widths 390 and 1280 (or BROWSER_CHECK_WIDTHS), in light and dark, it fails on
any console error, uncaught exception, failed request (4xx/5xx, network error) or request to another
host, and on serious or critical axe-core violations when BROWSER_CHECK_AXE names axe.min.js; it asserts the page does not overflow horizontally, that no table scrolls sideways in its box (a
phone's tables stack or fit), that no code block does (its command would be cut off), that no figure card sits alone on the last row below fuller rows, and that it has its nav; it checks that the colour
scheme really switched, and writes a full-page screenshot SHOT_DIR/NAME-WIDTH-SCHEME.png.

Chromium is driven over the DevTools protocol through a pipe (--remote-debugging-pipe: JSON
messages separated by NUL bytes on fds 3 and 4), so this needs only the Python standard library and
Debian's chromium: no WebDriver, no PyPI package, no port for the browser.
"""
import base64, fcntl, json, os, select, shutil, subprocess, sys, tempfile, time
from urllib.parse import urlsplit

WIDTHS = [int(w) for w in os.environ.get("BROWSER_CHECK_WIDTHS", "390 1280").split()]
SCHEMES = ("light", "dark")
TIMEOUT = 30.0  # seconds for any one protocol call or page load

# Runs in the page after load (WIDTH is the viewport width asked for); returns the facts we assert on.
PAGE_FACTS = """(width => {
  const doc = document.documentElement, vw = Math.min(window.innerWidth, width);
  const wide = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right > vw + 1 && !el.closest('.table-wrap, figure.chart, pre')) {
      const cls = (el.getAttribute('class') || '').trim();
      wide.push(el.tagName.toLowerCase() + (cls ? '.' + cls.split(/\\s+/).join('.') : '') + ' (right ' + Math.round(r.right) + ')');
    }
  }
  const nav = document.querySelector('header nav');
  const bg = getComputedStyle(document.body).backgroundColor.match(/\\d+(\\.\\d+)?/g).map(Number);
  return {
    title: document.title, innerWidth: vw, scrollWidth: doc.scrollWidth,
    wide: wide.slice(0, 5),
    // A table wider than its box scrolls inside it: on a phone it should stack or fit instead.
    scrollingTables: Array.from(document.querySelectorAll('.table-wrap')).filter(t => t.scrollWidth > t.clientWidth + 1)
      .map(t => (t.querySelector('table') || t).className + ' (' + t.scrollWidth + ' px in ' + t.clientWidth + ')').slice(0, 3),
    // A code block wider than its box scrolls inside it, so a command to copy is cut off at its edge.
    scrollingCode: Array.from(document.querySelectorAll('pre')).filter(p => p.scrollWidth > p.clientWidth + 1)
      .map(p => JSON.stringify(p.textContent.split('\\n')[0].slice(0, 40)) + ' (' + p.scrollWidth + ' px in ' + p.clientWidth + ')')
      .slice(0, 3),
    // A row of figure cards holding one card, narrower than the row, below rows of several: the lone seventh card.
    loneCards: Array.from(document.querySelectorAll('.figures')).map(grid => {
      const rows = new Map();
      for (const card of grid.children) {
        const r = card.getBoundingClientRect();
        rows.set(Math.round(r.top), (rows.get(Math.round(r.top)) || []).concat([r.width]));
      }
      const counts = Array.from(rows.values());
      const last = counts[counts.length - 1];
      return counts.length > 1 && last.length === 1 && counts.some(c => c.length > 1)
        && last[0] < grid.getBoundingClientRect().width - 2 ? counts.map(c => c.length).join('+') : '';
    }).filter(rows => rows).slice(0, 3),
    navLinks: nav ? nav.querySelectorAll('a[href]').length : 0,
    navVisible: !!nav && nav.getBoundingClientRect().height > 0,
    h1: !!document.querySelector('h1'),
    cssRules: Array.from(document.styleSheets).reduce((n, s) => n + s.cssRules.length, 0),
    prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
    appearance: doc.dataset.appearance || '',
    bodyLuminance: (0.2126 * bg[0] + 0.7152 * bg[1] + 0.0722 * bg[2]) / 255,
  };
})(WIDTH)"""


class BrowserGone(Exception):
    pass


class Browser:
    """Headless Chromium on the DevTools pipe: call() sends a command and waits for its answer;
    the events that arrive meanwhile are kept in self.events."""

    def __init__(self, profile):
        write_end, self.to_browser = os.pipe()     # browser reads commands on fd 3
        self.from_browser, read_end = os.pipe()    # browser writes answers on fd 4
        # Copy the child's ends to free fds above 9, so that dup2 onto 3 and 4 clobbers neither.
        keep = [fcntl.fcntl(write_end, fcntl.F_DUPFD, 10), fcntl.fcntl(read_end, fcntl.F_DUPFD, 10)]
        os.close(write_end); os.close(read_end)

        def wire_fds():  # in the child, before exec
            os.dup2(keep[0], 3); os.dup2(keep[1], 4); os.close(keep[0]); os.close(keep[1])

        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(profile, "config"),
                   XDG_CACHE_HOME=os.path.join(profile, "cache"), HOME=profile)
        self.stderr = open(os.path.join(profile, "chromium.log"), "w+")
        self.proc = subprocess.Popen(
            [os.environ.get("CHROMIUM", "chromium"), "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", f"--user-data-dir={profile}/data", "--no-first-run",
             "--hide-scrollbars", "--disable-extensions", "--disable-sync", "--disable-component-update",
             "--disable-background-networking", "--disable-default-apps", "--mute-audio",
             # Only loopback resolves: a request to another host fails here and is reported, never sent.
             "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
             "--window-size=1280,900", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.stderr, stderr=self.stderr, env=env,
            close_fds=False, preexec_fn=wire_fds)  # our own pipe ends are close-on-exec
        for fd in keep:
            os.close(fd)
        self.buffer, self.next_id, self.events = b"", 0, []

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise BrowserGone("chromium exited:\n" + self.log())
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        try:
            os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        except BrokenPipeError:
            raise BrowserGone("chromium exited:\n" + self.log()) from None
        deadline = time.monotonic() + TIMEOUT
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.events.append(reply)

    def pump(self, seconds):
        """Collect events for a while (there is no command to wait for)."""
        deadline = time.monotonic() + seconds
        try:
            while True:
                self.events.append(self._read_message(deadline))
        except TimeoutError:
            pass

    def wait_for(self, method, session):
        deadline = time.monotonic() + TIMEOUT
        while not any(e.get("method") == method and e.get("sessionId") == session for e in self.events):
            self.events.append(self._read_message(deadline))

    def log(self):
        self.stderr.seek(0)
        noise = ("Failed to connect to the bus", "unexpected operator")  # dbus and the Debian wrapper
        return "".join(l for l in self.stderr if not any(n in l for n in noise))

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def problems_in(events, session, origin):
    """Every console error, exception, failed or foreign request among a page's events."""
    found, requests = [], {}
    for e in events:
        if e.get("sessionId") != session:
            continue
        method, p = e.get("method"), e.get("params", {})
        if method == "Runtime.consoleAPICalled" and p["type"] in ("error", "assert"):
            found.append("console." + p["type"] + ": " + " ".join(
                str(a.get("value", a.get("description", ""))) for a in p.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            d = p["exceptionDetails"]
            found.append("uncaught exception: " + d.get("exception", {}).get("description", d.get("text", "")))
        elif method == "Log.entryAdded" and p["entry"]["level"] == "error":
            found.append(f"console error ({p['entry']['source']}): {p['entry']['text']} {p['entry'].get('url', '')}")
        elif method == "Network.requestWillBeSent":
            url = p["request"]["url"]
            requests[p["requestId"]] = url
            parts = urlsplit(url)
            if parts.scheme not in ("data", "about", "blob") and f"{parts.scheme}://{parts.netloc}" != origin:
                found.append(f"request to another host: {url}")
        elif method == "Network.responseReceived" and p["response"]["status"] >= 400:
            found.append(f"HTTP {p['response']['status']}: {p['response']['url']}")
        elif method == "Network.loadingFailed" and not p.get("canceled"):
            found.append(f"request failed ({p['errorText']}): {requests.get(p['requestId'], '?')}")
    return found


AXE_SOURCE = open(os.environ["BROWSER_CHECK_AXE"]).read() if os.environ.get("BROWSER_CHECK_AXE") else None

# Runs axe-core on the page; the serious and critical violations, one line each with up to three places.
AXE_RUN = """axe.run(document, {resultTypes: ['violations']}).then(r => r.violations
  .filter(v => v.impact === 'serious' || v.impact === 'critical')
  .map(v => 'axe ' + v.id + ' (' + v.impact + '): ' + v.help + ' at ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join('; ')))"""


def accessibility_problems(browser, session):
    """axe-core's serious and critical violations on the loaded page (none checked without BROWSER_CHECK_AXE)."""
    if AXE_SOURCE is None:
        return []
    browser.call("Runtime.evaluate", {"expression": AXE_SOURCE}, session)
    result = browser.call("Runtime.evaluate", {"expression": AXE_RUN, "awaitPromise": True, "returnByValue": True}, session)
    if "exceptionDetails" in result:
        return ["axe-core did not run: " + result["exceptionDetails"].get("text", "?")]
    return result["result"]["value"]


def check_page(browser, url, width, scheme, shot):
    target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.call(domain + ".enable", session=session)
        browser.call("Network.setCacheDisabled", {"cacheDisabled": True}, session)
        browser.call("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": 844 if width < 600 else 900, "deviceScaleFactor": 1,
            "mobile": width < 600}, session)
        browser.call("Emulation.setEmulatedMedia", {
            "media": "screen", "features": [{"name": "prefers-color-scheme", "value": scheme}]}, session)
        nav = browser.call("Page.navigate", {"url": url}, session)
        if nav.get("errorText"):
            return [f"navigation failed: {nav['errorText']}"]
        browser.wait_for("Page.loadEventFired", session)
        browser.pump(0.2)  # late console messages and requests
        facts = browser.call("Runtime.evaluate", {"expression": PAGE_FACTS.replace("WIDTH", str(width)), "returnByValue": True},
                             session)["result"]["value"]
        problems = problems_in(browser.events, session, "{0.scheme}://{0.netloc}".format(urlsplit(url)))
        if facts["scrollWidth"] > min(facts["innerWidth"], width) + 1:
            problems.append(f"horizontal overflow: page is {facts['scrollWidth']} px wide in a {width} px "
                            f"viewport; too wide: {', '.join(facts['wide']) or '?'}")
        if facts["scrollingTables"]:
            problems.append(f"table scrolls sideways: {', '.join(facts['scrollingTables'])}")
        if facts["scrollingCode"]:
            problems.append(f"code block scrolls sideways, its command cut off: {', '.join(facts['scrollingCode'])}")
        if facts["loneCards"]:
            problems.append(f"a card alone on the last row of its figures: {', '.join(facts['loneCards'])} cards a row")
        if facts["navLinks"] < 3 or not facts["navVisible"]:
            problems.append(f"nav missing or hidden ({facts['navLinks']} links)")
        if not facts["h1"] or not facts["title"]:
            problems.append("no <h1> or no <title>")
        if facts["cssRules"] < 10:
            problems.append("stylesheet missing or empty")
        expected = facts["appearance"] if facts["appearance"] in SCHEMES else scheme
        if facts["prefersDark"] != (scheme == "dark"):
            problems.append("prefers-color-scheme emulation did not take effect")
        elif (facts["bodyLuminance"] < 0.5) != (expected == "dark"):
            problems.append(f"expected a {expected} page, body background luminance is {facts['bodyLuminance']:.2f}")
        # The screenshot comes before axe-core, which scrolls boxes (a wide table's) as it checks contrast.
        size = browser.call("Page.getLayoutMetrics", session=session)["cssContentSize"]
        image = browser.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": min(size["height"], 16000), "scale": 1}},
            session)["data"]
        with open(shot, "wb") as f:
            f.write(base64.b64decode(image))
        return problems + accessibility_problems(browser, session)
    finally:
        browser.call("Target.closeTarget", {"targetId": target})
        browser.events = [e for e in browser.events if e.get("sessionId") != session]


def main():
    base, shot_dir, pages = sys.argv[1].rstrip("/"), sys.argv[2], [a.split("=", 1) for a in sys.argv[3:]]
    os.makedirs(shot_dir, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="browser-check-chromium-")
    browser = Browser(profile)
    failures, passed, failed = [], 0, 0
    try:  # a page's problems are collected; a browser that dies or hangs ends the run
        for name, path in pages:
            for width in WIDTHS:
                for scheme in SCHEMES:
                    shot = os.path.join(shot_dir, f"{name}-{width}-{scheme}.png")
                    try:
                        problems = check_page(browser, f"{base}/{path}", width, scheme, shot)
                    except RuntimeError as error:  # a protocol call the browser refused
                        problems = [f"browser: {error}"]
                    passed, failed = passed + (not problems), failed + bool(problems)
                    print(f"  {'FAIL' if problems else 'ok':4} {name:15} {width:4} {scheme:5} /{path}", flush=True)
                    failures += [f"{name} ({path}) at {width} px, {scheme}: {p}" for p in problems]
    except (BrowserGone, TimeoutError) as error:
        failures.append(f"{error}")
        failed += 1
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"browser-check: screenshots in {shot_dir}", flush=True)
    if failures:
        print("browser-check: FAILED", *failures, sep="\n  ", file=sys.stderr, flush=True)
    print(f"browser-check: {passed} passed, {failed} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
