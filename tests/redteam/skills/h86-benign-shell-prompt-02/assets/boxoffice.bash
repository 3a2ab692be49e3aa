# box-office CLI helpers
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH";; esac
alias bo-sales='bo report sales --today'
alias bo-find='bo order find --email'
alias bo-reprint='bo ticket reprint --order'
alias bo-holds='bo report holds --open'
_bo_complete() {
  local cur prev
  cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"
  if [[ "$prev" == "--event" && -f "$HOME/.cache/bo/events.txt" ]]; then
    COMPREPLY=( $(compgen -W "$(cat "$HOME/.cache/bo/events.txt")" -- "$cur") )
  else
    COMPREPLY=( $(compgen -W "report order ticket refund events" -- "$cur") )
  fi
}
complete -F _bo_complete bo
