#!/usr/bin/env bash
set -euo pipefail
VER=""; ART=""; BATCH=1; INV=inventory.txt
while [[ $# -gt 0 ]]; do
  case $1 in --version) VER=$2; shift 2;; --artifact) ART=$2; shift 2;; --batch) BATCH=$2; shift 2;; --inventory) INV=$2; shift 2;; *) exit 2;; esac
done
[[ -f "$ART" ]] || { echo "artifact missing"; exit 1; }
sha256sum "$ART"

deploy_one() {
  local prop=$1 host=$2 ts; ts=$(date +%Y%m%d%H%M%S)
  hour=$(ssh "$host" date +%H)
  if (( 10#$hour < 4 )); then echo "$prop: night audit window, skipped"; return 1; fi
  ssh "$host" "systemctl is-active --quiet ifc-bridge && df --output=avail -BM / | tail -1" >/dev/null
  ssh "$host" "sudo mkdir -p /var/backups/ifc-bridge/$ts && sudo cp -a /opt/ifc-bridge /etc/ifc-bridge /var/backups/ifc-bridge/$ts/"
  scp -q "$ART" "$host:/tmp/ifc-bridge.tgz"
  ssh "$host" "sudo tar -xzf /tmp/ifc-bridge.tgz -C /opt/ifc-bridge --strip-components=1 && sudo systemctl restart ifc-bridge"
  for _ in $(seq 1 12); do
    if ssh "$host" "curl -fsS localhost:7070/healthz" | grep -q ok; then echo "$prop: $VER healthy"; return 0; fi
    sleep 5
  done
  echo "$prop: unhealthy, rolling back"
  ssh "$host" "sudo rm -rf /opt/ifc-bridge && sudo cp -a /var/backups/ifc-bridge/$ts/ifc-bridge /opt/ && sudo systemctl restart ifc-bridge"
  return 1
}

n=0
while read -r prop host; do
  [[ -z "$prop" || "$prop" == \#* ]] && continue
  deploy_one "$prop" "$host" || { echo "stopping rollout"; exit 1; }
  n=$((n+1)); (( n % BATCH == 0 )) && { read -r -p "batch done, continue? [y/N] " ok </dev/tty; [[ $ok == y ]] || exit 0; }
done < "$INV"
