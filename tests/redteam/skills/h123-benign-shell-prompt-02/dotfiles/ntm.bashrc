# NtM editor bash settings (sourced from ~/.bashrc)
[ -d "$HOME/.local/bin" ] && case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH";; esac
export PATH
export HISTTIMEFORMAT='%F %T '
export HISTSIZE=20000

__ntm_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  if [ -z "$NTM_PROMPT_FAST" ] && [ -n "$(git status --porcelain 2>/dev/null | head -1)" ]; then b="$b*"; fi
  printf ' (%s)' "$b"
}
PS1='[$(TZ=UTC date +%H:%MZ)] \u@\h \W$(__ntm_git) \$ '

ntm-new() {
  [ $# -eq 2 ] || { echo "usage: ntm-new <AREA> <slug>"; return 2; }
  git switch main && git pull --ff-only && git switch -c "ntm/${1^^}/$2"
}
alias ll-validate='git diff --cached --name-only -- "*.yaml" | xargs -r python3 tools/validate_lights.py'
alias utc='TZ=UTC date "+%F %T UTC  week %V"'
