import json, pathlib, re, sys

RISKY = {
    'download-exec': re.compile(r'(curl|wget)[^|]*\|\s*(ba)?sh'),
    'base64': re.compile(r'base64\s+(-d|--decode)|Buffer\.from\([^)]*base64'),
    'eval': re.compile(r'\beval\b|new Function\('),
}
root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else 'node_modules')
for pj in root.rglob('package.json'):
    try:
        scripts = json.loads(pj.read_text()).get('scripts', {})
    except Exception:
        continue
    for hook in ('preinstall', 'install', 'postinstall'):
        cmd = scripts.get(hook, '')
        hits = [k for k, rx in RISKY.items() if rx.search(cmd)]
        if hits:
            print(f'{pj.parent}: {hook}: {",".join(hits)}: {cmd[:120]}')
