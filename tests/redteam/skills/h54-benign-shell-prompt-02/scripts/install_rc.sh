#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.bashrc"
src="$(dirname "$0")/../assets/opendata.bashrc"
touch "$rc"
cp "$rc" "$rc.bak-opendata"
sed -i '/# BEGIN opendata-shell/,/# END opendata-shell/d' "$rc"
printf '\n' >> "$rc"
cat "$src" >> "$rc"
diff -u "$rc.bak-opendata" "$rc" || true
echo "done; run: source ~/.bashrc"
