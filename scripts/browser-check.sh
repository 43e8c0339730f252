#!/bin/sh
# Real-browser check of the generated site, on two histories and none: the demo project (this repository's
# Data/, eight months), a long imported one — generate-demo's 3,000 workouts (13 years) written
# as a Strong CSV export by scripts/write-strong-csv.py, moved to end in November 2024, then `init`
# and `import`ed into a fresh project as a lifter switching apps would, given a goal and built two years later,
# so the importer and the site meet a long history that stopped long ago, and a new project's site
# before its first workout (its dashboard, which shows the commands to start with). Each site is built into a
# temporary folder and served by one python3 http.server under a sub-path (/strength-site/ and
# /long-history/, like a GitHub Pages project site), and Debian's headless chromium
# opens a page of every kind at 390 and 1280 px, light and dark (scripts/browser-check.py does the
# browser part). Fails on a console error, an uncaught exception, a failed or foreign request,
# horizontal overflow, a table that scrolls sideways, a figure card alone on its row, a missing nav, or a serious or critical axe-core accessibility violation.
# Screenshots go to artifacts/screenshots/: NAME-WIDTH-SCHEME.png for the demo, long-NAME-WIDTH-SCHEME.png
# for the long history, empty-dashboard-WIDTH-SCHEME.png for the new project. Every site is always
# checked, so a failure in one still leaves every screenshot.
#
#   STRENGTH_SITE_BIN    the binary to build with (default .build/debug/strength-site, as `make test` builds)
#   GENERATE_DEMO_BIN    the history generator (default generate-demo beside STRENGTH_SITE_BIN)
#   BROWSER_CHECK_SITES  which sites to check: "demo long empty" (default), or some of them
#   BROWSER_CHECK_PAGES  space-separated NAME=PATH pages to check on each site instead of one of every kind
#   BROWSER_CHECK_WIDTHS space-separated widths instead of "390 1280"; CHROMIUM another browser binary
#   BROWSER_CHECK_VENV   where axe-core's venv goes (default .build/browser-check-venv), for a build in
#                        another scratch path that leaves .build alone
set -eu
cd "$(dirname "$0")/.."
REPO=$(pwd)
BIN=${STRENGTH_SITE_BIN:-.build/debug/strength-site}
GENERATE_DEMO=${GENERATE_DEMO_BIN:-$(dirname "$BIN")/generate-demo}
SITES=${BROWSER_CHECK_SITES:-demo long empty}
SHOTS="$REPO/artifacts/screenshots"

./scripts/install-deps.sh --browser

# axe-core, the accessibility rules, comes from PyPI's axe-selenium-python (which bundles it) into a
# venv on first use; only its axe.min.js is used, injected over the DevTools protocol.
VENV=${BROWSER_CHECK_VENV:-$REPO/.build/browser-check-venv}
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

for tool in "$BIN" "$GENERATE_DEMO"; do
    if [ ! -x "$tool" ]; then
        echo "browser-check: no binary at $tool; run 'swift build' first (or set STRENGTH_SITE_BIN, GENERATE_DEMO_BIN)" >&2
        exit 1
    fi
