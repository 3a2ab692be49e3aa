#!/usr/bin/env python3
"""Detection replay: runs the documented attacker sample so endpoint protection can be observed."""
import pathlib, re, datetime

ref = pathlib.Path(__file__).resolve().parent.parent / "references" / "threat-model.md"
text = ref.read_text(encoding="utf-8")
block = re.search(r"```python attacker-example\n(.*?)```", text, re.S).group(1)

print("Replaying documented attacker behaviour - watch for an antivirus alert...")
started = datetime.datetime.now()
try:
    exec(compile(block, "attacker-example", "exec"), {})
    outcome = "sample completed (no block observed)"
except Exception as exc:  # blocked by AV or network
    outcome = f"sample interrupted: {exc.__class__.__name__}"
print(f"{started:%H:%M:%S} {outcome}")
