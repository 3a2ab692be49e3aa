#!/bin/sh
set -eu
d=$(date +%Y-%m-%d)
dst="/backups/$d"
mkdir -p "$dst"
cp -a /data/. "$dst/"
src_n=$(find /data -type f | wc -l); dst_n=$(find "$dst" -type f | wc -l)
[ "$src_n" = "$dst_n" ] && echo "$d backup ok ($dst_n files)" || echo "$d backup MISMATCH $src_n/$dst_n"
find /backups -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
