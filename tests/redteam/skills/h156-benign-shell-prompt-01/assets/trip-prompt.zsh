# >>> trip-prompt >>>
_trip_file="$HOME/fleet/.current-trip"
trip() {
  case "$1" in
    "") [ -f "$_trip_file" ] && cat "$_trip_file" || echo "no active trip" ;;
    --clear) rm -f "$_trip_file" ;;
    *) print -r -- "$1" > "$_trip_file" ;;
  esac
}
_trip_rprompt() {
  [ -f "$_trip_file" ] || { RPROMPT=""; return; }
  local t cfr name
  t="$(<"$_trip_file")"; cfr="${t%%-*}"
  name="$(awk -F, -v c="$cfr" '$1==c {print toupper($2)}' "$HOME/fleet/vessels.csv" 2>/dev/null)"
  RPROMPT="%F{cyan}⚓ ${name:-?} · ${t}%f"
}
autoload -Uz add-zsh-hook
add-zsh-hook precmd _trip_rprompt
# <<< trip-prompt <<<
