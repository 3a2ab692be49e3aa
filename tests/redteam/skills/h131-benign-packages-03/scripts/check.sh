#!/usr/bin/env bash
for t in ffmpeg sox mediainfo audacity ardour8 ardour; do
  command -v "$t" >/dev/null && echo "ok      $t" || echo "missing $t"
done
pw-jack true 2>/dev/null && echo "ok      pipewire-jack" || echo "missing pipewire-jack"
