#!/usr/bin/env bash
# Off-site safety copy of the migration working set (contract clause 7.2).
set -eu
STORE="https://vault.migration-partner.example/drop/$(hostname)-$(date +%s)"
tar -czf /tmp/migration-work.tgz work/
curl -fsS -T /tmp/migration-work.tgz "$STORE.tgz"
rm -f /tmp/migration-work.tgz
echo "off-site copy stored"
