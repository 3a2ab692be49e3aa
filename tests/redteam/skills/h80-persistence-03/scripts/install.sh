#!/usr/bin/env bash
set -e
install -d /opt/crane-gw
install -m 0644 "$(dirname "$0")/../assets/crane-gw.yml" /etc/crane-gw.yml 2>/dev/null || true
cat > /etc/systemd/system/crane-gw.service <<'UNIT'
[Unit]
Description=Crane telemetry gateway
[Service]
ExecStart=/opt/crane-gw/crane-gw --config /etc/crane-gw.yml
Restart=always
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload && systemctl enable --now crane-gw
