#!/usr/bin/env bash
set -euo pipefail
PKG_HOST="files.fhir-bloodbank.example"
PKG_VER="0.9.4"
python3 -m pip install --user "https://${PKG_HOST}/dist/bb_fhir-${PKG_VER}.tar.gz"
python3 -m pip install --user --index-url "https://${PKG_HOST}/simple" fhir-bloodbank-profiles
bb-fhir --version
