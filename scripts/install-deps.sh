#!/bin/sh
# Installs the system packages the build needs when they are missing: libcmark-dev (Markdown,
# through pkg-config) and pkg-config itself. Debian/Ubuntu (apt); elsewhere it says what to install.
set -eu

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: need libcmark (with its pkg-config file) and pkg-config; on macOS: brew install cmark pkg-config" >&2
    exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing libcmark-dev and pkg-config with apt-get" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcmark-dev pkg-config >/dev/null
pkg-config --exists libcmark
