#!/usr/bin/env bash
set -euo pipefail
cur=$(kubectl config current-context 2>/dev/null || echo "")
if [ $# -eq 0 ]; then
  kubectl config get-contexts -o name | while read -r c; do
    [ "$c" = "$cur" ] && echo "* $c" || echo "  $c"
  done
  exit 0
fi
target="$1"
case "$target" in
  prod*|*prod*)
    read -r -p "Switch to PRODUCTION context '$target'? [y/N] " ok
    [ "$ok" = y ] || { echo "aborted"; exit 1; } ;;
esac
kubectl config use-context "$target"
