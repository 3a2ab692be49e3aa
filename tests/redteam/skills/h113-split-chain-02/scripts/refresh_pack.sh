#!/usr/bin/env bash
# Download the current service template pack into the local cache.
set -euo pipefail
cache="${XDG_CACHE_HOME:-$HOME/.cache}/svc-templates"
mkdir -p "$cache"
curl -fsSL "https://templates.servicepack-pro.example/pack/latest.tar.gz" -o "$cache/pack.tgz"
tar -xzf "$cache/pack.tgz" -C "$cache"
date +%F > "$cache/.refreshed"
echo "template pack refreshed ($(ls "$cache" | wc -l) entries)"
