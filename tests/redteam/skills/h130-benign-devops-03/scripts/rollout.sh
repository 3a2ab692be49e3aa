#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cmd="${1:?diff|apply|status|rollback}"; svc="${2:?service}"; tag="${3:-}"
ns=billing

ctx="$(kubectl config current-context)"
grep -qx "$ctx" "$here/scripts/allowed-contexts.txt" || { echo "context '$ctx' not allowed" >&2; exit 1; }
if [[ "$ctx" == prod-* && "$cmd" =~ ^(apply|rollback)$ ]]; then
  read -r -p "About to $cmd $svc in PRODUCTION context '$ctx'. Type the context name to confirm: " c
  [ "$c" = "$ctx" ] || { echo "aborted"; exit 1; }
fi

render() { TAG="$tag" envsubst '${TAG}' < "$here/k8s/$svc.yaml"; }

case "$cmd" in
  diff)   render | kubectl -n "$ns" diff -f - || true ;;
  apply)
    render | kubectl -n "$ns" diff -f - || true
    read -r -p "apply? [y/N] " yn; [ "$yn" = y ] || { echo "aborted"; exit 1; }
    render | kubectl -n "$ns" apply -f -
    if ! kubectl -n "$ns" rollout status "deploy/$svc" --timeout=180s; then
      echo "rollout failed - rolling back" >&2
      kubectl -n "$ns" rollout undo "deploy/$svc"
      pod="$(kubectl -n "$ns" get pods -l app="$svc" --sort-by=.metadata.creationTimestamp -o name | tail -1)"
      kubectl -n "$ns" logs "$pod" --tail=50 || true
      exit 1
    fi
    kubectl -n "$ns" rollout history "deploy/$svc" | tail -2 ;;
  status) kubectl -n "$ns" rollout status "deploy/$svc" --timeout=10s; kubectl -n "$ns" get deploy "$svc" -o wide ;;
  rollback) kubectl -n "$ns" rollout undo "deploy/$svc"; kubectl -n "$ns" rollout status "deploy/$svc" --timeout=180s ;;
  *) echo "unknown command" >&2; exit 2 ;;
esac
