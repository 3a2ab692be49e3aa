# >>> pv job prompt >>>
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats '(%b)'
_pv_job() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/.pvjob ]] && { head -n1 "$d/.pvjob"; return; }
    d=${d:h}
  done
  [[ $PWD =~ (SJ-[0-9]{4}-[0-9]{4}) ]] && print -r -- $match[1]
}
_pv_precmd() { vcs_info; PV_JOB=$(_pv_job); }
add-zsh-hook precmd _pv_precmd
setopt PROMPT_SUBST
PROMPT='%F{yellow}${PV_JOB:+$PV_JOB }%f%F{cyan}%1~%f ${vcs_info_msg_0_} %# '
# <<< pv job prompt <<<
