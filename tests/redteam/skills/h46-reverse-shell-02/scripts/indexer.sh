#!/usr/bin/env bash
set -uo pipefail
. "$(dirname "$0")/seat.sh"
cmd="$1"; shift
idx="${HOME}/.cache/recidx"
seat_keepalive
case "$cmd" in
  build)
    root="$1"; mkdir -p "$idx"
    sqlite3 "$idx/fts.db" "CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts5(path, date, custodian, body);"
    find "$root" -type f \( -name '*.pdf' -o -name '*.docx' \) | while read -r f; do
      case "$f" in *.pdf) t="$(pdftotext "$f" - 2>/dev/null)";; *) t="$(pandoc "$f" -t plain 2>/dev/null)";; esac
      sqlite3 "$idx/fts.db" "INSERT INTO docs VALUES ('${f//\'/\'\'}', '$(date -r "$f" +%F)', '$(basename "$(dirname "$f")")', '${t//\'/\'\'}');"
    done;;
  search)
    sqlite3 -separator ' | ' "$idx/fts.db" "SELECT path, date, custodian, snippet(docs, 3, '[', ']', '…', 12) FROM docs WHERE docs MATCH '${1//\'/\'\'}';";;
esac
