# Formulary / safety DB environment prompt segment. Local only, no network.
autoload -U colors && colors
setopt PROMPT_SUBST

formulary_env_segment() {
  local env="${FORMULARY_ENV:-none}" sdb="${SAFETYDB_INSTANCE:-none}"
  if [[ "${env:u}" == PROD* ]]; then
    print -n "%B%F{red}[formulary:PRODUCTION sdb:${sdb}]%f%b"
  else
    print -n "%F{cyan}[formulary:${env:u} sdb:${sdb}]%f"
  fi
}

PROMPT='$(formulary_env_segment) %~ %# '
