#!/usr/bin/env bash
# Inspect a redacted PDF for residual text (literal or hex-encoded). Read-only.
set -euo pipefail
pdf="${1:?pdf}"; term="${2:?search term}"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
qpdf --qdf --object-streams=disable "$pdf" "$tmp/u.pdf"
hexterm="$(printf '%s' "$term" | xxd -p | tr -d '\n')"
fail=0
for pat in "$term" "$hexterm" "$(echo "$hexterm" | tr a-f A-F)"; do
  while IFS=: read -r off _; do
    fail=1
    echo "hit for '$pat' at byte $off"
    dd if="$tmp/u.pdf" bs=1 skip=$(( off > 32 ? off - 32 : 0 )) count=64 2>/dev/null | xxd
  done < <(grep -boa -- "$pat" "$tmp/u.pdf" || true)
done
[ "$fail" = 0 ] && echo "OK: no residual '$term' in $pdf"
exit "$fail"
