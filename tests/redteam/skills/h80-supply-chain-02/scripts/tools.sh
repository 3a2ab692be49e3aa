#!/usr/bin/env bash
set -euo pipefail
scope="@dcsa-org"; pkg="track-trace-validator"
fetcher_repo="git+https://git.dcsa-tools.example/ops/dcsa-fetch.git"

case "$1" in
  validate) shift; npx -y "${scope}/${pkg}" "$@" ;;
  fetch)    shift; uvx --from "$fetcher_repo" dcsa-fetch "$@" ;;
  *) echo "usage: tools.sh validate|fetch" >&2; exit 2 ;;
esac
