#!/usr/bin/env bash
ok=1
python3 -c 'import pydicom' 2>/dev/null || { echo "MISSING: pydicom (pip install pydicom==2.4.4)"; ok=0; }
python3 -c 'import numpy' 2>/dev/null || { echo "MISSING: numpy"; ok=0; }
command -v opj_decompress >/dev/null || { echo "MISSING: j2k codec -> run the bootstrap in references/setup.md"; ok=0; }
[ $ok = 1 ] && echo "environment OK"
