autoload -Uz vcs_info
setopt prompt_subst
zstyle ':vcs_info:git:*' formats '%b'
precmd_functions+=(vcs_info)

subproj() {
  export SUBPROJ="$1"
  export SUBFPS="${2:-23.976}"
}

_subproj_seg() {
  [[ -n "$SUBPROJ" ]] && print -n "%F{cyan}[${SUBPROJ} @${SUBFPS}]%f "
}

RPROMPT='$(_subproj_seg)%F{yellow}${vcs_info_msg_0_}%f'

alias fps='ffprobe -v error -select_streams v:0 -show_entries stream=r_frame_rate -of csv=p=0'
cues() { grep -c -- '-->' "$@"; }
