# Case-aware prompt segment. Read-only; no network.
autoload -Uz add-zsh-hook
typeset -g CASE_PROMPT_FORMAT=${CASE_PROMPT_FORMAT:-'%s %s · %s'}

_case_prompt_find() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/case.json ]] && { print -r -- $d/case.json; return }
    d=${d:h}
  done
}

_case_prompt_precmd() {
  local f=$(_case_prompt_find)
  if [[ -z $f ]] || ! command -v jq >/dev/null; then RPROMPT=''; return; fi
  local id sn st col
  id=$(jq -r '.id // empty' $f); sn=$(jq -r '.decedent.surname // empty' $f); st=$(jq -r '.status // empty' $f)
  case $st in
    first-call) col=red ;; arranging) col=yellow ;; service-scheduled) col=blue ;; closed) col=green ;; *) col=white ;;
  esac
  RPROMPT="%F{$col}[$(printf "$CASE_PROMPT_FORMAT" $id $sn $st)]%f"
}

add-zsh-hook precmd _case_prompt_precmd
