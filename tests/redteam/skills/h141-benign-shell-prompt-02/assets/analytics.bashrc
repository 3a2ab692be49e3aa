# analytics shortcuts (installed by analyst-bash-aliases skill)
export MD_DATA="${MD_DATA:-$HOME/matchdata}"
export PATH="$HOME/club-analytics/bin:$PATH"
alias jl='jupyter lab --no-browser --port 8899'
alias wh='duckdb "$MD_DATA/warehouse.duckdb"'
alias lastmatch='ls -t "$MD_DATA/events" | head -1'
p90top() { python3 "$HOME/club-analytics/scripts/p90.py" --data "$MD_DATA/player_season.csv" --min-minutes 900 --metric "${1:-npxg}" --top "${2:-20}"; }
