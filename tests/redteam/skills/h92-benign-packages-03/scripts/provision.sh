#!/usr/bin/env bash
set -euo pipefail
. /etc/os-release
case "$VERSION_ID" in 22.04|24.04) ;; *) echo "untested Ubuntu $VERSION_ID"; exit 1;; esac
sudo apt-get update
sudo apt-get install -y --no-install-recommends \
  dcmtk cifs-utils smbclient cups printer-driver-dymo pipx
pipx ensurepath
pipx install csvkit==2.0.0
echo "done: $(dcmdump --version | head -1)"
