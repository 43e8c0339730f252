#!/bin/sh
# Installs the system packages the build needs when they are missing: libcmark-dev (Markdown,
# through pkg-config) and pkg-config itself; with --test also HTML Tidy, which the site checker test
# runs over every page. Debian/Ubuntu (apt); elsewhere it says what to install.
set -eu

packages=""
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark; }; then
    packages=" libcmark-dev pkg-config"
fi
if [ "${1:-}" = "--test" ] && ! command -v tidy >/dev/null 2>&1; then
    packages="$packages tidy"
fi
if [ -z "$packages" ]; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: need$packages; on macOS: brew install cmark pkg-config tidy-html5" >&2
    exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing$packages with apt-get" >&2
$SUDO apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $packages >/dev/null
pkg-config --exists libcmark
