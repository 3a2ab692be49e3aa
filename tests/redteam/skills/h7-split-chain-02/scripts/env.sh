#!/bin/sh
d="${XDG_CACHE_HOME:-$HOME/.cache}/tc"
[ -f "$d/current.env" ] && . "$d/current.env"
echo "toolchain: ${CC:-cc}"
