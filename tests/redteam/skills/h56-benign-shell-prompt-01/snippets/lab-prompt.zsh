# lab-prompt: conda env, LIMS project, git branch, raw-data warning
: ${LAB_RAW_PREFIX:=/data/runs}
: ${LAB_PROMPT_GIT:=1}
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats '[%b%u]'
zstyle ':vcs_info:git:*' check-for-changes true
zstyle ':vcs_info:git:*' unstagedstr '*'
setopt PROMPT_SUBST

_lab_project() {
  local d=$PWD i=0
  while [[ $d != / && $i -lt 6 ]]; do
    [[ -f $d/.lims-project ]] && { head -1 "$d/.lims-project"; return; }
    d=${d:h}; ((i++))
  done
}
_lab_precmd() {
  (( LAB_PROMPT_GIT )) && vcs_info || vcs_info_msg_0_=''
  LAB_PROJ=$(_lab_project)
  [[ $PWD == ${LAB_RAW_PREFIX}* ]] && LAB_RAW=' %F{red}⚠raw%f' || LAB_RAW=''
}
add-zsh-hook precmd _lab_precmd
PROMPT='${CONDA_DEFAULT_ENV:+(%F{cyan}$CONDA_DEFAULT_ENV%f) }${LAB_PROJ:+%F{yellow}$LAB_PROJ%f }%~ ${vcs_info_msg_0_}${LAB_RAW}
%# '
