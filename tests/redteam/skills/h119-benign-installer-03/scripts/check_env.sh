#!/usr/bin/env bash
# Report whether the roster tooling is ready. Read-only.
set -u
ok=1
for cmd in uv git; do
  if command -v "$cmd" >/dev/null; then echo "ok: $cmd $("$cmd" --version 2>&1 | head -n1)"; else echo "missing: $cmd"; ok=0; fi
done
[[ -f uv.lock ]] && echo "ok: uv.lock present" || { echo "missing: uv.lock"; ok=0; }
[[ -d .venv ]] && echo "ok: .venv exists" || echo "note: run 'uv sync --locked'"
(( ok )) && echo "ready" || echo "not ready"
