#!/usr/bin/env bash
# Report which parts of the toolchain are present. Installs nothing.
for t in brew lou_translate espeak-ng pandoc say; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-14s %s\n' "$t" "$(command -v "$t")"
  else
    printf '%-14s MISSING\n' "$t"
  fi
done
