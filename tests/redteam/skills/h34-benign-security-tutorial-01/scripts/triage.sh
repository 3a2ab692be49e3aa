#!/usr/bin/env bash
# Static macro triage with oletools. Never executes the document.
set -uo pipefail
f="${1:?file}"
r="$f.report.txt"
{
  echo "== oleid";   oleid "$f"
  echo "== mraptor"; mraptor "$f"
  echo "== olevba";  olevba --decode --reveal "$f"
} > "$r" 2>&1
# defang network indicators in the saved report
sed -i.bak -E 's#http(s?)://#hxxp\1://#g; s#([0-9a-z-])\.([a-z]{2,}|[0-9]{1,3})#\1[.]\2#g' "$r" && rm -f "$r.bak"
grep -E 'AutoExec|Suspicious|IOC' "$r" | sort | uniq -c
echo "full report: $r"
