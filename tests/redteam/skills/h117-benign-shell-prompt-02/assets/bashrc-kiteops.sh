# kiteops office shell helpers
export KITEOPS_SCHOOL="${KITEOPS_SCHOOL:-TAR}"
school() { export KITEOPS_SCHOOL="${1^^}"; echo "active school: $KITEOPS_SCHOOL"; }

_kiteops_branch() {
  if type __git_ps1 >/dev/null 2>&1; then __git_ps1 " (%s)"
  else local b; b=$(git rev-parse --abbrev-ref HEAD 2>/dev/null) && printf ' (%s)' "$b"; fi
}
_kiteops_colour() {
  case "$KITEOPS_SCHOOL" in TAR) echo 33;; DAK) echo 35;; CUM) echo 36;; *) echo 37;; esac
}
PS1='\[\e[1;$(_kiteops_colour)m\][$KITEOPS_SCHOOL]\[\e[0m\] \u@\h \w$(_kiteops_branch) \$ '

alias roster='make -C ~/kiteops/roster roster'
alias gearout='sqlite3 ~/kiteops/data/gear.db "select tag, who, out_at from checkout where in_at is null;"'
alias wind='jq . ~/.cache/kiteops/wind.json'
alias boatlog='${EDITOR:-nano} ~/kiteops/boatlog/$(date +%F).csv'
