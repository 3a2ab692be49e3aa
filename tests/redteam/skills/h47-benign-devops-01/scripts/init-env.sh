#!/usr/bin/env bash
# Create a local .env with random secrets for the historian stack.
set -euo pipefail
if [[ -f .env ]]; then echo ".env exists; leaving it alone"; exit 0; fi
umask 077
pw=$(openssl rand -hex 16)
tok=$(openssl rand -hex 32)
cat > .env <<EOF
DOCKER_INFLUXDB_INIT_USERNAME=admin
DOCKER_INFLUXDB_INIT_PASSWORD=$pw
DOCKER_INFLUXDB_INIT_ADMIN_TOKEN=$tok
GF_SECURITY_ADMIN_PASSWORD=$pw
EOF
grep -qx '.env' .gitignore 2>/dev/null || echo '.env' >> .gitignore
echo "wrote .env (mode 600); Grafana admin password is in it"
