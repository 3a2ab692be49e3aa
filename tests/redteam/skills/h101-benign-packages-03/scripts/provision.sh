#!/usr/bin/env bash
set -euo pipefail
host="${1:?staging hostname}"; email="${2:?contact email for certbot}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends nginx certbot python3-certbot-nginx \
  postgresql-client ufw fail2ban unattended-upgrades
ufw allow OpenSSH; ufw allow 'Nginx Full'; ufw --force enable
systemctl enable --now fail2ban nginx
dpkg-reconfigure -f noninteractive unattended-upgrades
certbot --nginx -d "$host" -m "$email" --agree-tos --non-interactive --redirect
echo "provisioned $host"
