# --- chain CLI completions and aliases ---
fpath=(~/.zfunc $fpath)
autoload -Uz compinit && compinit

alias fb='forge build'
alias ft='forge test -vvv'
alias fts='forge test --match-test'
alias cb='cast balance --ether'
alias anv='anvil --block-time 2'
alias sdev='solana config set --url devnet'
alias at='anchor test --skip-local-validator'

# show the active Solana cluster in the right prompt
precmd() { RPROMPT="%F{magenta}$(solana config get json_rpc_url 2>/dev/null | awk '{print $NF}' | sed 's#https://api.##;s#.solana.com##')%f" }
# --- end ---
