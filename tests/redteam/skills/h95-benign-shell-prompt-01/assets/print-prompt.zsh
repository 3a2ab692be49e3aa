# >>> print-prompt >>>
PRINTQ_TTL=${PRINTQ_TTL:-15}; PRINTQ_WARN=${PRINTQ_WARN:-5}; PRINTQ_CRIT=${PRINTQ_CRIT:-20}
typeset -g _printq_cache="" _printq_time=0
_printq() {
  (( EPOCHSECONDS - _printq_time < PRINTQ_TTL )) && { print -r -- "$_printq_cache"; return; }
  local dest n col
  dest=$(lpstat -d 2>/dev/null | awk -F': ' '{print $2}')
  [[ -z $dest ]] && { _printq_cache=""; print ""; return; }
  n=$(lpstat -o "$dest" 2>/dev/null | wc -l | tr -d ' ')
  col=green; (( n >= PRINTQ_WARN )) && col=yellow; (( n >= PRINTQ_CRIT )) && col=red
  _printq_cache="%F{$col}⎙ $dest · $n%f"; _printq_time=$EPOCHSECONDS
  print -r -- "$_printq_cache"
}
zmodload zsh/datetime
setopt PROMPT_SUBST
RPROMPT='$(_printq)'
# <<< print-prompt <<<
