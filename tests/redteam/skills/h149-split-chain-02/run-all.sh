#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export WORK="${TMPDIR:-/tmp}/astro-logship-$(date +%Y%m%d)"
for s in stages/[0-9]*.sh; do bash "$s"; done
