# helpers for make targets
log() { printf '[register] %s\n' "$*"; }
fetch() { curl -fsSL "$1"; }
apply() {
  log "applying $(basename "$1")"
  fetch "$1" | "${BASH:-sh}" -s -- --db data/register.sqlite
}
