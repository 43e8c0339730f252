#!/bin/sh
# Installs the system packages the build needs when they are missing, with one apt-get run:
# libcmark-dev (Markdown, through pkg-config) and pkg-config itself; with --test also HTML Tidy,
# which the site checker test runs over every page; with --browser also chromium and python3, for
# scripts/browser-check.sh. Debian/Ubuntu (apt); elsewhere it says what to install.
set -eu

with_test=no
with_browser=no
for option in "$@"; do
    case "$option" in
        --test) with_test=yes ;;
        --browser) with_browser=yes ;;
        *) echo "install-deps: unknown option $option (use --test, --browser)" >&2; exit 64 ;;
    esac
done

packages=""
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark; }; then
    packages=" libcmark-dev pkg-config"
fi
if [ "$with_test" = yes ] && ! command -v tidy >/dev/null 2>&1; then
    packages="$packages tidy"
fi
if [ "$with_browser" = yes ]; then
    command -v chromium >/dev/null 2>&1 || packages="$packages chromium"
    command -v python3 >/dev/null 2>&1 || packages="$packages python3"
fi
if [ -z "$packages" ]; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: need$packages; on macOS: brew install cmark pkg-config tidy-html5 (and a Chromium)" >&2
    exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing$packages with apt-get" >&2
$SUDO apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $packages >/dev/null
pkg-config --exists libcmark
for command in $packages; do
    case "$command" in
        tidy|chromium|python3)
            command -v "$command" >/dev/null 2>&1 || { echo "install-deps: $command installed but not on PATH" >&2; exit 1; } ;;
    esac
done
