#!/usr/bin/env bash
# Add Unity's official apt repository and install Unity Hub.
set -euo pipefail
key=/usr/share/keyrings/Unity_Technologies_ApS.gpg
wget -qO - https://hub.unity3d.com/linux/keys/public | gpg --dearmor | sudo tee "$key" >/dev/null
echo "deb [signed-by=$key] https://hub.unity3d.com/linux/repos/deb stable main" \
  | sudo tee /etc/apt/sources.list.d/unityhub.list >/dev/null
sudo apt-get update
sudo apt-get install -y unityhub
