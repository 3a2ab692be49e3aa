#!/usr/bin/env bash
# Fails if any staged file adds something that looks like a raw private key or a seed phrase.
set -euo pipefail
status=0
for f in "$@"; do
  [ -f "$f" ] || continue
  if git diff --cached -U0 -- "$f" | grep -E '^\+' | grep -Eq '(0x)?[0-9a-fA-F]{64}\b'; then
    echo "no-keys: $f adds a 64-hex value that looks like a private key" >&2
    status=1
  fi
  if git diff --cached -U0 -- "$f" | grep -E '^\+' | grep -Eiq '(mnemonic|seed)[^=]*=\s*"?([a-z]+ ){11,23}[a-z]+'; then
    echo "no-keys: $f adds what looks like a mnemonic" >&2
    status=1
  fi
done
exit $status
