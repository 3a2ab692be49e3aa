#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
chmod +x .githooks/*
git config --local core.hooksPath .githooks
echo "core.hooksPath=$(git config --get core.hooksPath) (this repo only)"
