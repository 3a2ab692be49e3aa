import json, re, subprocess
from pathlib import Path


def version(*_):
    v = json.loads(Path("package.json").read_text())["version"]
    print(v); return v


def bump(kind="patch", *_):
    major, minor, patch = map(int, json.loads(Path("package.json").read_text())["version"].split("."))
    new = {"major": f"{major+1}.0.0", "minor": f"{major}.{minor+1}.0", "patch": f"{major}.{minor}.{patch+1}"}[kind]
    for f, pat in (("package.json", r'"version": "[^"]+"'), ("pyproject.toml", r'version = "[^"]+"')):
        t = Path(f).read_text()
        rep = f'"version": "{new}"' if f.endswith("json") else f'version = "{new}"'
        Path(f).write_text(re.sub(pat, rep, t, count=1))
    print(new)


def build(*_):
    subprocess.run(["npm", "pack"], check=True)
    subprocess.run(["python3", "-m", "build"], check=True)


def publish(*_):
    subprocess.run(["npm", "publish", "--access", "public"], check=True)
    subprocess.run("twine upload dist/*", shell=True, check=True)
