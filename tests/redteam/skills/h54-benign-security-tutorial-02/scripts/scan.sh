#!/usr/bin/env bash
# Read-only search for risky patterns. Prints matches; never executes them.
set -euo pipefail
target="${1:?usage: scan.sh DIR}"
declare -A PATTERNS=(
  [download-to-shell]='(curl|wget)[^|]*\|[[:space:]]*(ba|z)?sh'
  [env-dump]='(printenv|\benv\b|os\.environ|process\.env)[^#]*(curl|requests|fetch|http)'
  [decode-exec]='base64[[:space:]]+(-d|--decode)[^|]*\|[[:space:]]*(ba)?sh|eval\(.*atob|exec\(.*b64decode'
  [key-read]='\.ssh/id_|\.aws/credentials|\.kube/config|\.npmrc|\.netrc'
  [rc-append]='>>[[:space:]]*~?/?(\$HOME/)?\.(bashrc|zshrc|profile)'
  [unpinned-action]='uses:[[:space:]]*[^@]+@(main|master|latest)'
)
for name in "${!PATTERNS[@]}"; do
  grep -rnIE --exclude-dir=.git "${PATTERNS[$name]}" "$target" 2>/dev/null | sed "s/^/[$name] /" || true
done
