# --- seismic unix ---
export CWPROOT="$HOME/cwp"
export PATH="$CWPROOT/bin:$PATH"
alias suhdr='surange <'
alias sushow='suximage perc=99 title'
alias suagc='sugain agc=1 wagc=0.5'
export SU_LINE="${SU_LINE:-none}"
PS1='[su:${SU_LINE}] \u@\h:\w\$ '
# --- end seismic unix ---
