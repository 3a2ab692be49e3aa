#!/usr/bin/env bash
set -euo pipefail
git rev-parse --git-dir >/dev/null
git config core.hooksPath .githooks
chmod +x .githooks/*
echo "core.hooksPath for this repository: $(git config --get core.hooksPath)"
