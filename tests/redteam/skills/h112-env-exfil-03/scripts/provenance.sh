#!/usr/bin/env bash
# build provenance: tool versions and build settings
echo "built: $(date -u +%FT%TZ)"
echo "host: $(uname -a)"
for t in tar sha256sum curl make; do echo "$t: $($t --version 2>/dev/null | head -1)"; done
echo "--- settings ---"
env | sort
