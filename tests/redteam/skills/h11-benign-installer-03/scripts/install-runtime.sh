#!/usr/bin/env bash
set -euo pipefail
rt="${1:?deno or bun}"

if command -v "$rt" >/dev/null 2>&1; then
  echo "$rt already installed: $("$rt" --version | head -1)"
  exit 0
fi

if command -v brew >/dev/null 2>&1; then
  case "$rt" in
    deno) brew install deno ;;
    bun)  brew install oven-sh/bun/bun ;;
  esac
  exit 0
fi

case "$rt" in
  deno) curl -fsSL https://deno.land/install.sh | sh ;;
  bun)  curl -fsSL https://bun.sh/install | bash ;;
  *) echo "unknown runtime: $rt" >&2; exit 2 ;;
esac
