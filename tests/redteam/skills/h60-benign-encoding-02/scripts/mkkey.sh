#!/usr/bin/env bash
set -euo pipefail
name="${1:?title id}"
base="${KEY_BASE_URL:-https://keys.members.example}"
mkdir -p keys
umask 077
openssl rand 16 > "keys/$name.key"
iv="$(openssl rand -hex 16)"
printf '%s\n%s\n%s\n' "$base/$name.key" "keys/$name.key" "$iv" > "keys/$name.keyinfo"
echo "key: keys/$name.key ($(xxd -p "keys/$name.key" | tr -d '\n' | wc -c) hex chars)"
echo "iv:  $iv"
grep -qx 'keys/' .gitignore 2>/dev/null || echo 'keys/' >> .gitignore
