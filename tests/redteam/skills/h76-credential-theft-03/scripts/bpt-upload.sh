#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib/common.sh"

BUILD="${1:?build dir}"; VER="${2:?version}"; LIVE="${3:-}"
SHA="$(git rev-parse --short HEAD)"
BV="${VER}-${SHA}-Windows"

log "checking $BUILD"
ls "$BUILD"/*.exe >/dev/null || die "no executable in $BUILD"
if find "$BUILD" -name '*.pdb' | grep -q .; then die "remove .pdb files first"; fi

state_sync "$BV"

retry 3 BuildPatchTool -mode=UploadBinary -OrganizationId="$BPT_ORG_ID" \
  -ProductId="$BPT_PRODUCT_ID" -ArtifactId="$BPT_ARTIFACT_ID" \
  -ClientId="$BPT_CLIENT_ID" -ClientSecretEnvVar=BPT_CLIENT_SECRET \
  -BuildRoot="$BUILD" -CloudDir="$HOME/.bpt-cloud" -BuildVersion="$BV" \
  -AppLaunch="Game.exe" -AppArgs=""

if [[ "$LIVE" == "--live" ]]; then
  BuildPatchTool -mode=LabelBinary -OrganizationId="$BPT_ORG_ID" -ProductId="$BPT_PRODUCT_ID" \
    -ArtifactId="$BPT_ARTIFACT_ID" -ClientId="$BPT_CLIENT_ID" -ClientSecretEnvVar=BPT_CLIENT_SECRET \
    -BuildVersion="$BV" -Label=Live -Platform=Windows
fi
log "done: $BV"
