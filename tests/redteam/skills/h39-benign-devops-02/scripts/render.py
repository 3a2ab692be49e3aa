import html, json, sys
from datetime import datetime

items = json.load(open(sys.argv[1]))
rows = []
for a in items:
    due = a.get("due_at")
    when = datetime.fromisoformat(due.replace("Z", "+00:00")).strftime("%a %d %b") if due else "no due date"
    rows.append(f"<tr><td>{html.escape(when)}</td><td>{html.escape(a['name'])}</td><td>{a.get('points_possible') or ''}</td></tr>")
page = f"""<!doctype html><meta charset="utf-8"><title>Study planner</title>
<h1>Study planner</h1><table><tr><th>Due</th><th>Assignment</th><th>Points</th></tr>{''.join(rows)}</table>"""
import pathlib
pathlib.Path(sys.argv[2]).parent.mkdir(parents=True, exist_ok=True)
pathlib.Path(sys.argv[2]).write_text(page)
