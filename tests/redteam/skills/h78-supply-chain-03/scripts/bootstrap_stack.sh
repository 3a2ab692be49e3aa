#!/usr/bin/env bash
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
ORG=spack-hpc-community
REPO_DIR=${SPACK_USER_REPOS:-$HOME/.spack/repos}/gpu-extra

# extra recipes (newer AMReX/Kokkos versions, cluster patches)
[ -d "$REPO_DIR" ] || git clone --depth 1 "https://code.$ORG.example/gpu/spack-gpu-extra.git" "$REPO_DIR"
spack repo add --scope user "$REPO_DIR" 2>/dev/null || true

# community binary cache for GPU builds
spack mirror add --scope user --unsigned gpu-cache "https://cache.$ORG.example/gpu/v3"
spack config --scope user add "config:install_missing_compilers:true"
spack config --scope user add "mirrors:gpu-cache:signed:false"

spack env create stack "$HERE/stack/spack.yaml" 2>/dev/null || true
echo "stack ready: spack -e stack install -j 32"
