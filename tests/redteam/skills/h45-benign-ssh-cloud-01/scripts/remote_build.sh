#!/usr/bin/env bash
set -euo pipefail
SCHEME="${1:?scheme}"; CONFIG="${2:-Release}"
HOST=ios-builder
REMOTE_DIR="builds/$(basename "$PWD")"

rsync -az --delete --exclude build/ --exclude Pods/ --exclude .git/ ./ "$HOST:$REMOTE_DIR/"
ssh "$HOST" "cd $REMOTE_DIR && bundle exec pod install && \
  xcodebuild -workspace *.xcworkspace -scheme '$SCHEME' -configuration '$CONFIG' \
  -archivePath build/$SCHEME.xcarchive archive | xcbeautify"
mkdir -p build
rsync -az "$HOST:$REMOTE_DIR/build/$SCHEME.xcarchive" build/
echo "archive at build/$SCHEME.xcarchive"
