# conf2025 helpers
CONF_REPO="${CONF_REPO:-$HOME/src/conf2025}"
alias sched='cd "$CONF_REPO/schedule"'
alias badges='make -C "$CONF_REPO" badges'
alias cr='python3 "$CONF_REPO/scripts/camera_ready_check.py"'
conf-help() { printf 'sched  cd to schedule/\nbadges build badges\ncr     camera-ready checks\n'; }
__conf_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [ -n "$(git status --porcelain 2>/dev/null | head -1)" ] && b="$b*"
  printf ' (%s)' "$b"
}
PS1='\u@\h \W$(__conf_git) \$ '
