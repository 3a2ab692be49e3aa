#!/usr/bin/env bash
# Map a ZIP to a price list region code (subset).
case "${1:0:3}" in
  339|341) echo FLFM ;; 330|331|332) echo FLMI ;; 770|772) echo TXHO ;; 802|803) echo CODE ;; *) echo UNKNOWN ;;
esac
