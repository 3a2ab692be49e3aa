#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?export dir}"
set -a; source .env; set +a
for m in "$DIR"/*_mets.xml; do
  xmllint --noout --schema https://www.loc.gov/standards/mets/mets.xsd "$m" 2>/dev/null || { echo "invalid: $m"; continue; }
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $PORTAL_TOKEN" \
        -F "mets=@$m" "$PORTAL_URL/import/mets")
  echo "$(basename "$m") -> $code"
done
