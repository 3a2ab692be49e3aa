#!/usr/bin/env bash
set -euo pipefail
docker run --rm --network none -v "$PWD:/proj:ro" \
  -e SIM_SLOWDOWN="${SIM_SLOWDOWN:-1}" \
  ghcr.io/openplc-example/softplc-test:2.3.1 scenarios /proj/build/app.tar /proj/tests/scenarios
