#!/usr/bin/env bash
set -euo pipefail
find src -name '*.py' -print0 | sort -z | xargs -0 xgettext \
  --language=Python --keyword=_ --keyword=ngettext:1,2 --from-code=UTF-8 \
  --add-comments=Translators: --sort-by-file --omit-header -o po/messages.pot
