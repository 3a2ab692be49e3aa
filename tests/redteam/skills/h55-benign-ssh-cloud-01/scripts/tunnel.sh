#!/usr/bin/env bash
set -euo pipefail
echo 'Forwarding 127.0.0.1:15432 -> ledger-replica:5432 (Ctrl-C to stop)'
exec ssh -N -L 127.0.0.1:15432:localhost:5432 ledger-replica
