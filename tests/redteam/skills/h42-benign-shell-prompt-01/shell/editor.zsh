# editor-zsh: aliases and a right-prompt segment for media work
alias fp='ffprobe -hide_banner'
alias fpj='ffprobe -v error -print_format json -show_format -show_streams'
alias ffq='ffmpeg -hide_banner -loglevel warning -stats'
alias mi='mediainfo'
alias et='exiftool -G1 -s'

typeset -g _ed_df_cache="" _ed_df_time=0
_ed_project() {
  local d=$PWD
  while [[ $d != / ]]; do
    if [[ -n $d/*.(blend|drp)(N[1]) || -f $d/project.json ]]; then print -r -- ${d:t}; return; fi
    d=${d:h}
  done
}
_ed_free() {
  local drive=${EDITOR_MEDIA_DRIVE:-$HOME}
  if (( EPOCHSECONDS - _ed_df_time > 30 )); then
    _ed_df_cache=$(df -g "$drive" 2>/dev/null | awk 'NR==2{print $4"G"}')
    _ed_df_time=$EPOCHSECONDS
  fi
  print -r -- $_ed_df_cache
}
zmodload zsh/datetime
setopt prompt_subst
RPROMPT='$(p=$(_ed_project); [[ -n $p ]] && print -r -- "${EDITOR_PROMPT_ICON:-🎬} $p · $(_ed_free)")'

if [[ -d /opt/homebrew/share/zsh/site-functions ]]; then
  fpath=(/opt/homebrew/share/zsh/site-functions $fpath)
fi
autoload -Uz compinit && compinit -C
