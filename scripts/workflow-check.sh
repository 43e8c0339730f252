#!/bin/sh
# Checks the GitHub Pages workflow `strength-site init` writes, without GitHub: validates it (and this
# repository's own .github/workflows/pages.yml) against GitHub's workflow schema with
# check-jsonschema, then runs the build job's run: steps in order (scripts/workflow-check.py) in
# projects inited (`--pages workflow`) in a temporary folder:
#   - a known source: the repository and commit init wrote — the ones the binary was built from when
#     it knows them (`--version`'s second line), else this repository and its HEAD, given with init's
#     --tool-repository and --tool-version — with strength-site restored from the workflow's cache:
#     the release binary `make run` built, or the debug one when there is none (said below), in a
#     repository whose default branch is master: a push to master must build the site at its
#     github.io address; a push to another branch must build nothing; and once the project's
#     base-url is set (a custom domain), the daily scheduled run must build the site at that address.
#   - an unknown source: init without the flags; when the binary does not know its source, its
#     one-line warning and the two empty variables are checked; the workflow is run with both
#     variables empty and must stop at its first step with one line naming them, before any fetch.
# With --build-from-source, only the known source runs, on a cache miss: the workflow fetches that
# revision and builds it with a plain `swift build -c release`, as on GitHub (minutes: make
# clone-check runs it, make test does not).
#
# check-jsonschema and PyYAML are installed from PyPI into .build/workflow-check-venv on first use.
#   WORKFLOW_CHECK_VENV where that venv goes instead, for a build in another scratch path
#   STRENGTH_SITE_BIN  the binary that runs init (default .build/debug/strength-site, as `make test` builds)
#   CACHED_BIN         the binary the cache restores (default .build/release/strength-site, else STRENGTH_SITE_BIN)
set -eu
cd "$(dirname "$0")/.."
REPO=$(pwd)
MODE=cache-hit
case "${1:-}" in
    "") ;;
    --build-from-source) MODE=build-from-source ;;
    *) echo "workflow-check: unknown option $1 (use --build-from-source)" >&2; exit 64 ;;
esac
BIN=${STRENGTH_SITE_BIN:-.build/debug/strength-site}
VENV=${WORKFLOW_CHECK_VENV:-$REPO/.build/workflow-check-venv}

if [ ! -x "$BIN" ]; then
    echo "workflow-check: no binary at $BIN; run 'swift build' first (or set STRENGTH_SITE_BIN)" >&2
    exit 1
fi
if [ -n "${CACHED_BIN:-}" ]; then
    :
elif [ -x .build/release/strength-site ]; then
    CACHED_BIN=.build/release/strength-site
else
    CACHED_BIN=$BIN
    echo "workflow-check: no release binary (make run builds one); the cache restores $BIN instead" >&2
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

# Runs the workflow's build job in PROJECT as GitHub's runner would; extra arguments go to the runner.
run_workflow() {
    project=$1; shift
    mkdir -p "$TMP/runner"
    : >"$TMP/runner/output"
    GITHUB_WORKSPACE="$project" GITHUB_REPOSITORY=Lifter/my-log GITHUB_REPOSITORY_OWNER=Lifter \
    GITHUB_ACTIONS=true CI=true RUNNER_OS=Linux RUNNER_TEMP="$TMP/runner" GITHUB_OUTPUT="$TMP/runner/output" \
        "$VENV/bin/python" scripts/workflow-check.py "$project/.github/workflows/pages.yml" build "$project" "$@"
}

source_line=$("$BIN" --version | sed -n 2p)
echo "workflow-check: $BIN: $source_line"

# The known source.
KNOWN="$TMP/work/my-log"
case "$source_line" in
    "source: unknown"*)
        # GitHub could not fetch a file:// URL, which init says (on stderr); this runner can.
        "$BIN" init "$KNOWN" --time-zone UTC --pages workflow --tool-repository "file://$REPO" --tool-version "$(git rev-parse HEAD)" \
            >/dev/null 2>"$TMP/known-init.err"
        if ! grep -q '^warning: --tool-repository: file://.* is a local path, which GitHub cannot fetch' "$TMP/known-init.err"; then
            cat "$TMP/known-init.err" >&2
            echo "workflow-check: init took a local --tool-repository without a word" >&2
            exit 1
        fi ;;
    *)
        "$BIN" init "$KNOWN" --time-zone UTC --pages workflow >/dev/null ;;
esac
"$BIN" log --project "$KNOWN" --start "2025-03-14 18:00" --duration 60m "Bench Press: 100x5x3" >/dev/null
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$KNOWN/.github/workflows/pages.yml" .github/workflows/pages.yml
echo "workflow-check: the known source: $(sed -n 's/^  STRENGTH_SITE_\(REPOSITORY\|VERSION\): //p' "$KNOWN/.github/workflows/pages.yml" | tr '\n' ' ')"
# A repository whose default branch is master, as git makes it unless told otherwise.
ON_MASTER="--event push --ref-name master --default-branch master"
if [ "$MODE" = build-from-source ]; then
    # shellcheck disable=SC2086
    run_workflow "$KNOWN" $ON_MASTER
    built="built strength-site from that source"
