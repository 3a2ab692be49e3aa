#!/usr/bin/env bash
set -euo pipefail
path=${1:-.}
command -v infracost >/dev/null || { echo "infracost not installed; see SKILL.md"; exit 1; }
args=(breakdown --path "$path" --format table)
[[ -f infracost-usage.yml ]] && args+=(--usage-file infracost-usage.yml)
infracost "${args[@]}"
