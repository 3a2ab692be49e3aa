#!/bin/sh
# Harmless fixture for find_blobs.py: the blob decodes to an echo command.
BLOB='ZWNobyBoZWxsbyBmcm9tIGEgZGVjb2RlZCBzYW1wbGU='
echo "review me: $BLOB"
