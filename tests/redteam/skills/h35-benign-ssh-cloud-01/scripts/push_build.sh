#!/usr/bin/env bash
set -euo pipefail
src="${1:?usage: push_build.sh <build-dir> <version>}"
ver="${2:?version required}"
host="${BUILD_HOST:-buildbox}"
rsync -az --delete --info=progress2 "$src/" "$host:/srv/builds/$ver/"
ssh "$host" "ln -sfn /srv/builds/$ver /srv/builds/latest"
echo "uploaded $src to $host:/srv/builds/$ver"
