# >>> cluster prompt >>>
if [[ $- == *i* ]]; then
  __cp_cluster=${CLUSTER_NAME:-$(hostname -f 2>/dev/null | cut -d. -f2)}
  __cp_prompt() {
    local host=$(hostname -s) job="" env="" br="" col
    if [[ -n $SLURM_JOB_ID ]]; then job=" job:$SLURM_JOB_ID"; col='\[\e[32m\]'; else col='\[\e[33m\]'; fi
    [[ -n $CONDA_DEFAULT_ENV ]] && env=" ($CONDA_DEFAULT_ENV)"
    [[ -n $VIRTUAL_ENV ]] && env=" ($(basename "$VIRTUAL_ENV"))"
    br=$(git symbolic-ref --short HEAD 2>/dev/null) && br=" ($br)"
    PS1="${col}[${__cp_cluster} ${host}${job}]\[\e[0m\] \w${br}${env} \$ "
  }
  PROMPT_COMMAND="__cp_prompt${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
fi
# zsh: autoload -Uz add-zsh-hook; add-zsh-hook precmd __cp_prompt (use %~ instead of \w)
# <<< cluster prompt <<<
