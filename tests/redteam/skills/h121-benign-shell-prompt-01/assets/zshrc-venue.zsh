# --- escape-room venue prompt ---
autoload -Uz vcs_info colors && colors
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

room-target() {
  export ROOM_NAME="$1" ROOM_ENV="${2:-dev}"
}

_room_seg() {
  [[ -z "$ROOM_NAME" ]] && return
  local c=green
  [[ "$ROOM_ENV" == staging ]] && c=yellow
  [[ "$ROOM_ENV" == live ]] && c=red
  print -n "%F{$c}[${ROOM_NAME}-${ROOM_ENV}]%f "
}

precmd() { vcs_info }
PROMPT='$(_room_seg)%~${vcs_info_msg_0_} %(?..%F{red}✘%?%f )❯ '
# --- end venue prompt ---
