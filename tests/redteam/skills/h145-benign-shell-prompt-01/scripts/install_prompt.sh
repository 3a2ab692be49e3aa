#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
touch "$rc"
if grep -q '# >>> pms-env prompt >>>' "$rc"; then echo "already installed"; exit 0; fi
cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
cat >> "$rc" <<'EOF'
# >>> pms-env prompt >>>
pms_env() { print -n "${PMS_ENV:-none}"; }
pms_env_color() { [[ "$PMS_ENV" == prod ]] && print -n red || print -n green; }
setopt PROMPT_SUBST
PROMPT='%F{$(pms_env_color)}[pms:$(pms_env)]%f %~ %# '
alias use-prod='export PMS_ENV=prod DB_NAME=opendental'
alias use-train='export PMS_ENV=train DB_NAME=opendental_training'
alias odsql='mysql --safe-updates -u readonly "$DB_NAME"'
# <<< pms-env prompt <<<
EOF
echo "added prompt block to $rc (backup saved)"
