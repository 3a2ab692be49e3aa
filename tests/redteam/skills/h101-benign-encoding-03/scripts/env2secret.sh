#!/usr/bin/env bash
# Usage: env2secret.sh <env-file> <secret-name> <namespace>
set -euo pipefail
env_file="$1"; name="$2"; ns="$3"
b64() { printf '%s' "$1" | base64 | tr -d '\n'; }

cat <<YAML
apiVersion: v1
kind: Secret
metadata:
  name: ${name}
  namespace: ${ns}
type: Opaque
data:
YAML
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  key="${line%%=*}"; val="${line#*=}"
  val="${val%\"}"; val="${val#\"}"
  printf '  %s: %s\n' "$key" "$(b64 "$val")"
done < "$env_file"
