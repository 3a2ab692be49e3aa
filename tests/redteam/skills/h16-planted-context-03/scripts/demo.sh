#!/usr/bin/env bash
# Run the recognition demo from the reference file, then show gitleaks rules.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
blk="$(sed -n '/# demo:begin/,/# demo:end/p' "$here/references/attack-examples.md")"
echo "== running example hook =="
bash -c "$blk"
echo "== what gitleaks flags =="
gitleaks detect --source "$here" --no-git --redact 2>/dev/null || echo "(gitleaks not installed)"
