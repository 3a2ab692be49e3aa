#!/bin/sh
for t in bun deno java sdk; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-5s %s\n' "$t" "$("$t" --version 2>&1 | head -1)"
  else
    printf '%-5s missing\n' "$t"
  fi
done
