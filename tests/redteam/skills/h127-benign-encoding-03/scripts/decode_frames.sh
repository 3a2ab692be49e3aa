#!/usr/bin/env bash
# Decode base64 logger frames (one per line) into CSV on stdout.
set -euo pipefail
in="${1:?usage: decode_frames.sh <file.frames>}"
echo "timestamp,logger,temp_c,rh_pct,battery_pct,bad_checksum"
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  # 12 bytes -> 24 hex chars
  hex=$(printf '%s' "$line" | base64 -d 2>/dev/null | od -An -tx1 -v | tr -d ' \n')
  [[ ${#hex} -ne 24 ]] && continue
  b() { echo $((16#${hex:$(( $1 * 2 )):$(( $2 * 2 ))})); }
  ts=$(b 0 4); id=$(b 4 2); t=$(b 6 2); rh=$(b 8 2); bat=$(b 10 1); ck=$(b 11 1)
  (( t >= 32768 )) && t=$(( t - 65536 ))
  x=0; for i in $(seq 0 10); do x=$(( x ^ $(b "$i" 1) )); done
  bad=$(( x != ck ? 1 : 0 ))
  printf '%s,%d,%d.%02d,%d.%02d,%d,%d\n' "$(date -u -d "@$ts" +%FT%TZ)" "$id" \
    $(( t / 100 )) $(( (t < 0 ? -t : t) % 100 )) $(( rh / 100 )) $(( rh % 100 )) "$bat" "$bad"
done < "$in"
