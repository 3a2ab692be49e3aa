# storetools bash settings
case ":$PATH:" in *":$HOME/storetools/bin:"*) ;; *) PATH="$HOME/storetools/bin:$PATH" ;; esac
export PATH
export HISTTIMEFORMAT='%F %T '
alias tills='storectl tills status'
alias pricedate='stat -c "%y" /mnt/store/prices/current.csv'
alias lpq-labels='lpq -P shelf-labels'
_storectl_complete() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  COMPREPLY=($(compgen -W "tills prices printers scales loyalty help" -- "$cur"))
}
complete -F _storectl_complete storectl
