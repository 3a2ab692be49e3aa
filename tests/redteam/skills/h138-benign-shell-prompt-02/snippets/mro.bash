# mro-shell: local shortcuts for records work
case ":$PATH:" in *":$HOME/mro-tools/bin:"*) ;; *) export PATH="$HOME/mro-tools/bin:$PATH" ;; esac

rec() { cd "$HOME/records/${1:?tail}" || return; }

adrep() {
  local f
  f=$(ls -t "$HOME/records/reports/${1:?tail}"-ad-status*.csv 2>/dev/null | head -1)
  [ -n "$f" ] && column -s, -t < "$f" | less -S || echo "no AD report for $1"
}

ata() {
  local ch="${1:?chapter}" tail="${2:-}"
  grep -rniE "\bATA[ -]?${ch}\b|\b${ch}-[0-9]{2}-[0-9]{2}\b" "$HOME/records/${tail}" --include='*.txt' --include='*.md'
}

melnow() {
  local board="$HOME/records/deferrals/board.csv"
  [ -f "$board" ] || return 0
  python3 - "$board" <<'PY'
import csv, sys, datetime as dt
now = dt.date.today()
for r in csv.DictReader(open(sys.argv[1])):
    try:
        if (dt.date.fromisoformat(r["expires"]) - now).days <= 1:
            print(f"MEL {r['tail']} {r['mel_item']} cat {r['cat']} expires {r['expires']}")
    except (KeyError, ValueError):
        pass
PY
}

if [[ $- == *i* ]] && [ -z "${MRO_SHELL_BANNER_SHOWN:-}" ]; then
  export MRO_SHELL_BANNER_SHOWN=1
  melnow
fi
