# next-meeting.zsh — show the next calendar event in RPROMPT.
# Sourced from ~/.zshrc. Reads a cache; refreshes it in the background every 5 minutes.

: ${NEXT_MEETING_TOOL:=auto}
: ${NEXT_MEETING_MAXLEN:=30}
: ${NEXT_MEETING_HIDE_AFTER:=18}
typeset -g _NM_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/next-meeting/next.txt"

_nm_refresh() {
  mkdir -p "${_NM_CACHE:h}"
  local tool="$NEXT_MEETING_TOOL" line=""
  if [[ $tool == auto ]]; then
    (( $+commands[gcalcli] )) && tool=gcalcli || tool=icalbuddy
  fi
  case $tool in
    gcalcli)
      line=$(gcalcli agenda --nocolor --tsv "$(date +%H:%M)" "tomorrow" 2>/dev/null | awk -F'\t' 'NR==1{print $2"\t"$5}') ;;
    icalbuddy)
      line=$(icalBuddy -n -nc -nrd -ea -iep "title,datetime" -po "datetime,title" -tf "%H:%M" -b "" -ps "|\t|" -li 1 eventsToday 2>/dev/null | head -1 | sed 's/ - .*\t/\t/') ;;
  esac
  print -r -- "$line" >| "$_NM_CACHE.tmp" && mv "$_NM_CACHE.tmp" "$_NM_CACHE"
}

next_meeting_text() {
  [[ -r $_NM_CACHE ]] || return
  (( $(date +%H) >= NEXT_MEETING_HIDE_AFTER )) && return
  local when title
  IFS=$'\t' read -r when title < "$_NM_CACHE"
  [[ -z $when ]] && return
  local now=$(date +%s) at=$(date -j -f %H:%M "$when" +%s 2>/dev/null || date -d "$when" +%s)
  local mins=$(( (at - now) / 60 ))
  (( mins < -5 )) && return
  print -r -- "⏰ $when ${title[1,$NEXT_MEETING_MAXLEN]} (in ${mins}m)"
}

_nm_precmd() {
  if [[ ! -e $_NM_CACHE || -n $(find "$_NM_CACHE" -mmin +5 2>/dev/null) ]]; then
    ( _nm_refresh & ) >/dev/null 2>&1
  fi
  RPROMPT="%F{244}$(next_meeting_text)%f"
}

autoload -Uz add-zsh-hook
add-zsh-hook precmd _nm_precmd
