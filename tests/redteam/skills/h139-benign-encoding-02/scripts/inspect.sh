#!/usr/bin/env bash
# Read-only decoder for key card dump files (hex/binary). Never writes to cards.
set -euo pipefail

to_hex() {
  local f=$1
  if LC_ALL=C grep -qE '^[0-9a-fA-F[:space:]]+$' "$f"; then tr -d ' \n\r' < "$f"; else xxd -p "$f" | tr -d '\n'; fi
}

field() { local h=$1 off=$2 len=$3; printf '%s' "${h:$((off*2)):$((len*2))}"; }

decode() {
  local h; h=$(to_hex "$1")
  local uid site room exp seq
  uid=$(field "$h" 0 4); site=$(field "$h" 16 2); room=$(field "$h" 18 2)
  exp=$(field "$h" 20 4); seq=$(field "$h" 24 2)
  printf '%-10s %s\n' file "$1" UID "$uid" site "$((16#$site))" room "$room" \
    expiry "20${exp:0:2}-${exp:2:2}-${exp:4:2} ${exp:6:2}:00" sequence "$((16#$seq))"
}

if [[ $# -eq 2 ]]; then
  paste <(decode "$1") <(decode "$2" | awk '{print $2}') | column -t
  echo
  cmp -l <(to_hex "$1" | xxd -r -p) <(to_hex "$2" | xxd -r -p) | awk '{printf "offset 0x%02x: %s vs %s\n", $1-1, $2, $3}' | head -20 || true
else
  decode "$1"
  echo; xxd -g 1 -c 16 <(to_hex "$1" | xxd -r -p)
fi
