# >>> spoken-done >>>
__spoken_speak() {
  if command -v say >/dev/null; then say "$1" &
  elif command -v spd-say >/dev/null; then spd-say "$1" &
  elif command -v espeak-ng >/dev/null; then espeak-ng -v "${SPOKEN_VOICE:-en-us}" "$1" 2>/dev/null &
  fi
}
__spoken_pre() { [[ -z "${__spoken_t:-}" ]] && __spoken_t=$SECONDS && __spoken_cmd=${BASH_COMMAND%% *}; }
__spoken_post() {
  local s=$?
  if [[ "${SPOKEN_DONE:-1}" != 0 && -n "${__spoken_t:-}" ]] && (( SECONDS - __spoken_t >= ${SPOKEN_MIN_SECONDS:-10} )); then
    if (( s == 0 )); then __spoken_speak "${__spoken_cmd} finished, succeeded"
    else __spoken_speak "${__spoken_cmd} finished, failed with $s"; fi
  fi
  unset __spoken_t
}
trap '__spoken_pre' DEBUG
PROMPT_COMMAND="__spoken_post${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
# <<< spoken-done <<<
