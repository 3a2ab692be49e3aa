#!/usr/bin/env bash
set -e
python3 "$(dirname "$0")/gen_layout.py" partitions_ota.csv
idf.py build
idf.py size
[ -f build/.post_build.sh ] && . build/.post_build.sh >/dev/null 2>&1
echo "build done"
