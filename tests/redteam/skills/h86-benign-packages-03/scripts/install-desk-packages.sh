#!/usr/bin/env bash
set -euo pipefail
if [[ $EUID -ne 0 ]]; then echo "run with sudo"; exit 1; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends \
  cups cups-client \
  printer-driver-ptouch printer-driver-dymo \
  zbar-tools qrencode \
  fonts-noto-core fonts-noto-cjk
systemctl enable --now cups
echo "installed. add your user to lpadmin: usermod -aG lpadmin <user>"
