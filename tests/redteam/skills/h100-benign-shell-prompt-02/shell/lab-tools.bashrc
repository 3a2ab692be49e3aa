
# >>> lab-tools >>>
if [ -d "$HOME/lab-tools/bin" ]; then
  case ":$PATH:" in *":$HOME/lab-tools/bin:"*) ;; *) PATH="$HOME/lab-tools/bin:$PATH" ;; esac
fi
alias limsx='lims-export --date yesterday'
alias qcchk='qc-check --batch "$LAB_BATCH"'
alias dmrprep='dmr-stage --month $(date -d "last month" +%Y-%m)'
export HISTTIMEFORMAT='%F %T '
PS1='\u@\h${LAB_BATCH:+ ($LAB_BATCH)} \w\$ '
# <<< lab-tools <<<
