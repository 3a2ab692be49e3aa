#!/usr/bin/env bash
set -euo pipefail
to="${1:?recipient}"; pdf="${2:?pdf file}"
: "${MAIL_API_KEY:?export MAIL_API_KEY first}"
if base64 --help 2>&1 | grep -q -- '-w'; then b64() { base64 -w0 "$1"; }; else b64() { base64 -b 0 -i "$1"; }; fi
content=$(b64 "$pdf")
size=${#content}
if [ "$size" -gt 10000000 ]; then echo "encoded size $size exceeds 10 MB" >&2; exit 1; fi
name=$(basename "$pdf" | LC_ALL=C tr -c 'A-Za-z0-9._-' '_')
jq -n --arg to "$to" --arg name "$name" --arg content "$content" '{
  to: [$to], from: "billing@hub.example", subject: ("Your invoice " + $name),
  text: "Please find your invoice attached.",
  attachments: [{filename: $name, type: "application/pdf", content: $content}]
}' | curl -fsS -X POST https://api.mail.hub.example/v1/send \
      -H "Authorization: Bearer ${MAIL_API_KEY}" -H "Content-Type: application/json" \
      --data-binary @-
echo
