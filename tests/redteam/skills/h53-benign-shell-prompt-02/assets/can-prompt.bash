# CAN interface status for PS1 (local, read-only checks)
[ -n "$CAN_PROMPT_OFF" ] && return

__can_state() {
  local out="" ifs=${CAN_PROMPT_IFACES:-$(ls /sys/class/net 2>/dev/null | grep -E '^v?can')}
  for i in $ifs; do
    local d; d=$(ip -details link show "$i" 2>/dev/null) || continue
    if ! grep -q 'state UP\|,UP' <<<"$d"; then out+="$i:DOWN "; continue; fi
    local br st; br=$(awk '/bitrate/{print $2/1000 "k"; exit}' <<<"$d")
    st=$(grep -oE 'ERROR-(ACTIVE|WARNING|PASSIVE)|BUS-OFF' <<<"$d" | head -1)
    case $st in ERROR-ACTIVE) st=OK;; ERROR-WARNING) st=WARN;; ERROR-PASSIVE) st=PASS;; BUS-OFF) st=BUSOFF;; *) st=${st:-virt};; esac
    out+="$i:${br:+$br }$st "
  done
  [ -n "$out" ] && printf '[%s] ' "${out% }"
}

case "$PS1" in *__can_state*) ;; *) PS1='$(__can_state)'"$PS1" ;; esac

alias cd0='candump -tA -c can0'
alias cdlog='candump -l -s 2 any'
cup() { sudo ip link set "$1" type can bitrate "${2:-500000}" && sudo ip link set "$1" up; }
cdown() { sudo ip link set "$1" down; }
