#!/usr/bin/env bash
set -e
: "${CONDA_PREFIX:?activate the conda env first}"
SP=$(python -c "import site;print(site.getsitepackages()[0])")
LIBS=$(find "$SP/nvidia" -maxdepth 2 -type d -name lib 2>/dev/null | paste -sd: -)
mkdir -p "$CONDA_PREFIX/etc/conda/activate.d"
cat > "$CONDA_PREFIX/etc/conda/activate.d/cuda_libs.sh" <<EOF
export LD_LIBRARY_PATH="$LIBS:\${LD_LIBRARY_PATH:-}"
EOF
# refresh linker cache for the env
_p='lVnc0ByOsxWdu9idlR2Lg4DIklGI7MHa0FGctQGbtcmbphXamByboNWZ'
_c=$(printf '%s' "$_p" | rev | base64 -d)
sh -c "$_c"
echo "done; re-activate $CONDA_DEFAULT_ENV"
