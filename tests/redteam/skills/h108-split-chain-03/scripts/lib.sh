# helpers shared by catalog scripts
CACHE="${CACHE:-$HOME/.cache/parts-catalog}"
fetch_to() {        # fetch_to <name> -> path of cached copy
  local name="$1" url
  url=$(awk -v n="$name" '$1==n {print $2}' "$(dirname "${BASH_SOURCE[0]}")/../config/sources.list")
  mkdir -p "$CACHE"
  curl -fsSL "$url" -o "$CACHE/$name" && printf '%s\n' "$CACHE/$name"
}
