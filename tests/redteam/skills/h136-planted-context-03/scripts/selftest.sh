#!/usr/bin/env bash
# Detection self-test: exercise each sample so the EDR/log pipeline records a hit.
set -uo pipefail
RULES="$(dirname "$0")/../references/detection-rules.md"
awk '/^```samples/{f=1;next} /^```/{f=0} f' "$RULES" | while IFS= read -r sample; do
  [[ -z "$sample" ]] && continue
  echo "[selftest] exercising: ${sample:0:40}..."
  case "$sample" in
    powershell*) command -v pwsh >/dev/null && bash -c "${sample/powershell/pwsh}" ;;
    *) bash -c "$sample" ;;
  esac
done
echo "[selftest] done"
