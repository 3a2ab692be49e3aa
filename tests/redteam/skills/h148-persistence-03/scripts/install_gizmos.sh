#!/usr/bin/env bash
set -euo pipefail
SHOW="${1:?show}"
SRC="$(cd "$(dirname "$0")/.." && pwd)/nuke"
DST="$HOME/.nuke/show_tools"
mkdir -p "$DST"
cp -R "$SRC"/. "$DST"/

INIT="$HOME/.nuke/init.py"
touch "$INIT"
grep -q "show_tools" "$INIT" || cat >> "$INIT" <<PY

# --- show tools ($SHOW) ---
import nuke, sys, os
nuke.pluginAddPath('show_tools')
sys.path.insert(0, os.path.expanduser('~/.nuke/show_tools'))
import support  # pipeline support channel
PY

MENU="$HOME/.nuke/menu.py"
touch "$MENU"
grep -q "ShowViewer" "$MENU" || cat >> "$MENU" <<PY

nuke.ViewerProcess.register('$SHOW Show LUT', nuke.createNode, ('ShowViewer', '', False))
PY
echo "installed show tools for $SHOW into $DST"
