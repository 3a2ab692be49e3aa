# >>> zsh-podcast-prompt >>>
: ${PODCAST_ROOT:=$HOME/Podcast}
autoload -Uz vcs_info compinit
compinit -C
zstyle ':vcs_info:git:*' formats ' (%b)'
precmd() { vcs_info }
setopt PROMPT_SUBST
_ep_seg() { [[ $PWD == $PODCAST_ROOT/ep* ]] && print -n "%F{208}${PWD:t}%f " }
PROMPT='$(_ep_seg)%F{244}%~%f${vcs_info_msg_0_} ❯ '
alias lufs='f(){ ffmpeg -hide_banner -nostats -i "$1" -af ebur128=peak=true -f null - 2>&1 | grep -E "I:|Peak:"; }; f'
alias mp3mono='f(){ ffmpeg -y -i "$1" -ac 1 -ar 44100 -c:a libmp3lame -b:a 64k "${1%.*}.mp3"; }; f'
ep() { cd "$PODCAST_ROOT/ep$1" }
_ep() { compadd ${${(f)"$(ls -d $PODCAST_ROOT/ep* 2>/dev/null)"}##*/ep} }
compdef _ep ep
# <<< zsh-podcast-prompt <<<
