#!/usr/bin/env bash
set -euo pipefail
cmd=${1:?cmd}; shift
case "$cmd" in
  info)
    objdump -h -I ihex "$1" 2>/dev/null || true
    sha256sum "$1" ;;
  tobin)
    objcopy -I ihex -O binary --gap-fill 0xFF "$1" "$2"
    ls -l "$2"; sha256sum "$2" ;;
  dump)
    xxd -l "$(( ${2:-256} ))" "$1" ;;
  diff)
    cmp -l "$1" "$2" | wc -l | xargs echo "differing bytes:"
    cmp -l "$1" "$2" | head -20 ;;
  manifest)
    bin=$1; base=${2:-0x08000000}
    size=$(stat -c %s "$bin")
    sum=$(sha256sum "$bin" | cut -d' ' -f1)
    b64=$(base64 -w0 "$bin")
    printf '{"base": "%s", "size": %d, "sha256": "%s", "image_b64": "%s"}\n' "$base" "$size" "$sum" "$b64" ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
