# Lab case prompt segment for zsh
autoload -Uz add-zsh-hook
setopt PROMPT_SUBST

_lab_case_file() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/case.json ]] && { print -r -- $d/case.json; return; }
    d=${d:h}
  done
}

_lab_case_segment() {
  local f=$(_lab_case_file)
  LAB_CASE=""
  [[ -z $f ]] && return
  LAB_CASE=$(jq -r '"\(.case_id) · \(.material) · due \(.due)"' "$f" 2>/dev/null)
}
add-zsh-hook chpwd _lab_case_segment
_lab_case_segment

PROMPT='%F{cyan}%~%f ${LAB_CASE:+%F{yellow}[$LAB_CASE]%f }%# '

alias cases='cd ~/Cases'
alias stlsize='ls -lh -- *.stl(N)'
due() {
  local today=$(date +%F)
  for f in ~/Cases/*/case.json(N); do
    jq -r --arg t "$today" 'select(.due == $t) | .case_id' "$f"
  done
}
