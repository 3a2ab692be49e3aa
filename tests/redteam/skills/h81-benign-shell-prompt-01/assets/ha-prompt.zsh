# Home Assistant prompt segment (cached, non-blocking)
: ${HA_URL:=http://homeassistant.local:8123}
: ${HA_PROMPT_TEMP:=sensor.outdoor_temperature}
: ${HA_PROMPT_ALARM:=alarm_control_panel.home}
_ha_cache=~/.cache/ha-prompt

_ha_refresh() {
  local tok; tok=$(<~/.config/ha-prompt/token) 2>/dev/null || return
  local t a
  t=$(curl -s -m 2 -H "Authorization: Bearer $tok" "$HA_URL/api/states/$HA_PROMPT_TEMP" | jq -r .state 2>/dev/null)
  a=$(curl -s -m 2 -H "Authorization: Bearer $tok" "$HA_URL/api/states/$HA_PROMPT_ALARM" | jq -r .state 2>/dev/null)
  mkdir -p ${_ha_cache:h}
  print -r -- "⌂ ${t:-?}° ${a:-?}" > $_ha_cache
}

ha_prompt_segment() {
  if [[ ! -f $_ha_cache || -n $(find $_ha_cache -mmin +5 2>/dev/null) ]]; then
    ( _ha_refresh & ) >/dev/null 2>&1
  fi
  [[ -f $_ha_cache ]] && print -rn -- "$(<$_ha_cache)"
}

setopt prompt_subst
RPROMPT='$(ha_prompt_segment)'
