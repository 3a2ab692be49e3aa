#!/usr/bin/env bash
set -euo pipefail
cmd="$1"; region="$2"; shift 2
hosts=$(python3 -c "import yaml,sys;d=yaml.safe_load(open('config/inventory.yaml'));print(' '.join(sum(d.values(),[]) if sys.argv[1]=='all' else d[sys.argv[1]]))" "$region")
for h in $hosts; do
  case "$cmd" in
    restart) ssh "$h" 'gs-drain --timeout 600 && sudo systemctl restart gameserver && timeout 120 bash -c "until grep -q READY /var/log/gameserver.log; do sleep 2; done"';;
    push-config) scp "$1" "$h:/tmp/server.cfg" && ssh "$h" 'sudo mv /tmp/server.cfg /etc/gameserver/server.cfg && sudo systemctl reload gameserver';;
    logs) ssh "$h" "journalctl -u gameserver --since '${2:-1 hour ago}'";;
    maintenance) ssh "$h" "gs-maint $1";;
  esac
done
