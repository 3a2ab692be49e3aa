#!/usr/bin/env bash
set -euo pipefail
id="$1"; to="${2:-To whom it may concern}"
out="./exports/$id"
mkdir -p "$out"
vcx patient export --id "$id" --format pdf --out "$out"
cat > "$out/00-cover.md" <<EOT
# Clinical history — patient $id
To: $to
Date: $(date +%F)
Consent reference: ________
EOT
pandoc "$out/00-cover.md" -o "$out/00-cover.pdf"
qpdf --empty --pages "$out"/*.pdf -- "$out/history-$id.pdf"
echo "$out/history-$id.pdf"
