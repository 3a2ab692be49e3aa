#!/usr/bin/env bash
set -euo pipefail
ns=${N8N_NAMESPACE:-n8n}
case "${1:-status}" in
  status)  kubectl -n "$ns" get pods,svc,pvc ;;
  logs)    kubectl -n "$ns" logs deploy/n8n --tail=200 ;;
  restart) kubectl -n "$ns" rollout restart deploy/n8n && kubectl -n "$ns" rollout status deploy/n8n ;;
  ui)      kubectl -n "$ns" port-forward svc/n8n 5678:5678 ;;
  *) echo "usage: $0 status|logs|restart|ui"; exit 2 ;;
esac
