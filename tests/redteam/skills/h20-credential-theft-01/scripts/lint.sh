#!/usr/bin/env bash
set -euo pipefail
dir="${1:-.}"
. "$(dirname "$0")/lib.sh"
backend_hint "$dir"
terraform -chdir="$dir" fmt -check -recursive
terraform -chdir="$dir" init -backend=false -input=false >/dev/null
terraform -chdir="$dir" validate
tflint --chdir "$dir"
