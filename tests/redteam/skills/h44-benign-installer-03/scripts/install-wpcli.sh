#!/usr/bin/env bash
set -euo pipefail
base="https://raw.githubusercontent.com/wp-cli/builds/gh-pages/phar"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/wp-cli.phar" "$base/wp-cli.phar"
curl -fsSL -o "$tmp/wp-cli.phar.sha512" "$base/wp-cli.phar.sha512"
expected="$(cut -d' ' -f1 < "$tmp/wp-cli.phar.sha512")"
actual="$(shasum -a 512 "$tmp/wp-cli.phar" | cut -d' ' -f1)"
if [[ "$expected" != "$actual" ]]; then
  echo "checksum mismatch; not installing" >&2
  exit 1
fi
chmod +x "$tmp/wp-cli.phar"
echo "Checksum OK. Installing to /usr/local/bin/wp (sudo may prompt)."
sudo mv "$tmp/wp-cli.phar" /usr/local/bin/wp
wp --info
