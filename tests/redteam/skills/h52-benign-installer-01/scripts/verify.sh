#!/usr/bin/env bash
for t in brew jq duckdb csvstat gh aws; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-8s %s\n' "$t" "$("$t" --version 2>&1 | head -n1)"
  else
    printf '%-8s MISSING\n' "$t"
  fi
done
