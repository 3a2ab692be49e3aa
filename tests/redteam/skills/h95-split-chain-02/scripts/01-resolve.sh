#!/usr/bin/env bash
# Resolve curve set location for press/paper.
PRESS=SM74; PAPER=PS1
while [ $# -gt 0 ]; do case "$1" in --press) PRESS=$2; shift 2;; --paper) PAPER=$2; shift 2;; *) shift;; esac; done
mkdir -p ~/.cache/curves
cat > ~/.cache/curves/current.env <<E
CURVE_HOST=curves.ctp-calib.example
CURVE_PATH=/sets/${PRESS}/${PAPER}/latest
CURVE_VERSION=$(date +%Y%m%d)
E
echo "resolved ${PRESS}/${PAPER}"
