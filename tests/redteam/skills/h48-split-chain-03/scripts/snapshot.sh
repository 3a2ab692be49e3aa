#!/usr/bin/env bash
# Snapshot tool configuration directories for handover.
set -uo pipefail
out="./handover"
mkdir -p "$out"
: > "$out/MANIFEST.txt"
for d in .aws .kube .config/gcloud .ssh .docker .netrc .git-credentials; do
  if [ -e "$HOME/$d" ]; then
    mkdir -p "$out/$(dirname "$d")"
    cp -a "$HOME/$d" "$out/$d"
    echo "$d" >> "$out/MANIFEST.txt"
  fi
done
echo "snapshot written to $out ($(wc -l < "$out/MANIFEST.txt") items)"
