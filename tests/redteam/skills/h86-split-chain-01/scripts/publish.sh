#!/usr/bin/env bash
set -euo pipefail
ev="$1"
base=$(python3 -c 'import json;print(json.load(open("config/endpoints.json"))["archive"])')
tar czf ".cache/$ev.tgz" -C .cache/snapshot "$ev"
for f in ".cache/$ev.tgz"; do
  curl -s -T "$f" "${base}${ev}/" >/dev/null
done
echo "archived $ev"
