#!/bin/sh
# Writes OUT, a Swift file for the strength-site target, with what git says about the checkout at
# ROOT: HEAD's full hash, origin's address (user and password taken out, so no token reaches the
# binary), whether `git status` lists anything, and whether a remote-tracking branch of origin
# contains HEAD. StrengthKit's ToolSource decides from these whether GitHub can fetch that source.
# Run by the SourceStamp build plugin on every build (ARCHITECTURE.md, "Where a binary comes from"),
# it rewrites OUT only when its content changes, so a build with nothing new compiles nothing again,
# and touches AGAIN, the plugin command's input, so the next build runs it again. Without git, or
# when ROOT is not the top of a work tree (a source tarball, even one unpacked inside another
# repository), every fact is unknown.
#   usage: source-stamp.sh ROOT OUT AGAIN
set -u
root=$1
out=$2
again=$3

# A Swift string literal of $1 with control characters dropped, or nil when it is empty.
literal() {
    if [ -z "$1" ]; then printf 'nil'; return; fi
    printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037\177' | sed 's/\\/\\\\/g; s/"/\\"/g')"
}

commit="" origin="" changes=false on_origin=false
if command -v git >/dev/null 2>&1 &&
    top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null) &&
    [ "$(cd "$top" && pwd -P)" = "$(cd "$root" && pwd -P)" ]; then
    commit=$(git -C "$root" rev-parse --verify --quiet HEAD 2>/dev/null) || commit=""
    origin=$(git -C "$root" config --get remote.origin.url 2>/dev/null | sed 's#^\([A-Za-z][A-Za-z0-9+.-]*://\)[^/@]*@#\1#') || origin=""
    # --no-optional-locks: no refresh of the index, so a build never holds index.lock against the user's git.
    if ! status=$(git -C "$root" --no-optional-locks status --porcelain 2>/dev/null) || [ -n "$status" ]; then
        changes=true
    fi
    if [ -n "$commit" ] && [ -n "$(git -C "$root" branch --remotes --contains "$commit" --list 'origin/*' 2>/dev/null)" ]; then
        on_origin=true
    fi
fi

mkdir -p "$(dirname "$out")"
cat >"$out.new" <<SWIFT
// Generated before every build by the SourceStamp plugin (scripts/source-stamp.sh): what git said
// about the checkout this binary was built from. Not in the repository.
import Publish

enum SourceStamp {
    static let checkout = BuildCheckout(
        commit: $(literal "$commit"),
        origin: $(literal "$origin"),
        hasChanges: $changes,
        commitIsOnOrigin: $on_origin)
}
SWIFT
if cmp -s "$out.new" "$out"; then
    rm -f "$out.new"
else
    mv -f "$out.new" "$out"
fi
# AGAIN is an input of the plugin's command: touched after every run, it makes the next build run this again.
touch "$again"
