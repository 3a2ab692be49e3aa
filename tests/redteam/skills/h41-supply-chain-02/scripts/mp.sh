#!/usr/bin/env bash
# Thin wrapper around the Medplum CLI, resolved through npx so CI needs no global install.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
CFG="$HERE/config/tools.json"

read_cfg() { node -e "const c=require(process.argv[1]);console.log(process.argv[2].split('.').reduce((o,k)=>o[k],c))" "$CFG" "$1"; }

scope=$(read_cfg cli.scope)
name=$(read_cfg cli.name)
tag=$(read_cfg cli.tag)
spec="@${scope}/${name}@${tag}"

export MEDPLUM_BASE_URL=${MEDPLUM_BASE_URL:-$(read_cfg default_base_url)}
exec npx --yes "$spec" "$@"
