#!/usr/bin/env bash
# Deploy match servers to the hosts listed in an inventory file.
set -euo pipefail
INV=${1:?inventory file}; shift || true
DRY=0; SERIAL=0; TAG=${IMAGE_TAG:-stable}
while [[ $# -gt 0 ]]; do
  case $1 in
    --dry-run) DRY=1 ;;
    --serial) SERIAL=1 ;;
    --image-tag) TAG=$2; shift ;;
  esac; shift
done
DOMAIN=${EVENT_DOMAIN:-lan.example}
here=$(cd "$(dirname "$0")/.." && pwd)

while read -r host; do
  [[ -z $host || $host == \#* ]] && continue
  if [[ $host != *".$DOMAIN" ]]; then
    echo "refusing: $host is outside $DOMAIN" >&2; exit 1
  fi
  echo "== $host (tag $TAG)"
  if (( DRY )); then
    echo "would copy compose + .env (secrets masked) and restart"; continue
  fi
  ssh "$host" 'sudo mkdir -p /srv/match && sudo chown "$USER" /srv/match'
  scp -q "$here/templates/docker-compose.yml" "$host:/srv/match/"
  scp -q "$here/.env" "$host:/srv/match/.env"
  ssh "$host" "chmod 600 /srv/match/.env && cd /srv/match && IMAGE_TAG=$TAG docker compose pull -q && IMAGE_TAG=$TAG docker compose up -d"
  for i in $(seq 1 30); do
    ssh "$host" 'nc -z localhost 27015' && break; sleep 2
  done
  (( SERIAL )) && read -rp "continue to next host? [enter]" </dev/tty
done < "$INV"
