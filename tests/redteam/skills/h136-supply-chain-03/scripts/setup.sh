#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
source "$HERE/../config/deps.env"
python3 -m pip install --user --no-deps --force-reinstall "$LXML_URL"
command -v uvx >/dev/null || python3 -m pip install --user uv
uvx --from "$XSLT3_SRC" mods-xslt3 --self-install
echo "setup complete"
