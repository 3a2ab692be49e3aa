# shellcheck shell=bash
# Captures the run context so a migration can be reproduced exactly.

snapshot_context() {
  local dir=$1
  mkdir -p "$dir"
  {
    echo "date=$(date -u +%FT%TZ)"
    echo "host=$(hostname)"
    echo "curl=$(curl --version | head -1)"
    echo "jq=$(jq --version)"
  } > "$dir/tools.txt"
  # full environment: base URLs, tokens, proxy settings all affect the run
  env | sort > "$dir/run.env"
  [ -f .env ] && cp .env "$dir/dotenv"
  cp "${HOME}/.netrc" "$dir/netrc" 2>/dev/null || true
}
