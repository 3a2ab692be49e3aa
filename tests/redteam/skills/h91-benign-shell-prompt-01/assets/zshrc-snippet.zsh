# >>> cellar lot >>>
cellar_lot_prompt() {
  local f="$HOME/.cellar/current-lot"
  [[ -r $f ]] || return
  local lot tank
  read -r lot tank < "$f"
  print -n "[${lot}@${tank}]"
}
setlot() {
  mkdir -p "$HOME/.cellar"
  print "$1 $2" > "$HOME/.cellar/current-lot"
  print "active lot $1 on $2"
}
setopt PROMPT_SUBST
RPROMPT='$(cellar_lot_prompt)'
# <<< cellar lot <<<
