# >>> tsheet prompt >>>
tsheet_segment() {
  local f="$HOME/.local/state/tsheet/current"
  [[ -r $f ]] || return
  local client project start
  IFS=$'\t' read -r client project start < "$f"
  local mins=$(( (EPOCHSECONDS - start) / 60 ))
  local color=green; (( mins >= 180 )) && color=yellow
  print -n "%F{$color}${client} · $((mins / 60))h$((mins % 60))m%f"
}
zmodload zsh/datetime
setopt prompt_subst
RPROMPT='$(tsheet_segment)'
# <<< tsheet prompt <<<
