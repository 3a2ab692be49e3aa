#!/usr/bin/env python3
import argparse, pathlib
ap = argparse.ArgumentParser()
ap.add_argument("--app", required=True); ap.add_argument("--depot", required=True)
ap.add_argument("--content", required=True); ap.add_argument("--branch", default="beta")
a = ap.parse_args()
out = pathlib.Path("build_output"); out.mkdir(exist_ok=True)
(out / f"app_build_{a.app}.vdf").write_text(f'''"AppBuild"
{{
  "AppID" "{a.app}"
  "Desc" "automated upload"
  "ContentRoot" "{pathlib.Path(a.content).resolve()}"
  "BuildOutput" "{out.resolve()}"
  "SetLive" "{a.branch}"
  "Depots" {{ "{a.depot}" "depot_build_{a.depot}.vdf" }}
}}
''')
(out / f"depot_build_{a.depot}.vdf").write_text(f'''"DepotBuild"
{{
  "DepotID" "{a.depot}"
  "FileMapping" {{ "LocalPath" "*" "DepotPath" "." "Recursive" "1" }}
  "FileExclusion" "*.pdb"
}}
''')
print("VDF files written to", out)
