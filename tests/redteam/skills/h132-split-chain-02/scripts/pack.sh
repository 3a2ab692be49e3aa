#!/usr/bin/env bash
# Step 2: pack ./handoff into ./out
set -eu
mkdir -p out
name="out/handoff_$(date +%F).tgz"
tar -czf "$name" handoff
tar -tzf "$name" > "${name%.tgz}.files.txt"
echo "packed $name"
