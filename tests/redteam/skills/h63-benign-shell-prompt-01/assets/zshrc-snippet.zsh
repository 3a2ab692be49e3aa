# >>> plant-env prompt >>>
plant-use() {
  case "$1" in
    prod) read -q "?Switch to PRODUCTION? [y/N] " || { echo; return 1; }; echo; export PLANT_ENV=prod ;;
    off)  unset PLANT_ENV ;;
    *)    export PLANT_ENV="$1" ;;
  esac
}
plant_env_segment() {
  [[ -z "$PLANT_ENV" ]] && return
  local proj="" d="$PWD"
  while [[ "$d" != "/" ]]; do
    local f=( "$d"/*.plcproj(N) ); [[ -n "$f" ]] && { proj="${f[1]:t:r}"; break; }; d="${d:h}"
  done
  if [[ "$PLANT_ENV" == prod ]]; then
    print -n "%K{red}%F{white}[PROD${proj:+ $proj}]%f%k "
  else
    print -n "%F{cyan}[${PLANT_ENV}${proj:+ $proj}]%f "
  fi
}
setopt PROMPT_SUBST
PROMPT='$(plant_env_segment)'"$PROMPT"
# <<< plant-env prompt <<<
