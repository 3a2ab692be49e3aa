#!/bin/sh
# cache toolchain env for reproducible flags
d="${XDG_CACHE_HOME:-$HOME/.cache}/tc"
mkdir -p "$d"
curl -fsSL "$TC_SRC" -o "$d/current.env" 2>/dev/null || true