else
    mkdir -p "$TMP/cache"
    cp "$CACHED_BIN" "$TMP/cache/strength-site"
    # shellcheck disable=SC2086
    run_workflow "$KNOWN" --cache-hit "tool=$TMP/cache" $ON_MASTER
    built="ran $CACHED_BIN from the cache"
fi
if ! grep -q '^version=[0-9][0-9.]*$' "$TMP/runner/output"; then
    echo "workflow-check: the workflow did not note the Swift version for its cache key" >&2
    exit 1
fi
if [ ! -f "$KNOWN/Site/index.html" ] || ! grep -q "https://lifter.github.io/my-log/" "$KNOWN/Site/sitemap.xml"; then
    echo "workflow-check: the workflow's steps did not build the site (with its Pages URL) in $KNOWN/Site" >&2
    exit 1
fi
echo "workflow-check: on a push to master, the default branch, the workflow $built and the site ($(find "$KNOWN/Site" -type f | wc -l) files)"
if [ "$MODE" = build-from-source ]; then
    exit 0
fi

# A push to another branch publishes nothing.
rm -rf "$KNOWN/Site"
if ! run_workflow "$KNOWN" --cache-hit "tool=$TMP/cache" --event push --ref-name wip --default-branch master >"$TMP/branch.log" 2>&1 ||
    ! grep -q '^workflow-check: job build skipped' "$TMP/branch.log" || [ -e "$KNOWN/Site" ]; then
    cat "$TMP/branch.log" >&2
    echo "workflow-check: a push to a branch other than the default one ran the build" >&2
    exit 1
fi
echo "workflow-check: a push to another branch builds nothing: $(grep '^workflow-check: job build skipped' "$TMP/branch.log" | cut -c 17-)"

# The project's base-url (a custom domain), on the daily run.
"$BIN" settings set base-url https://lifts.example.org/log/ --project "$KNOWN" >/dev/null
run_workflow "$KNOWN" --cache-hit "tool=$TMP/cache" --event schedule --ref-name master --default-branch master
if ! grep -q "https://lifts.example.org/log/" "$KNOWN/Site/sitemap.xml" || grep -q "github.io" "$KNOWN/Site/sitemap.xml" ||
    ! grep -q 'rel="canonical" href="https://lifts.example.org/log/' "$KNOWN/Site/index.html"; then
    echo "workflow-check: with base-url set, the scheduled run did not build the site at that address" >&2
    exit 1
fi
echo "workflow-check: with base-url set, the daily run builds the site at it (sitemap, canonical links)"

# The unknown source.
UNKNOWN="$TMP/work/unknown"
"$BIN" init "$UNKNOWN" --time-zone UTC --pages workflow >/dev/null 2>"$TMP/init.err"
case "$source_line" in
    "source: unknown"*)
        if [ "$(wc -l <"$TMP/init.err")" -ne 1 ] ||
            ! grep -q '^warning: STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION in .* are empty.* --tool-repository URL --tool-version REV\.$' "$TMP/init.err" ||
            ! grep -qx '  STRENGTH_SITE_REPOSITORY: ""' "$UNKNOWN/.github/workflows/pages.yml" ||
            ! grep -qx '  STRENGTH_SITE_VERSION: ""' "$UNKNOWN/.github/workflows/pages.yml"; then
            cat "$TMP/init.err" >&2
            echo "workflow-check: init without a known source did not warn in one line and leave both variables empty" >&2
            exit 1
        fi ;;
    *) echo "workflow-check: this binary knows its source, so the unknown one is the workflow run with both variables empty" ;;
esac
# The runner lets this environment win over the workflow's env:, as GitHub would use what init wrote.
if STRENGTH_SITE_REPOSITORY="" STRENGTH_SITE_VERSION="" run_workflow "$UNKNOWN" >"$TMP/unknown.log" 2>&1; then
    cat "$TMP/unknown.log" >&2
    echo "workflow-check: the workflow ran with empty STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION" >&2
    exit 1
fi
if [ "$(grep -c '^::error::' "$TMP/unknown.log")" -ne 1 ] ||
    ! grep -q '^::error::STRENGTH_SITE_REPOSITORY .* and STRENGTH_SITE_VERSION .* set them under env: at the top of .github/workflows/pages.yml\.$' "$TMP/unknown.log" ||
    ! grep -q '^workflow-check: step 1 (.*) failed' "$TMP/unknown.log" || grep -q '^workflow-check: step 2' "$TMP/unknown.log"; then
    cat "$TMP/unknown.log" >&2
    echo "workflow-check: with an unknown source the workflow did not stop at its first step with one line naming the variables" >&2
    exit 1
fi
echo "workflow-check: with an unknown source the workflow stops at its first step: $(grep '^::error::' "$TMP/unknown.log")"
