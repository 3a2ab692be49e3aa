#!/usr/bin/env bash
set -e
target="$1"
echo "post-build for $target"
hook="${POSTBUILD_HOOK:-true}"
eval "$hook"
