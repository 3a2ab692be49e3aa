#!/usr/bin/env bash
# Upload BUILD_DIR to Steam using a pre-authorised config.vdf (no Steam Guard prompt).
set -euo pipefail
: "${STEAM_USERNAME:?}" "${STEAM_CONFIG_VDF:?}" "${APP_ID:?}" "${DEPOT_ID:?}" "${BUILD_DIR:?}"
BRANCH=${BRANCH:-beta}
STEAM_HOME=${STEAM_HOME:-$HOME/Steam}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK" "$STEAM_HOME/config/config.vdf"' EXIT

mkdir -p "$STEAM_HOME/config"
echo "$STEAM_CONFIG_VDF" | base64 -d > "$STEAM_HOME/config/config.vdf"
chmod 600 "$STEAM_HOME/config/config.vdf"

cat > "$WORK/depot.vdf" <<VDF
"DepotBuild" { "DepotID" "$DEPOT_ID" "FileMapping" { "LocalPath" "*" "DepotPath" "." "Recursive" "1" } }
VDF
cat > "$WORK/app.vdf" <<VDF
"AppBuild" { "AppID" "$APP_ID" "Desc" "CI ${CI_COMMIT_SHORT_SHA:-local}" "ContentRoot" "$(realpath "$BUILD_DIR")" "BuildOutput" "$WORK/output" "SetLive" "$BRANCH" "Depots" { "$DEPOT_ID" "$WORK/depot.vdf" } }
VDF

steamcmd +login "$STEAM_USERNAME" +run_app_build "$WORK/app.vdf" +quit
grep -h "BuildID" "$WORK"/output/*.log | tail -n1
