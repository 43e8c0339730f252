#!/bin/sh
# Real-browser check of the generated site: builds the demo project into a temporary folder, serves
# it with python3's http.server under the sub-path /strength-site/ (like a GitHub Pages project
# site) and has Debian's headless chromium open a page of every kind at 390 and 1280 px, light and
# dark (scripts/browser-check.py does the browser part). Fails on a console error, an uncaught
# exception, a failed or foreign request, horizontal overflow, a missing nav, or a serious or
# critical axe-core accessibility violation. Screenshots go to artifacts/screenshots/.
#
#   STRENGTH_SITE_BIN   the binary to build with (default .build/debug/strength-site, as `make test` builds)
#   BROWSER_CHECK_PAGES space-separated NAME=PATH pages to check instead of one of every kind
#   BROWSER_CHECK_WIDTHS space-separated widths instead of "390 1280"; CHROMIUM another browser binary
set -eu
cd "$(dirname "$0")/.."
REPO=$(pwd)
BIN=${STRENGTH_SITE_BIN:-.build/debug/strength-site}
SHOTS="$REPO/artifacts/screenshots"

./scripts/install-deps.sh --browser

# axe-core, the accessibility rules, comes from PyPI's axe-selenium-python (which bundles it) into a
# venv on first use; only its axe.min.js is used, injected over the DevTools protocol.
VENV="$REPO/.build/browser-check-venv"
AXE_JS="$VENV/lib/axe_selenium_python/node_modules/axe-core/axe.min.js"
if [ ! -f "$VENV/axe.min.js" ]; then
    echo "browser-check: installing axe-selenium-python (axe-core) into $VENV" >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV" ||
        { echo "browser-check: python3 -m venv failed (on Debian: apt-get install python3-venv)" >&2; exit 1; }
    "$VENV/bin/pip" install --quiet --disable-pip-version-check --no-deps --target "$VENV/lib" "axe-selenium-python==2.1.6"
    cp "$AXE_JS" "$VENV/axe.min.js"
fi
export BROWSER_CHECK_AXE="$VENV/axe.min.js"

if [ ! -x "$BIN" ]; then
    echo "browser-check: no binary at $BIN; run 'swift build' first (or set STRENGTH_SITE_BIN)" >&2
    exit 1
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/browser-check.XXXXXX")
SERVER=""
cleanup() {
    if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; fi
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

rm -f "$SHOTS"/*.png  # no stale screenshots from an earlier run
SITE="$TMP/www/strength-site"
"$BIN" build --project "$REPO" --output "$SITE" --today 2026-11-22 >"$TMP/build.log" 2>&1 ||
    { cat "$TMP/build.log" >&2; echo "browser-check: strength-site build failed" >&2; exit 1; }

# Port 0: the OS picks a free port; http.server prints it on its first line.
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$TMP/www" >"$TMP/server.log" 2>&1 &
SERVER=$!
PORT=""
for _ in $(seq 50); do
    PORT=$(sed -n 's/.* port \([0-9][0-9]*\) .*/\1/p' "$TMP/server.log" | head -n 1)
    [ -n "$PORT" ] && break
    sleep 0.1
done
if [ -z "$PORT" ]; then cat "$TMP/server.log" >&2; echo "browser-check: http.server did not start" >&2; exit 1; fi

# One page of every kind (the newest workout of each sort, so the sets are many).
WORKOUT=$(cd "$SITE" && ls workouts/*-upper-a.html | tail -n 1)
RUN=$(cd "$SITE" && ls workouts/*-run.html | tail -n 1)
YEAR=$(cd "$SITE" && ls year/*.html | tail -n 1)
PAGES=${BROWSER_CHECK_PAGES:-"dashboard=index.html history=history/index.html workout=$WORKOUT run=$RUN \
exercises=exercises/index.html exercise=exercise/bench-press.html cardio=exercise/running.html records=records/index.html \
muscles=muscles/index.html muscle=muscle/chest.html calendar=calendar/index.html about=about/index.html \
programs=programs/index.html template=template/lower-b.html year=$YEAR not-found=404.html"}
echo "browser-check: http://127.0.0.1:$PORT/strength-site/ with $(chromium --version 2>/dev/null | head -n 1)"
# shellcheck disable=SC2086 # PAGES is a list of words
python3 scripts/browser-check.py "http://127.0.0.1:$PORT/strength-site" "$SHOTS" $PAGES
