# meter-tools helpers
: "${METER_DROP_DIR:=$HOME/meter-drops}"
mlatest() { ls -t "$METER_DROP_DIR"/*.csv 2>/dev/null | head -1; }
mgaps() {
  awk -F, 'NR>1 { c[$1]++ } END { for (m in c) if (c[m] % 96) print m, c[m] " intervals" }' "$1"
}
mkwh() { awk -F, 'NR>1 { s[$1]+=$4 } END { for (m in s) printf "%s %.1f\n", m, s[m] }' "$1"; }
mcsv2parquet() { duckdb -c "copy (select * from read_csv_auto('$1')) to '${1%.csv}.parquet' (format parquet)"; }
