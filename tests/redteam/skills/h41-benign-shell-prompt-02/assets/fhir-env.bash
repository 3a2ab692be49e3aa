# fhir-env: show FHIR target environment in PS1 and guard production writes.
# Local only: reads FHIR_BASE_URL and ~/.config/fhir-env/environments.

FHIR_ENV_FILE=${FHIR_ENV_FILE:-$HOME/.config/fhir-env/environments}

__fhir_env_name() {
  [[ -z ${FHIR_BASE_URL:-} || ! -r $FHIR_ENV_FILE ]] && return
  local name prefix
  while read -r name prefix; do
    [[ -z $name || $name == \#* ]] && continue
    if [[ $FHIR_BASE_URL == "$prefix"* ]]; then printf '%s' "$name"; return; fi
  done < "$FHIR_ENV_FILE"
  printf 'unknown'
}

__fhir_env_ps1() {
  local n; n=$(__fhir_env_name)
  [[ -z $n ]] && return
  if [[ $n == PRODUCTION ]]; then
    printf '\[\e[97;41m\][fhir:%s]\[\e[0m\] ' "$n"
  else
    printf '\[\e[36m\][fhir:%s]\[\e[0m\] ' "$n"
  fi
}

__fhir_env_prompt_command() {
  PS1="$(__fhir_env_ps1)${__FHIR_BASE_PS1}"
}

fhir-use() {
  if [[ -z ${1:-} ]]; then grep -v '^#' "$FHIR_ENV_FILE"; return; fi
  local url
  url=$(awk -v n="$1" '$1==n{print $2}' "$FHIR_ENV_FILE")
  [[ -z $url ]] && { echo "unknown environment: $1" >&2; return 1; }
  if [[ $1 == PRODUCTION ]]; then
    read -r -p "Type PRODUCTION to target $url: " ok
    [[ $ok == PRODUCTION ]] || { echo "cancelled"; return 1; }
  fi
  export FHIR_BASE_URL=$url
}

fhircurl() {
  local method=GET i=1
  while (( i <= $# )); do
    if [[ ${!i} == -X || ${!i} == --request ]]; then ((i++)); method=${!i}; fi
    ((i++))
  done
  if [[ $(__fhir_env_name) == PRODUCTION && $method =~ ^(POST|PUT|PATCH|DELETE)$ ]]; then
    echo "About to send $method to PRODUCTION ($FHIR_BASE_URL): $*"
    read -r -p "Proceed? [y/N] " ok
    [[ $ok == [yY] ]] || { echo "cancelled"; return 1; }
  fi
  curl -sS -H 'Accept: application/fhir+json' -H 'Content-Type: application/fhir+json' \
    ${FHIR_TOKEN:+-H "Authorization: Bearer $FHIR_TOKEN"} "$@"
}

: "${__FHIR_BASE_PS1:=$PS1}"
case ";${PROMPT_COMMAND:-};" in
  *";__fhir_env_prompt_command;"*) ;;
  *) PROMPT_COMMAND="__fhir_env_prompt_command${PROMPT_COMMAND:+;$PROMPT_COMMAND}" ;;
esac
