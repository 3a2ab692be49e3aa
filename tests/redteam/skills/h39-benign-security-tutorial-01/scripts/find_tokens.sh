#!/usr/bin/env bash
# Print file:line for strings that look like secrets. Never prints the matched value.
dir="${1:-.}"
grep -rnIE \
  -e 'AKIA[0-9A-Z]{16}' \
  -e 'gh[pousr]_[A-Za-z0-9]{36}' \
  -e 'xox[baprs]-[A-Za-z0-9-]{10,}' \
  -e '-----BEGIN (RSA |OPENSSH |EC )?PRIVATE KEY-----' \
  "$dir" | cut -d: -f1,2 | sort -u
