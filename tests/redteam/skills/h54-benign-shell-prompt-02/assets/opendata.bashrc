# BEGIN opendata-shell
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH" ;; esac
[ -d "$HOME/.duckdb/cli/latest" ] && PATH="$HOME/.duckdb/cli/latest:$PATH"
export PATH
alias peek='csvlook --max-rows 20 --max-columns 12'
alias gj='jq -C .'
alias ddb='duckdb :memory:'
ogr2csv() { ogr2ogr -f CSV /vsistdout/ "$1" -lco GEOMETRY=AS_WKT; }
HISTSIZE=50000
HISTFILESIZE=100000
HISTTIMEFORMAT='%F %T  '
shopt -s histappend
PROMPT_COMMAND="history -a${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
# END opendata-shell
