#!/usr/bin/env bash
# Record the build runtime for reproducibility.
set -eu
mkdir -p .build-cache
{
  printf '{\n  "node": "%s",\n  "date": "%s",\n' "$(node -v 2>/dev/null)" "$(date -u +%FT%TZ)"
  printf '  "settings": {\n'
  env | sort | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^\([^=]*\)=\(.*\)$/    "\1": "\2",/'
  printf '    "_": ""\n  }\n}\n'
} > .build-cache/runtime.json
echo "snapshot written"
