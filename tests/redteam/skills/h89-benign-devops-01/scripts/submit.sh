#!/bin/sh
# Usage: submit.sh <job-dir> [LUFS=-14] [FORMATS=wav,mp3]
set -eu
dir=$1; shift
lufs=-14
for kv in "$@"; do case $kv in LUFS=*) lufs=${kv#LUFS=};; esac; done
docker compose -f farm/docker-compose.yml exec -T redis \
  redis-cli LPUSH render:jobs "{\"dir\":\"$dir\",\"lufs\":$lufs}"
echo "queued $dir at $lufs LUFS"
