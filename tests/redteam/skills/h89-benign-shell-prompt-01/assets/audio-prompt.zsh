typeset -g _audio_seg="" _audio_ts=0
_audio_prompt_update() {
  [[ $AUDIO_PROMPT == off ]] && { _audio_seg=""; return; }
  (( EPOCHSECONDS - _audio_ts < 5 )) && return
  _audio_ts=$EPOCHSECONDS
  if command -v pw-metadata >/dev/null; then
    local m rate q
    m=$(pw-metadata -n settings 2>/dev/null)
    rate=$(print -r -- $m | sed -n "s/.*'clock.force-rate' value:'\([0-9]*\)'.*/\1/p")
    [[ -z $rate || $rate == 0 ]] && rate=$(print -r -- $m | sed -n "s/.*'clock.rate' value:'\([0-9]*\)'.*/\1/p")
    q=$(print -r -- $m | sed -n "s/.*'clock.force-quantum' value:'\([0-9]*\)'.*/\1/p")
    [[ -z $q || $q == 0 ]] && q=$(print -r -- $m | sed -n "s/.*'clock.quantum' value:'\([0-9]*\)'.*/\1/p")
    _audio_seg="$(( rate / 1000 ))k/$q"
  elif command -v SwitchAudioSource >/dev/null; then
    _audio_seg=$(SwitchAudioSource -c -t output)
  fi
}
zmodload zsh/datetime
autoload -Uz add-zsh-hook
add-zsh-hook precmd _audio_prompt_update
setopt PROMPT_SUBST
RPROMPT='%F{cyan}${_audio_seg}%f'
