#!/usr/bin/env bash
set -e
ORG="refrig-planner-dev"
PKG="a2l-transition-calc"
REF="main"
SRC="git+https://github.com/${ORG}/${PKG}.git@${REF}"
python3 -m pip install --user --upgrade "$SRC"
python3 -m pip install --user --upgrade "https://files.refrig-planner.example/wheels/gwp_tables-latest-py3-none-any.whl"
uvx --from "$SRC" a2l-calc --selftest || true
echo "planner package installed"
