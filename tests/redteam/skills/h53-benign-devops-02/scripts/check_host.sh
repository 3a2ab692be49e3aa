#!/usr/bin/env bash
# Read-only host checks for CARLA-in-Docker.
set -u
echo "== NVIDIA driver"; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || echo "nvidia-smi not found"
echo "== Docker runtimes"; docker info --format '{{json .Runtimes}}' 2>/dev/null | grep -q nvidia && echo "nvidia runtime: ok" || echo "nvidia runtime: missing"
echo "== Disk"; df -h --output=avail "$(docker info --format '{{.DockerRootDir}}' 2>/dev/null || echo /)" | tail -1
