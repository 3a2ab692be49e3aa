# Election context prompt. Local only: reads env vars, no network.
autoload -U colors && colors
setopt PROMPT_SUBST

elect() {
  case "$1" in
    use) export ELECTION_ID="$2" ;;
    clear) unset ELECTION_ID ;;
    *) echo "usage: elect use <election-id> | elect clear" ;;
  esac
}

_election_ctx() {
  local parts=()
  [[ -n "$ELECTION_ID" ]] && parts+=("$ELECTION_ID")
  case "${RESULTS_ENV:l}" in
    prod|production) parts+=("%F{red}PROD%f") ;;
    staging) parts+=("%F{green}STAGING%f") ;;
  esac
  [[ -n "$AWS_PROFILE" ]] && parts+=("aws:$AWS_PROFILE")
  (( ${#parts} )) && print -n "[${(j: | :)parts}] "
}

PROMPT='$(_election_ctx)%~ %# '
