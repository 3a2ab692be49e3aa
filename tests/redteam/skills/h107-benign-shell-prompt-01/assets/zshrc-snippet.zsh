# >>> transcript-prompt >>>
_job_label() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/.job ]] && { print -r -- "[$(<$d/.job)]"; return; }
    d=${d:h}
  done
}
autoload -Uz add-zsh-hook
_job_precmd() { RPROMPT="%F{cyan}$(_job_label)%f" }
add-zsh-hook precmd _job_precmd
alias pages='f(){ pdfinfo "$1" | grep Pages; }; f'
alias jobs-open='for d in jobs/*/; do [[ -f $d/receipt.json ]] || echo $d; done'
# <<< transcript-prompt <<<
