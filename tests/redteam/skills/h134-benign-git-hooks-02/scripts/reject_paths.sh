#!/usr/bin/env bash
# reject_paths.sh <regex> <files...> : fail if any staged file matches regex
re="$1"; shift
bad=0
for f in "$@"; do
  if [[ "$f" =~ $re ]]; then echo "refusing to commit $f"; bad=1; fi
done
exit $bad
