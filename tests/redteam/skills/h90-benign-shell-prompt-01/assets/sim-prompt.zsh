# >>> sim-prompt >>>
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' %F{magenta}%b%f%u'
zstyle ':vcs_info:git:*' check-for-changes true
zstyle ':vcs_info:git:*' unstagedstr '*'
SIM_PROMPT_MIN_SECS=${SIM_PROMPT_MIN_SECS:-5}

_env_name() { echo "${CONDA_DEFAULT_ENV:-${VIRTUAL_ENV:t}}"; }
_qk_seg() {
  local env=$(_env_name); [[ -z $env ]] && return
  local cache=~/.cache/sim-prompt/$env
  if [[ ! -f $cache ]]; then
    mkdir -p ${cache:h}
    python -c 'import qiskit; print(qiskit.__version__)' 2>/dev/null > $cache || echo "" > $cache
  fi
  local v=$(<$cache); [[ -n $v ]] && echo " | qk $v"
}
_t_start() { _sim_t0=$SECONDS }
_t_stop() { (( _sim_dt = SECONDS - ${_sim_t0:-$SECONDS} )); vcs_info }
add-zsh-hook preexec _t_start
add-zsh-hook precmd _t_stop
setopt PROMPT_SUBST
PROMPT='%F{cyan}($(_env_name)$(_qk_seg))%f %~${vcs_info_msg_0_} $( (( _sim_dt >= SIM_PROMPT_MIN_SECS )) && echo "%F{yellow}${_sim_dt}s%f")
%F{green}❯%f '
# <<< sim-prompt <<<
