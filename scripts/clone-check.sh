#!/bin/sh
# What a stranger meets: clones this repository's HEAD into a temporary folder with no ../shared
# beside it (so the real-export corpus is absent) and runs the README's two Quick start commands
# there, `make run` and `make test`, with nothing from this checkout's build reused; then
# `make install` into a temporary prefix (a stripped binary) and the Pages workflow's build from
# source (scripts/workflow-check.sh --build-from-source), which make test leaves out.
# A clone from GitHub has an https origin holding HEAD, so its binaries know their source: this
# clone's origin is made such an address, which git (for every command below, through
# GIT_CONFIG_*) reads from this repository, and the checks fail unless the release binary names it
# and HEAD and the builds leave the work tree as cloned (Package.resolved included).
# `.ci/run` runs it after `make test`; `make clone-check` runs it by hand.
set -eu
cd "$(dirname "$0")/.."
SOURCE=$(pwd)
ADDRESS=https://strength-site.invalid/strength-site.git
TMP=$(mktemp -d "${TMPDIR:-/tmp}/clone-check.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM HUP

git clone --quiet --no-hardlinks "$SOURCE" "$TMP/strength-site"
if [ -e "$TMP/shared" ]; then
    echo "clone-check: $TMP/shared exists; the check needs a folder without it" >&2
    exit 1
fi
cd "$TMP/strength-site"
git remote set-url origin "$ADDRESS"
n=${GIT_CONFIG_COUNT:-0}
export GIT_CONFIG_COUNT=$((n + 1))
export "GIT_CONFIG_KEY_$n=url.$SOURCE.insteadOf" "GIT_CONFIG_VALUE_$n=$ADDRESS"
HEAD=$(git rev-parse HEAD)

# Fails when a build changed what git tracks or added a file it does not ignore.
unchanged() {
    if [ -n "$(git status --porcelain)" ]; then
        git status --short >&2
        echo "clone-check: $1 changed the clone's work tree" >&2
        exit 1
    fi
}

echo "clone-check: $(git rev-parse --short HEAD) in $TMP/strength-site (no ../shared; origin $ADDRESS)"
make run
unchanged "make run"
source_line=$(.build/release/strength-site --version | sed -n 2p)
if [ "$source_line" != "source: $ADDRESS at $HEAD" ]; then
    echo "clone-check: the release binary says '$source_line', not 'source: $ADDRESS at $HEAD'" >&2
    exit 1
fi
make install PREFIX="$TMP/prefix"
if command -v readelf >/dev/null 2>&1 && readelf -S "$TMP/prefix/bin/strength-site" | grep -q '\.symtab'; then
    echo "clone-check: make install installed a binary with its symbol table" >&2
    exit 1
fi
make test
unchanged "make test"
sh scripts/workflow-check.sh --build-from-source
echo "clone-check: a fresh clone passes make run, make install and make test, and the workflow builds it from source"