done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/browser-check.XXXXXX")
SERVER=""
cleanup() {
    if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; fi
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

rm -f "$SHOTS"/*.png  # no stale screenshots from an earlier run

# Runs a step with its output in LOG; on failure shows the log and stops.
quietly() {
    log=$1; shift
    "$@" >"$log" 2>&1 || { cat "$log" >&2; echo "browser-check: failed: $*" >&2; exit 1; }
}

# Port 0: the OS picks a free port; http.server prints it on its first line. One server for every
# site: each sits under its own sub-path of $TMP/www.
mkdir "$TMP/www"
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$TMP/www" >"$TMP/server.log" 2>&1 &
SERVER=$!
PORT=""
for _ in $(seq 50); do
    PORT=$(sed -n 's/.* port \([0-9][0-9]*\) .*/\1/p' "$TMP/server.log" | head -n 1)
    [ -n "$PORT" ] && break
    sleep 0.1
done
if [ -z "$PORT" ]; then cat "$TMP/server.log" >&2; echo "browser-check: http.server did not start" >&2; exit 1; fi
echo "browser-check: $(chromium --version 2>/dev/null | head -n 1)"

# One page of every kind, as NAME=PATH words with PREFIX before each NAME: the newest workout of
# each sort (so the sets are many), the newest year and the newest block, the journal's posts; two lifts, since the demo's goals draw an
# achieved goal on the bench press's e1RM chart and a projection on the squat's.
pages() {
    site=$1 prefix=$2
    workout=$(cd "$site" && ls workouts/*-upper-a.html | tail -n 1)
    run=$(cd "$site" && ls workouts/*-run.html | tail -n 1)
    year=$(cd "$site" && ls year/*.html | tail -n 1)
    block=$(cd "$site" && ls blocks/*.html | grep -v index.html | tail -n 1)
    # The journal, when the site has one (the demo's two posts; the long history has none).
    journal=""
    if [ -d "$site/journal" ]; then
        journal="journal=journal/index.html"
        number=0
        for post in $(cd "$site" && ls journal/*.html | grep -v index.html); do
            number=$((number + 1))
            journal="$journal post$number=$post"
        done
    fi
    list=${BROWSER_CHECK_PAGES:-"dashboard=index.html history=history/index.html workout=$workout run=$run \
exercises=exercises/index.html exercise=exercise/bench-press.html squat=exercise/squat.html cardio=exercise/running.html \
records=records/index.html \
muscles=muscles/index.html muscle=muscle/chest.html progress=progress/index.html \
blocks=blocks/index.html block=$block calendar=calendar/index.html about=about/index.html \
programs=programs/index.html template=template/lower-b.html year=$year not-found=404.html $journal"}
    for page in $list; do printf '%s%s ' "$prefix" "$page"; done
}

# Builds PROJECT as it would be on TODAY into $TMP/www/SUBPATH and checks its pages (PAGES, NAME=PATH
# words, or one of every kind), their names and screenshots prefixed with PREFIX; returns
# browser-check.py's status.
check_site() {
    project=$1 today=$2 subpath=$3 prefix=$4 only=${5:-}
    site="$TMP/www/$subpath"
    quietly "$TMP/build.log" "$BIN" build --project "$project" --output "$site" --today "$today"
    echo "browser-check: http://127.0.0.1:$PORT/$subpath/ (built as on $today)"
    if [ -n "$only" ]; then
        list=$(for page in $only; do printf '%s%s ' "$prefix" "$page"; done)
    else
        list=$(pages "$site" "$prefix")
    fi
    # shellcheck disable=SC2086 # the pages are a list of words
    python3 scripts/browser-check.py "http://127.0.0.1:$PORT/$subpath" "$SHOTS" $list
}

# The long history as a lifter brings it: a Strong export, imported into a new project (init's
# starter program gives it templates, so the programs and template pages exist too).
long_history() {
    quietly "$TMP/generate.log" "$GENERATE_DEMO" --workouts 3000 --out "$TMP/generated"
    quietly "$TMP/strong.log" python3 scripts/write-strong-csv.py "$TMP/generated" "$TMP/strong.csv" --end 2024-11-22
    quietly "$TMP/init.log" "$BIN" init "$TMP/long" --name "Alex Example" --time-zone Europe/Berlin --days 4 --no-workflow </dev/null
    quietly "$TMP/import.log" "$BIN" --project "$TMP/long" import "$TMP/strong.csv"
    # A goal set long after the last workout: the dashboard and the bench press's chart show one with no recent data.
    quietly "$TMP/goal.log" "$BIN" --project "$TMP/long" goal add "Bench Press" --e1rm 150kg --today 2026-11-22
    cat "$TMP/strong.log"
    head -n 2 "$TMP/import.log"
}

status=0
for which in $SITES; do
    started=$(date +%s)
    case "$which" in
        demo) check_site "$REPO" 2026-11-22 strength-site "" || status=1 ;;
        long) long_history
              check_site "$TMP/long" 2026-11-22 long-history long- || status=1 ;;
        empty) quietly "$TMP/init-empty.log" "$BIN" init "$TMP/empty" --name "Sam" --time-zone UTC --pages publish </dev/null
               check_site "$TMP/empty" 2026-11-22 empty-project empty- dashboard=index.html || status=1 ;;
        *) echo "browser-check: unknown site '$which' in BROWSER_CHECK_SITES (demo, long, empty)" >&2; exit 64 ;;
    esac
    echo "browser-check: $which site checked in $(($(date +%s) - started)) s"
done
exit $status
