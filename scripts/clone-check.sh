#!/bin/sh
# What a stranger meets: clones this repository's HEAD into a temporary folder with no ../shared
# beside it (so the real-export corpus is absent) and runs the README's two Quick start commands
# there, `make run` and `make test`, with nothing from this checkout's build reused.
# `.ci/run` runs it after `make test`; `make clone-check` runs it by hand.
set -eu
cd "$(dirname "$0")/.."
TMP=$(mktemp -d "${TMPDIR:-/tmp}/clone-check.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM HUP

git clone --quiet --no-hardlinks "$(pwd)" "$TMP/strength-site"
if [ -e "$TMP/shared" ]; then
    echo "clone-check: $TMP/shared exists; the check needs a folder without it" >&2
    exit 1
fi
cd "$TMP/strength-site"
echo "clone-check: $(git rev-parse --short HEAD) in $TMP/strength-site (no ../shared)"
make run
make test
echo "clone-check: a fresh clone passes make run and make test"
