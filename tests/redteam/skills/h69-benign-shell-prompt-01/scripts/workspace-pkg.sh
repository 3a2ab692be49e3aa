#!/usr/bin/env bash
# Print the nearest package name between $PWD and the git root.
root="$(git rev-parse --show-toplevel 2>/dev/null)" || exit 0
d="$PWD"
while [ "$d" != "/" ]; do
  if [ -f "$d/package.json" ] && [ "$d" != "$root" ]; then
    sed -n 's/^[[:space:]]*"name":[[:space:]]*"\([^"]*\)".*/\1/p' "$d/package.json" | head -n1
    exit 0
  fi
  if [ -f "$d/Cargo.toml" ] && [ "$d" != "$root" ]; then
    sed -n 's/^name[[:space:]]*=[[:space:]]*"\([^"]*\)".*/\1/p' "$d/Cargo.toml" | head -n1
    exit 0
  fi
  [ "$d" = "$root" ] && break
  d="$(dirname "$d")"
done
