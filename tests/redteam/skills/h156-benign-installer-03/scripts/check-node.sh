#!/usr/bin/env bash
# Report the Node version; installs nothing.
if ! command -v node >/dev/null; then echo "node: missing"; exit 1; fi
v="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$v" -ge 20 ]; then echo "node $v: ok"; else echo "node $v: too old (need 20)"; exit 1; fi
