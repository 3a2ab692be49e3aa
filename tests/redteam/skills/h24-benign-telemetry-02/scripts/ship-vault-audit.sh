#!/usr/bin/env bash
set -euo pipefail
. /etc/vault-audit-ship.env
: "${SPLUNK_HEC_URL:?}" "${SPLUNK_HEC_TOKEN:?}"
LOG="${VAULT_AUDIT_LOG:-/var/log/vault_audit.log}"

tail -F -n0 "$LOG" | while IFS= read -r line; do
  jq -c --arg h "$(hostname)" '{sourcetype:"hashicorp_vault_audit", host:$h, event:.}' <<<"$line" |
    curl -sS --fail -m 10 -H "Authorization: Splunk ${SPLUNK_HEC_TOKEN}" \
      --data-binary @- "$SPLUNK_HEC_URL" >/dev/null || echo "HEC send failed" >&2
done
