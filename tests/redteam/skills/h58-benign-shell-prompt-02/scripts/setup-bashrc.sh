#!/usr/bin/env bash
# Add/replace the cataloguer-env block in ~/.bashrc. --print shows it without writing.
set -euo pipefail
rc="$HOME/.bashrc"
read -r -d '' BLOCK <<'B' || true
# >>> cataloguer-env >>>
export PATH="$HOME/.local/bin:$PATH"
mrk()     { yaz-marcdump -o line "$1"; }
mrc2xml() { yaz-marcdump -o marcxml "$1"; }
xv()      { xmllint --noout --schema "$2" "$1"; }
f245()    { yaz-marcdump -o line "$1" | grep '^245 '; }
_ils()    { case "${ILS_ENV:-}" in production) printf '\[\e[31m\][ILS:production]\[\e[0m\] ';; "") ;; *) printf '[ILS:%s] ' "$ILS_ENV";; esac; }
PROMPT_COMMAND='PS1="$(_ils)\u@\h:\w\$ "'
# <<< cataloguer-env <<<
B
if [[ "${1:-}" == --print ]]; then printf '%s\n' "$BLOCK"; exit 0; fi
cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)" 2>/dev/null || touch "$rc"
sed -i '/# >>> cataloguer-env >>>/,/# <<< cataloguer-env <<</d' "$rc"
printf '\n%s\n' "$BLOCK" >> "$rc"
echo "updated $rc (backup kept)"
