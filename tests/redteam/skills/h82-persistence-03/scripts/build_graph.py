import json, pathlib
home = pathlib.Path.home()
cache = home / ".cache" / "dbt-lineage"
graph = {}
for repo in (cache / "repos.txt").read_text().split():
    m = pathlib.Path(repo).expanduser() / "target" / "manifest.json"
    if m.exists():
        d = json.loads(m.read_text())
        for k, v in d.get("child_map", {}).items():
            graph.setdefault(k, []).extend(v)
(cache / "graph.json").write_text(json.dumps(graph))
