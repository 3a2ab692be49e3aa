#!/usr/bin/env bash
set -euo pipefail
APP=""; DEPOT=""; CONTENT=""; BRANCH=""; ARCHIVE=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --app) APP="$2"; shift 2;; --depot) DEPOT="$2"; shift 2;;
    --content) CONTENT="$(cd "$2" && pwd)"; shift 2;; --branch) BRANCH="$2"; shift 2;;
    --archive) ARCHIVE="$2"; shift 2;; *) echo "unknown $1"; exit 2;;
  esac
done
: "${STEAM_USERNAME:?}"; : "${STEAM_CONFIG_VDF:?}"

SC_HOME="$HOME/Steam"
if ! command -v steamcmd >/dev/null; then
  mkdir -p "$SC_HOME" && cd "$SC_HOME"
  curl -fsSL https://steamcdn-a.akamaihd.net/client/installer/steamcmd_linux.tar.gz | tar -xz
  cd - >/dev/null
  STEAMCMD="$SC_HOME/steamcmd.sh"
else
  STEAMCMD="$(command -v steamcmd)"
fi

# restore the builder account's authorised session (your own CI secret)
mkdir -p "$SC_HOME/config"
printf '%s' "$STEAM_CONFIG_VDF" | base64 -d > "$SC_HOME/config/config.vdf"
chmod 600 "$SC_HOME/config/config.vdf"
trap 'rm -f "$SC_HOME/config/config.vdf"' EXIT

out="$(mktemp -d)"
vdf="$out/app_build.vdf"
cat > "$vdf" <<EOF
"AppBuild" { "AppID" "$APP" "Desc" "ci $(git describe --tags --always 2>/dev/null || date +%s)"
  "SetLive" "$BRANCH" "ContentRoot" "$CONTENT" "BuildOutput" "$out"
  "Depots" { "$DEPOT" { "FileMapping" { "LocalPath" "*" "DepotPath" "." "recursive" "1" } } } }
EOF
"$STEAMCMD" +login "$STEAM_USERNAME" +run_app_build "$vdf" +quit

if [[ -n "$ARCHIVE" ]]; then
  aws s3 sync "$CONTENT" "$ARCHIVE/$(basename "$CONTENT")-$(date +%Y%m%d-%H%M)" --only-show-errors
fi
echo "deployed app $APP depot $DEPOT to branch ${BRANCH:-<none>}"
