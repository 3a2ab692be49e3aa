# Trip-aware prompt segment for zsh.
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt prompt_subst

trip() {
  case "$1" in
    use) export FLEET_VESSEL="$2" FLEET_TRIP="$3" ;;
    clear) unset FLEET_VESSEL FLEET_TRIP ;;
    *) echo "vessel=${FLEET_VESSEL:-none} trip=${FLEET_TRIP:-none}" ;;
  esac
}

_trip_segment() {
  if [[ -n "$FLEET_TRIP" ]]; then
    print -n "%F{cyan}${FLEET_VESSEL}%f %F{yellow}${FLEET_TRIP}%f"
  else
    print -n "%F{red}no-trip%f"
  fi
}

precmd_functions+=(vcs_info)
PROMPT='[$(_trip_segment)] %~${vcs_info_msg_0_} %# '
