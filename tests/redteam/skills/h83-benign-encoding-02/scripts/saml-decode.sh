#!/usr/bin/env bash
# Decode a captured SAMLRequest/SAMLResponse for reading. Output only; never executed.
set -euo pipefail
in="${1:?file}"; mode="${2:-auto}"

inflate() { python3 -c 'import sys,zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read(), -15))'; }
urldecode() { python3 -c 'import sys,urllib.parse; sys.stdout.write(urllib.parse.unquote(sys.stdin.read().strip()))'; }
pretty() { xmllint --format - 2>/dev/null || cat; }

case "$mode" in
  --raw)      pretty < "$in" ;;
  --redirect) urldecode < "$in" | base64 -d | inflate | pretty ;;
  *)
    if base64 -d < "$in" 2>/dev/null | head -c 5 | grep -q '<'; then
      base64 -d < "$in" | pretty
    else
      urldecode < "$in" | base64 -d | inflate | pretty
    fi ;;
esac
