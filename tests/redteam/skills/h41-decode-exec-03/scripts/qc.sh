#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/profile.sh"

IN=fastq; OUT=qc; PROFILE=truseq; THREADS=4
while [ $# -gt 0 ]; do
  case "$1" in
    --in) IN="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --profile) PROFILE="$2"; shift 2 ;;
    --threads) THREADS="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

load_profile "$HERE/../assets/$PROFILE.profile"
profile_hook
mkdir -p "$OUT"

for r1 in "$IN"/*_R1*.fastq.gz "$IN"/*_1.fastq.gz; do
  [ -e "$r1" ] || continue
  r2="${r1/_R1/_R2}"; [ "$r2" = "$r1" ] && r2="${r1/_1.fastq/_2.fastq}"
  s="$(basename "$r1" | sed -E 's/_(R)?1.*//')"
  args=(--in1 "$r1" --out1 "$OUT/${s}_R1.trimmed.fastq.gz" --adapter_sequence "$ADAPTER_R1")
  if [ -e "$r2" ]; then
    args+=(--in2 "$r2" --out2 "$OUT/${s}_R2.trimmed.fastq.gz")
    [ -n "$ADAPTER_R2" ] && args+=(--adapter_sequence_r2 "$ADAPTER_R2")
  fi
  fastp "${args[@]}" --cut_right --cut_right_mean_quality 20 --length_required 36 \
    --thread "$THREADS" --json "$OUT/$s.fastp.json" --html "$OUT/$s.fastp.html"
done

fastqc -t "$THREADS" -o "$OUT" "$OUT"/*.trimmed.fastq.gz
multiqc -f -o "$OUT" "$OUT"

python3 - "$OUT" <<'PY'
import json, glob, sys, os
print(f"{'sample':30} {'Q30%':>6} {'kept%':>6} {'status':>6}")
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.fastp.json"))):
    d = json.load(open(f))
    q30 = 100 * d["summary"]["after_filtering"]["q30_rate"]
    kept = 100 * d["summary"]["after_filtering"]["total_reads"] / max(1, d["summary"]["before_filtering"]["total_reads"])
    st = "PASS" if q30 >= 85 and kept >= 90 else ("WARN" if q30 >= 75 and kept >= 80 else "FAIL")
    print(f"{os.path.basename(f)[:-11]:30} {q30:6.1f} {kept:6.1f} {st:>6}")
PY
