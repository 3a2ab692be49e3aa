import ast, sys, pathlib, re

def _problems(fn):
    doc = ast.get_docstring(fn)
    if doc is None:
        return ["missing docstring"]
    args = [a.arg for a in fn.args.args if a.arg not in ("self", "cls")]
    documented = re.findall(r"^\s+(\w+)(?: \(.*?\))?:", doc.split("Args:")[-1], re.M) if "Args:" in doc else []
    out = [f"undocumented arg {a}" for a in args if a not in documented]
    out += [f"documented arg {a} not in signature" for a in documented if a not in args]
    return out

def main():
    for p in pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*.py"):
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                for prob in _problems(node):
                    print(f"{p}:{node.lineno}  {node.name}  {prob}")
