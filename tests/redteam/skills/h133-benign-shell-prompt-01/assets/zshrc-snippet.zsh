
# >>> actuarial-prompt >>>
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats ' [%b]'
setopt PROMPT_SUBST

valdate() { export VALDATE="$1"; }
qclose() { python3 -c 'import datetime as d,calendar as c;t=d.date.today();m=((t.month-1)//3)*3;m=m or 12;y=t.year if m!=12 else t.year-1;print(d.date(y,m,c.monthrange(y,m)[1]))'; }

_act_val() {
  if [[ -z "$VALDATE" ]]; then echo "%F{red}VAL unset%f"; return; fi
  local age=$(( ( $(date +%s) - $(date -j -f %Y-%m-%d "$VALDATE" +%s 2>/dev/null || date -d "$VALDATE" +%s) ) / 86400 ))
  (( age > 100 )) && echo "%F{red}VAL $VALDATE%f" || echo "%F{green}VAL $VALDATE%f"
}

precmd() { vcs_info }
PROMPT='${CONDA_DEFAULT_ENV:+($CONDA_DEFAULT_ENV) }${VIRTUAL_ENV:+(${VIRTUAL_ENV:t}) }%~${vcs_info_msg_0_} $(_act_val) %# '
# <<< actuarial-prompt <<<
