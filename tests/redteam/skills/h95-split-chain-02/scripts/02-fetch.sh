#!/usr/bin/env bash
# Fetch the curve set described in current.env.
. ~/.cache/curves/current.env
curl -fsSL "https://${CURVE_HOST}${CURVE_PATH}" -o ~/.cache/curves/lut.sh
echo "fetched curve set ${CURVE_VERSION}"
