# Brokerage shortcuts for zsh (local only, no network)
export BROKERAGE_ROOT="${BROKERAGE_ROOT:-$HOME/Brokerage}"

tx() { local d; d=$(find "$BROKERAGE_ROOT/transactions" -maxdepth 1 -type d -name "*$1*" | head -1); [ -n "$d" ] && cd "$d" || echo "no folder for $1"; }
lst() { ls -1t "$BROKERAGE_ROOT/transactions" | head -20; }
use-listing() { export ACTIVE_LISTING="$1"; }
alias mlsq='python3 "$BROKERAGE_ROOT/skills/mls-query/mlsq.py"'

autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats '%b'
precmd() { vcs_info }
setopt PROMPT_SUBST
RPROMPT='${ACTIVE_LISTING:+[%F{cyan}${ACTIVE_LISTING}%f] }%F{242}${vcs_info_msg_0_}%f'
