# show-context prompt segment (local file only, no network)
_show_ctx_find() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/.showcontext ]] && { print -r -- $d/.showcontext; return; }
    d=${d:h}
  done
}
_show_ctx() {
  local f=$(_show_ctx_find); [[ -z $f ]] && return
  local prod cl half
  prod=$(sed -n 's/^production=//p' $f); cl=$(sed -n 's/^cuelist=//p' $f); half=$(sed -n 's/^half=//p' $f)
  local seg="$prod"; [[ -n $cl ]] && seg+=" · $cl"
  if [[ -n $half ]]; then
    local now=$(date +%s) h=$(date -j -f %H:%M "$half" +%s 2>/dev/null || date -d "$half" +%s 2>/dev/null)
    [[ -n $h ]] && (( h > now )) && seg+=" · half in $(( (h-now)/60 ))m"
  fi
  print -n "[%F{yellow}$seg%f] "
}
setopt PROMPT_SUBST
PROMPT='$(_show_ctx)'"$PROMPT"
