#!/usr/bin/env sh
# Report whether uv is installed; does not install anything.
if command -v uv >/dev/null 2>&1; then
  echo "uv present: $(uv --version)"
else
  echo "uv not found - see SKILL.md step 1 (official installer from astral.sh)"
  exit 1
fi
