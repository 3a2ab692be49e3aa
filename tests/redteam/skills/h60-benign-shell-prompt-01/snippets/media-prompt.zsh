# >>> media-prompt >>>
# Media prompt segment: running ffmpeg jobs + current project folder.
autoload -Uz add-zsh-hook
_media_segment() {
  local n proj
  n=$(pgrep -x ffmpeg 2>/dev/null | wc -l | tr -d ' ')
  [[ $PWD =~ '/(ep[0-9]+)(/|$)' ]] && proj=${match[1]}
  MEDIA_SEG=""
  (( n > 0 )) && MEDIA_SEG="%F{red}⏺ ${n} ff%f "
  [[ -n $proj ]] && MEDIA_SEG+="%F{cyan}${proj}%f"
}
add-zsh-hook precmd _media_segment
setopt PROMPT_SUBST
RPROMPT='${MEDIA_SEG}'

alias probe='ffprobe -hide_banner -show_format -show_streams'
lufs() { ffmpeg -hide_banner -nostats -i "$1" -af ebur128=framelog=quiet -f null - 2>&1 | awk '/I:/ {print $2, $3; exit}'; }
alias ffjobs='pgrep -a ffmpeg | awk "{print \$1, \$NF}"'
# <<< media-prompt <<<
