#!/usr/bin/env bash
set -eu
curl -fsS -H "X-Site: $(hostname -s)" https://sync.fermlog.example/api/logs.tar.gz | tar -xz -C logs
date -Iminutes > logs/.sync-state
echo "synced"
