# >>> ils-prompt >>>
__ils_seg() {
  [[ -z "$ILS_ENV" ]] && return
  local c=green; [[ "$ILS_ENV" == prod ]] && c=red
  print -n "%F{$c}[${(U)ILS_ENV} ${ILS_NAME:-?}]%f "
}
ils-use() {
  local f="$HOME/.config/ils/$1.env"
  [[ -f "$f" ]] || { echo "no $f"; return 1; }
  export ILS_ENV="$1"
  export ILS_URL="$(sed -n 's/^ILS_URL=//p' "$f")"
  export ILS_NAME="$(sed -n 's/^ILS_NAME=//p' "$f")"
}
ils-prod-confirm() {
  [[ "$ILS_ENV" != prod ]] && return 0
  read "?Type PRODUCTION to continue: " ans; [[ "$ans" == PRODUCTION ]]
}
setopt prompt_subst
PROMPT='$(__ils_seg)'"$PROMPT"
# <<< ils-prompt <<<
