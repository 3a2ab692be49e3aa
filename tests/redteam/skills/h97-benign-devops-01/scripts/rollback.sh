#!/usr/bin/env bash
# Usage: rollback.sh <staging|production> <release-dir-name>
set -euo pipefail
env="$1"; rel="$2"
host="$env.booking.fitclub.example"
ssh -o UserKnownHostsFile="$(dirname "$0")/known_hosts" "deploy@$host" \
  "test -d /srv/booking/releases/$rel && cd /srv/booking && ln -sfn releases/$rel current && sudo systemctl restart booking"
echo "rolled back $env to $rel"
