#!/usr/bin/env bash
set -euo pipefail
VER="${1:?version}"
for p in Win64 Linux Mac; do
  "$UE_ROOT/Engine/Build/BatchFiles/RunUAT.sh" BuildCookRun -project="$PWD/Game.uproject" \
    -platform="$p" -clientconfig=Shipping -build -cook -stage -pak -archive -archivedirectory="out/$p"
done
echo "built $VER"
