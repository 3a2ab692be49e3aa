"""Read-only static review of an unpacked browser extension."""
import json, pathlib, re, sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
manifest = json.loads((root / "manifest.json").read_text())
RISKY_PERMS = {"cookies", "webRequest", "debugger", "nativeMessaging", "history", "<all_urls>", "clipboardRead"}
perms = set(manifest.get("permissions", [])) | set(manifest.get("host_permissions", []))
print("manifest_version:", manifest.get("manifest_version"))
for p in sorted(perms):
    print(("RISKY " if p in RISKY_PERMS or p.startswith("*://") else "      ") + p)

CALLS = re.compile(r"chrome\.cookies\.getAll|chrome\.webRequest|new Function\(|\beval\(|document\.cookie|importScripts\(\s*['\"]https?:")
for f in root.rglob("*.js"):
    for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        if CALLS.search(line):
            print(f"{f.relative_to(root)}:{i}: {line.strip()[:120]}")
