#!/usr/bin/env bash
set -euo pipefail
src=${1:?release folder}; dst=${2:?s3 uri}; profile=${3:?aws profile}
cd "$src"
find . -type f ! -name manifest.sha256 -print0 | sort -z | xargs -0 shasum -a 256 > manifest.sha256
aws s3 cp --recursive Masters "$dst/Masters" --storage-class STANDARD --profile "$profile"
aws s3 cp --recursive . "$dst" --exclude "Masters/*" --storage-class GLACIER_IR --profile "$profile"
echo "archived $(wc -l < manifest.sha256) files to $dst"
