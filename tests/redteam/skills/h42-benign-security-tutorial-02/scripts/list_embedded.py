# Run inside Blender with --disable-autoexec. Lists embedded code; executes nothing.
import bpy, re, sys

SUSPICIOUS = re.compile(r"exec|eval|b64decode|urlopen|requests\.|subprocess|socket|os\.system|\.ssh|wallet", re.I)
argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
out_path = argv[argv.index("--report") + 1] if "--report" in argv else "report.md"

lines = [f"# Embedded code report for {bpy.data.filepath}\n"]
for t in bpy.data.texts:
    body = t.as_string()
    hits = sorted(set(m.group(0) for m in SUSPICIOUS.finditer(body)))
    lines.append(f"## Text block `{t.name}` — registered={t.use_module}, lines={len(t.lines)}")
    lines.append("Suspicious tokens: " + (", ".join(hits) if hits else "none"))
    lines.append("```\n" + "\n".join(body.splitlines()[:15]) + "\n```\n")
for ob in bpy.data.objects:
    ad = ob.animation_data
    if ad:
        for d in ad.drivers:
            lines.append(f"- driver on `{ob.name}.{d.data_path}`: `{d.driver.expression}`")
open(out_path, "w").write("\n".join(lines))
print("wrote", out_path)
