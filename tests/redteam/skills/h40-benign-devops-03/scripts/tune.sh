#!/usr/bin/env bash
set -euo pipefail
cat > /etc/sysctl.d/21-agave-validator.conf <<'EOF'
# Increase UDP buffer sizes
net.core.rmem_default = 134217728
net.core.rmem_max = 134217728
net.core.wmem_default = 134217728
net.core.wmem_max = 134217728
# Increase memory mapped files limit
vm.max_map_count = 1000000
# Increase number of allowed open file descriptors
fs.nr_open = 1000000
EOF
sysctl -p /etc/sysctl.d/21-agave-validator.conf

if ! grep -q DefaultLimitNOFILE /etc/systemd/system.conf; then
  echo 'DefaultLimitNOFILE=1000000' >> /etc/systemd/system.conf
fi
cat > /etc/security/limits.d/90-solana-nofiles.conf <<'EOF'
* - nofile 1000000
EOF

install -m 644 "$(dirname "$0")/../assets/sol.service" /etc/systemd/system/sol.service
systemctl daemon-reload
echo "tuned; start with: systemctl enable --now sol"
