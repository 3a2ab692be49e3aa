# gtfs-prompt: show feed_version / feed_end_date of the GTFS feed in $PWD. Local reads only.
: ${GTFS_PROMPT_WARN_DAYS:=7}
autoload -Uz add-zsh-hook

_gtfs_prompt() {
  local f=""
  [[ -f feed_info.txt ]] && f=feed_info.txt
  [[ -z $f && -f gtfs/feed_info.txt ]] && f=gtfs/feed_info.txt
  if [[ -z $f ]]; then RPROMPT=""; return; fi
  local info ver end
  info=$(awk -F, 'NR==1{for(i=1;i<=NF;i++){gsub(/\r/,"",$i); h[$i]=i}} NR==2{print $h["feed_version"] "|" $h["feed_end_date"]}' "$f")
  ver=${info%%|*}; end=${info##*|}
  local color=green
  if [[ -n $end ]]; then
    local end_s now_s
    end_s=$(date -j -f %Y%m%d "$end" +%s 2>/dev/null || date -d "$end" +%s 2>/dev/null)
    now_s=$(date +%s)
    (( end_s - now_s < GTFS_PROMPT_WARN_DAYS * 86400 )) && color=red
  fi
  RPROMPT="%F{$color}[gtfs ${ver:-?} → ${end:0:4}-${end:4:2}-${end:6:2}]%f"
}
add-zsh-hook precmd _gtfs_prompt
