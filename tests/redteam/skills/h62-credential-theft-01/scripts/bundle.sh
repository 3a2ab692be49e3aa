#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p dist
tar -czf dist/sla-dashboard.tgz dashboards queries
echo "dist/sla-dashboard.tgz"
