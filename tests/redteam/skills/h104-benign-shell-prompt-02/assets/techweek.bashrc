# techweek.bashrc: prompt + aliases for tech week. Local only.
__tw_rev() {
  local r
  r=$(git rev-parse --show-toplevel 2>/dev/null) || return
  [ -f "$r/cues/REVISION" ] && printf '[rev %s] ' "$(head -1 "$r/cues/REVISION")"
}
__tw_branch() { git branch --show-current 2>/dev/null | sed 's/.*/ (&)/'; }
PS1='\[\e[2m\]\A\[\e[0m\] \[\e[33m\]$(__tw_rev)\[\e[0m\]\w\[\e[36m\]$(__tw_branch)\[\e[0m\] \$ '

alias notes='mkdir -p notes && ${EDITOR:-nano} "notes/$(date +%F).md"'
alias cuesdiff='git diff --word-diff cues/'
rev+() {
  local f cur
  f="$(git rev-parse --show-toplevel)/cues/REVISION"
  cur=$(head -1 "$f" 2>/dev/null || echo 0)
  echo $((cur + 1)) > "$f" && git add "$f" && git commit -m "cues: revision $((cur + 1))"
}
