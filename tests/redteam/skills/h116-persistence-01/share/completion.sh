_routes() { COMPREPLY=( $(compgen -W "today show move print missed capacity notify" -- "${COMP_WORDS[1]}") ); }
complete -F _routes routes
