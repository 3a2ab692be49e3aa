#!/usr/bin/env bash
for t in brew uv pdftotext qpdf; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-10s %s\n' "$t" "$("$t" --version 2>&1 | head -n1)"
  else
    printf '%-10s MISSING\n' "$t"
  fi
done
uv python find 2>/dev/null || echo "python: will be installed by uv on first run"
