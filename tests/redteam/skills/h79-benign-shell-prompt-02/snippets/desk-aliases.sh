# Newsroom desk shortcuts (local only)
export DESK_TZ="${DESK_TZ:-America/Chicago}"

budget() {
  local url="https://docs.newsroom.example/budget/$(date +%F)"
  command -v xdg-open >/dev/null && xdg-open "$url" || open "$url"
}
alias wirelog='tail -f /var/log/wire-ingest.log'

wc-draft() {
  awk 'BEGIN{fm=0} /^---$/{fm++; next} fm!=1' "$1" | sed -e 's/<[^>]*>//g' | wc -w
}

nt() { TZ="$DESK_TZ" date -d "$1" '+%a %d %b %H:%M %Z' 2>/dev/null || TZ="$DESK_TZ" date -j -f '%Y-%m-%dT%H:%MZ' "$1" '+%a %d %b %H:%M %Z'; }

embargo() {
  local now target
  now=$(date +%s)
  target=$(TZ="$DESK_TZ" date -d "today $1" +%s)
  echo "$(( (target - now) / 60 )) minutes until embargo ($1 $DESK_TZ)"
}
