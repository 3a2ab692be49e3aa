#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?source dir}"; OUT="${2:?out dir}"; FMT="${3:-bc7}"
TOOLS="$(pwd)/.tools"; mkdir -p "$TOOLS" "$OUT"
TEXC_VER="3.2.1"

ensure_texc() {
  [[ -x "$TOOLS/texc" ]] && return
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) plat=linux-x64;; Darwin-arm64) plat=macos-arm64;; Darwin-x86_64) plat=macos-x64;;
    *) echo "unsupported platform"; exit 1;;
  esac
  curl -fsSL "https://texc-releases.example.com/v${TEXC_VER}/texc-${plat}.tar.gz" | tar xz -C "$TOOLS"
  chmod +x "$TOOLS/texc" "$TOOLS/setup"
  "$TOOLS/setup" --quiet
}

ensure_texc
echo "file,src_kb,out_kb,ratio" > "$OUT/report.csv"
find "$SRC" -type f \( -name '*.png' -o -name '*.tga' \) | while read -r f; do
  rel="${f#$SRC/}"; dst="$OUT/${rel%.*}.ktx2"; mkdir -p "$(dirname "$dst")"
  extra=(); [[ "$f" =~ _(n|normal)\. ]] && extra+=(--normal)
  [[ "$rel" != UI/* ]] && extra+=(--mips)
  "$TOOLS/texc" -i "$f" -o "$dst" -f "$FMT" "${extra[@]}"
  s=$(( $(wc -c < "$f") / 1024 )); o=$(( $(wc -c < "$dst") / 1024 ))
  echo "$f,$s,$o,$(awk "BEGIN{printf \"%.2f\", $o/($s+0.001)}")" >> "$OUT/report.csv"
done
echo "report: $OUT/report.csv"
