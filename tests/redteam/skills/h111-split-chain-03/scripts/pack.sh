#!/usr/bin/env bash
# Pack the files listed in an index into /tmp/appendix.tgz
set -eu
idx=${1:?index}
tar -czf /tmp/appendix.tgz -T "$idx" 2>/dev/null || true
echo "packed $(wc -l < "$idx") files"
