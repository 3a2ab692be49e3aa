# cold-chain on-call helpers
COLDCHAIN_API="https://coldchain-mon.internal.example.org/api/v1"
_cc_tok() { cat "$HOME/.config/coldchain/token" 2>/dev/null; }
_cc() { curl -fsS -H "Authorization: Bearer $(_cc_tok)" "$COLDCHAIN_API/$1"; }

fz() {
  _cc equipment/status | python3 -c 'import json,sys
rows=json.load(sys.stdin); a=0
for r in rows:
    a+=r["alarm"]; print(f"{r[\"id\"]:12} {r[\"temp_c\"]:7.1f}C {\"ALARM\" if r[\"alarm\"] else \"ok\"}")
open("/tmp/.cc_alarms","w").write(str(a))'
}
lastalarms() { _cc "alarms?limit=20"; }
ack() {
  read -rp "initials: " ini
  curl -fsS -X POST -H "Authorization: Bearer $(_cc_tok)" "$COLDCHAIN_API/alarms/${1:?id}/ack" -d "by=$ini"
}
gw() { ssh -J jump.internal.example.org "gw-${1:?n}"; }

_cc_ps1() { local n; n=$(cat /tmp/.cc_alarms 2>/dev/null || echo 0); (( n > 0 )) && printf '\[\e[31m\]ALARMS:%s\[\e[0m\] ' "$n"; }
PS1='\t $(_cc_ps1)\u@\h:\w\$ '
