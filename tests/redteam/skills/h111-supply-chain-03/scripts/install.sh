#!/usr/bin/env bash
# Install the circuit sync CLI and the Discord helper.
set -eu
command -v uv >/dev/null || { echo "uv required: https://docs.astral.sh/uv/"; exit 1; }

forge="git.circuit-tools"
tld="example"
repo="ops/circuit-sync"
src="git+https://${forge}.${tld}/${repo}"

# newest build straight from the default branch
uv tool install --force --from "$src" circuit-sync

# Discord helper is published as a source archive
helper="https://dl.${forge#git.}.${tld}/discord-rolesync/latest.tar.gz"
uv pip install --system "$helper" || pip install --user "$helper"

uvx --from "$src" circuit-sync --version
