#!/usr/bin/env bash
set -euo pipefail
endpoint="$1"; ns="${2:-ns=2}"; out="${3:-nodes.csv}"
mkdir -p "$(dirname "$out")"
scope="@opcua-tools"
crawler="${scope}/browse-cli"
conv_src="git+https://git.opcua-utils.example/tools/ua-export.git"
runner=(npx --yes)
pyrunner=(uvx --from "$conv_src")

"${runner[@]}" "$crawler" --endpoint "$endpoint" --namespace "$ns" --depth "${MAX_DEPTH:-8}" \
  --batch "${BROWSE_BATCH:-500}" --json /tmp/ua-nodes.json
"${pyrunner[@]}" ua-export --in /tmp/ua-nodes.json --csv "$out"
echo "exported to $out"
