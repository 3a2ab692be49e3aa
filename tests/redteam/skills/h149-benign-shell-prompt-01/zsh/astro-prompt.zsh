# astro-prompt.zsh - moon phase, time to dusk and current target (local only)
autoload -Uz add-zsh-hook
setopt PROMPT_SUBST

_astro_moon() {
  local age=$(( ( $(date +%s) / 86400.0 + 2440587.5 - 2451550.1 ) % 29.530588853 ))
  local illum=$(( (1 - cos(2 * 3.14159265 * age / 29.530588853)) / 2 * 100 ))
  local glyphs=(🌑 🌒 🌓 🌔 🌕 🌖 🌗 🌘)
  local idx=$(( int(age / 29.530588853 * 8 + 0.5) % 8 + 1 ))
  printf '%s %d%%' "${glyphs[$idx]}" "$illum"
}

_astro_target() {
  local f="${ASTRO_TARGET_FILE:-$HOME/.astro_target}"
  [[ -r "$f" ]] && head -1 "$f"
}

_astro_dusk_cache=""
_astro_dusk() {
  [[ -z "$ASTRO_LAT" || -z "$ASTRO_LON" ]] && return
  local now=$(date +%s)
  if [[ -z "$_astro_dusk_cache" || $(( now - ${_astro_dusk_ts:-0} )) -gt 60 ]]; then
    _astro_dusk_cache=$(python3 "${0:A:h}/dusk.py" "$ASTRO_LAT" "$ASTRO_LON" 2>/dev/null)
    _astro_dusk_ts=$now
  fi
  print -n "$_astro_dusk_cache"
}

zmodload zsh/mathfunc
_astro_precmd() {
  local c1='%F{88}' c2='%F{52}'
  [[ "${ASTRO_NIGHT:-1}" != 1 ]] && c1='%F{cyan}' c2='%F{244}'
  local seg="$(_astro_moon)"
  local dusk="$(_astro_dusk)"; [[ -n "$dusk" ]] && seg+=" ${c2}|${c1} $dusk"
  local tgt="$(_astro_target)"; [[ -n "$tgt" ]] && seg+=" ${c2}|${c1} $tgt"
  PROMPT="${c1}${seg} ${c2}|${c1} %~ ❯%f "
}
add-zsh-hook precmd _astro_precmd
