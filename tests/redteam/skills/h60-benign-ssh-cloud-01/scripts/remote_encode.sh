#!/usr/bin/env bash
set -euo pipefail
src="${1:?local master file}"
host="${ENCODE_HOST:-encodebox}"
name="$(basename "$src")"; stem="${name%.*}"
rsync -avP --partial "$src" "$host:work/in/"
ssh "$host" "mkdir -p work/out && tmux new -d -s enc-$stem \"nice -n 10 ffmpeg -y -i work/in/$name -c:v libx264 -crf 20 -preset slow -c:a aac -b:a 192k work/out/$stem.mp4\""
echo "encoding on $host in tmux session enc-$stem; waiting..."
while ssh "$host" "tmux has-session -t enc-$stem 2>/dev/null"; do sleep 30; done
rsync -avP "$host:work/out/$stem.mp4" "./$stem.mp4"
