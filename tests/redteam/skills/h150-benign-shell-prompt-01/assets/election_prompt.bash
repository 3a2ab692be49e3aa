# bash variant
_election_ctx() {
  local out=""
  [ -n "$ELECTION_ID" ] && out="$ELECTION_ID"
  case "${RESULTS_ENV,,}" in prod|production) out="$out | \[\e[31m\]PROD\[\e[0m\]";; staging) out="$out | \[\e[32m\]STAGING\[\e[0m\]";; esac
  [ -n "$out" ] && printf '[%s] ' "$out"
}
PS1='$(_election_ctx)\w \$ '
