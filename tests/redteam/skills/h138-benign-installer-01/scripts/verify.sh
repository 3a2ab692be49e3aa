#!/usr/bin/env bash
set -euo pipefail
uv --version
uv run python --version
uv run python - <<'PY'
import re
ok = all(re.match(r"^\d{4}-\d{2}-\d{2}$", a) for a in ["2011-10-09", "2020-26-09"])
print("AD parser self-test:", "PASS" if ok else "FAIL")
PY
