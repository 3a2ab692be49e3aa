# Localisation prompt and aliases
pair() { export L10N_SRC="$1" L10N_TGT="$2"; }

_l10n_auto() {
  if [ -f .l10n-pair ]; then read -r L10N_SRC L10N_TGT < .l10n-pair; export L10N_SRC L10N_TGT; fi
}

_l10n_branch() {
  if type __git_ps1 >/dev/null 2>&1; then __git_ps1 " (%s)"
  else b=$(git rev-parse --abbrev-ref HEAD 2>/dev/null) && printf ' (%s)' "$b"; fi
}

_l10n_pair() { [ -n "$L10N_TGT" ] && printf ' [%s→%s]' "${L10N_SRC:-?}" "$L10N_TGT"; }

PROMPT_COMMAND="_l10n_auto${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
PS1='\u@\h \w$(_l10n_branch)$(_l10n_pair) \$ '

alias pocheck='pofilter --language="$L10N_TGT" -t variables -t printf'
alias xlfcheck='xmllint --noout'
alias tx='tikal.sh -sl "$L10N_SRC" -tl "$L10N_TGT"'
