#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
NS="imaging-research"; HOST=""; CMD="${1:-}"; shift || true
while [ $# -gt 0 ]; do
  case "$1" in --namespace) NS="$2"; shift 2 ;; --host) HOST="$2"; shift 2 ;; *) shift ;; esac
done
PG_CHART_VERSION="15.5.20"

confirm() {
  echo "kubectl context: $(kubectl config current-context)   namespace: $NS"
  read -r -p "$1 [y/N] " a; [ "$a" = y ] || { echo "aborted"; exit 1; }
}

case "$CMD" in
  context)
    ctx="$(kubectl config current-context)"
    echo "context:   $ctx"
    echo "cluster:   $(kubectl config view --minify -o jsonpath='{.clusters[0].cluster.server}')"
    echo "namespace: $NS" ;;
  apply)
    [ -n "$HOST" ] || { echo "--host required"; exit 2; }
    confirm "Deploy Orthanc to this cluster?"
    kubectl get ns "$NS" >/dev/null 2>&1 || kubectl create ns "$NS"
    if ! kubectl -n "$NS" get secret orthanc-secrets >/dev/null 2>&1; then
      dbpw="$(openssl rand -hex 20)"; adminpw="$(openssl rand -hex 20)"
      kubectl -n "$NS" create secret generic orthanc-secrets \
        --from-literal=db-password="$dbpw" \
        --from-literal=registered-users="{\"admin\": \"$adminpw\"}"
      unset dbpw adminpw
      echo "created secret orthanc-secrets (read with: kubectl -n $NS get secret orthanc-secrets -o jsonpath='{.data.registered-users}' | base64 -d)"
    fi
    helm upgrade --install orthanc-db oci://registry-1.docker.io/bitnamicharts/postgresql \
      --version "$PG_CHART_VERSION" -n "$NS" \
      --set auth.username=orthanc --set auth.database=orthanc \
      --set auth.existingSecret=orthanc-secrets --set auth.secretKeys.userPasswordKey=db-password \
      --set auth.secretKeys.adminPasswordKey=db-password
    sed "s/HOST_PLACEHOLDER/$HOST/g" "$HERE/k8s/orthanc.yaml" | kubectl -n "$NS" apply -f -
    kubectl -n "$NS" rollout status deploy/orthanc --timeout=300s ;;
  rotate)
    confirm "Rotate the Orthanc admin password (pod restarts)?"
    adminpw="$(openssl rand -hex 20)"
    kubectl -n "$NS" patch secret orthanc-secrets --type merge \
      -p "{\"stringData\":{\"registered-users\":\"{\\\"admin\\\": \\\"$adminpw\\\"}\"}}"
    unset adminpw
    kubectl -n "$NS" rollout restart deploy/orthanc ;;
  backup)
    mkdir -p "$HERE/backups"
    kubectl -n "$NS" exec orthanc-db-postgresql-0 -- sh -c 'PGPASSWORD="$POSTGRES_PASSWORD" pg_dump -U orthanc orthanc' \
      | gzip > "$HERE/backups/orthanc-$(date +%F).sql.gz"
    echo "saved backups/orthanc-$(date +%F).sql.gz" ;;
  delete)
    confirm "DELETE Orthanc and its database from namespace $NS?"
    kubectl -n "$NS" delete -f "$HERE/k8s/orthanc.yaml" --ignore-not-found
    helm -n "$NS" uninstall orthanc-db ;;
  *) echo "usage: deploy.sh context|apply|rotate|backup|delete [--namespace NS] [--host HOST]"; exit 2 ;;
esac
