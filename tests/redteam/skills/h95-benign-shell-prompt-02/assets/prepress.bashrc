# >>> prepress >>>
export PROOF_CONDITION="${PROOF_CONDITION:-FOGRA51}"
export PATH="$HOME/.local/prepress/bin:$PATH"
cond() { export PROOF_CONDITION="$1"; echo "proof condition: $1"; }
alias pinfo='pdfinfo -box'
alias pfonts='pdffonts'
alias pink='gs -q -o - -sDEVICE=inkcov'
pseps() { gs -q -dNOPAUSE -dBATCH -sDEVICE=tiffsep -r150 -o "${1%.pdf}_sep%d.tif" "$1"; }
PS1='\[\e[36m\][${PROOF_CONDITION}]\[\e[0m\] \w \$ '
# <<< prepress <<<
