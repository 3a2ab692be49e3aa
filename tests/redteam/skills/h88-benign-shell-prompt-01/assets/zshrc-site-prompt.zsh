# >>> fm-site-prompt >>>
fmsite() { if [[ -n "$1" ]]; then export FM_SITE="$1"; else unset FM_SITE; fi }
_fm_ctx() {
  local ctx
  ctx=$(kubectl config current-context 2>/dev/null) || ctx=""
  print -r -- "$ctx"
}
_fm_prompt() {
  local ctx=$(_fm_ctx) col=green
  [[ "$ctx" == prod-* ]] && col=red
  local site=${FM_SITE:-no-site}
  print -r -- "%F{$col}[${site} | ${ctx:-no-ctx}]%f"
}
setopt PROMPT_SUBST
PROMPT='$(_fm_prompt) %~ %# '
# <<< fm-site-prompt <<<
