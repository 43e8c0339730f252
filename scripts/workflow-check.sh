#!/bin/sh
# Checks the GitHub Pages workflow `strength-site init` writes, without GitHub: inits a project in a
# temporary folder, validates its .github/workflows/pages.yml (and this repository's own) against
# GitHub's workflow schema with check-jsonschema, then runs the build job's run: steps in order
# (scripts/workflow-check.py) with STRENGTH_SITE_REPOSITORY pointing at this repository and
# STRENGTH_SITE_VERSION at its HEAD — so the committed source, not uncommitted changes, is what the
# workflow builds, in release (a few minutes). Fails unless the project ends with a built site.
#
# check-jsonschema and PyYAML are installed from PyPI into .build/workflow-check-venv on first use.
#   STRENGTH_SITE_BIN  the binary that runs init (default .build/debug/strength-site, as `make test` builds)
set -eu
cd "$(dirname "$0")/.."
REPO=$(pwd)
BIN=${STRENGTH_SITE_BIN:-.build/debug/strength-site}
VENV="$REPO/.build/workflow-check-venv"

if [ ! -x "$BIN" ]; then
    echo "workflow-check: no binary at $BIN; run 'swift build' first (or set STRENGTH_SITE_BIN)" >&2
    exit 1
fi
if ! "$VENV/bin/check-jsonschema" --version >/dev/null 2>&1 || ! "$VENV/bin/python" -c 'import yaml' 2>/dev/null; then
    echo "workflow-check: installing check-jsonschema and PyYAML into $VENV" >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV" ||
        { echo "workflow-check: python3 -m venv failed (on Debian: apt-get install python3-venv)" >&2; exit 1; }
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "check-jsonschema==0.39.0" "pyyaml==6.0.3"
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

TMP=$(mktemp -d "${TMPDIR:-/tmp}/workflow-check.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM HUP

PROJECT="$TMP/work/my-log"
"$BIN" init "$PROJECT" --time-zone UTC >/dev/null
"$BIN" log --project "$PROJECT" --start "2025-03-14 18:00" --duration 60m "Bench Press: 100x5x3" >/dev/null
WORKFLOW="$PROJECT/.github/workflows/pages.yml"
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$WORKFLOW" .github/workflows/pages.yml

mkdir -p "$TMP/runner"
: >"$TMP/runner/output"
STRENGTH_SITE_REPOSITORY="file://$REPO" \
STRENGTH_SITE_VERSION=$(git rev-parse HEAD) \
GITHUB_WORKSPACE="$PROJECT" GITHUB_REPOSITORY=Lifter/my-log GITHUB_REPOSITORY_OWNER=Lifter \
GITHUB_ACTIONS=true CI=true RUNNER_OS=Linux RUNNER_TEMP="$TMP/runner" GITHUB_OUTPUT="$TMP/runner/output" \
    "$VENV/bin/python" scripts/workflow-check.py "$WORKFLOW" build "$PROJECT"

if ! grep -q '^version=[0-9][0-9.]*$' "$TMP/runner/output"; then
    echo "workflow-check: the workflow did not note the Swift version for its cache key" >&2
    exit 1
fi
if [ ! -f "$PROJECT/Site/index.html" ] || ! grep -q "https://lifter.github.io/my-log/" "$PROJECT/Site/sitemap.xml"; then
    echo "workflow-check: the workflow's steps did not build the site (with its Pages URL) in $PROJECT/Site" >&2
    exit 1
fi
echo "workflow-check: the workflow built strength-site $(git rev-parse --short HEAD) and the site ($(find "$PROJECT/Site" -type f | wc -l) files)"
