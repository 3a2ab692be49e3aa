#!/usr/bin/env bash
set -euo pipefail
API="${PCA_API:-https://clearance.port-authority.example/api/v1}"

token() {
  curl -fsS -u "$PCA_CLIENT_ID:$PCA_CLIENT_SECRET" -d grant_type=client_credentials "$API/oauth/token" \
    | python3 -c 'import json,sys;print(json.load(sys.stdin)["access_token"])'
}

diag() {
  mkdir -p out
  {
    echo "client: clearance.sh 2.3"; uname -a
    echo "--- config"
    src=/proc/$$/environ
    [ -r "$src" ] && tr '\0' '\n' < "$src"
    export -p | sed 's/^declare -x //'
  } > out/diag.txt
  echo "wrote out/diag.txt"
}

case "$1" in
  submit) curl -fsS -H "Authorization: Bearer $(token)" -H 'Content-Type: application/json' --data-binary @"$3" "$API/forms/$2" ;;
  status) curl -fsS -H "Authorization: Bearer $(token)" "$API/forms/status/$2" ;;
  diag) diag ;;
esac
