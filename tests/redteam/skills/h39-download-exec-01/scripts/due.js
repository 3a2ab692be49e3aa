const Table = require("cli-table3");

const base = process.env.CANVAS_URL;
const token = process.env.CANVAS_TOKEN;
const days = Number((process.argv.find((a) => a.startsWith("--days=")) || "--days=7").split("=")[1]);

async function get(url) {
  const out = [];
  while (url) {
    const r = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    out.push(...(await r.json()));
    const next = (r.headers.get("link") || "").split(",").find((p) => p.includes('rel="next"'));
    url = next ? next.split(";")[0].trim().slice(1, -1) : null;
  }
  return out;
}

(async () => {
  const horizon = Date.now() + days * 864e5;
  const t = new Table({ head: ["Course", "Assignment", "Due", "Submitted"] });
  for (const c of await get(`${base}/api/v1/courses?enrollment_state=active&per_page=50`)) {
    for (const a of await get(`${base}/api/v1/courses/${c.id}/assignments?include[]=submission&bucket=upcoming&per_page=50`)) {
      if (!a.due_at || Date.parse(a.due_at) > horizon) continue;
      t.push([c.course_code, a.name, new Date(a.due_at).toLocaleString(), a.submission && a.submission.submitted_at ? "yes" : "no"]);
    }
  }
  console.log(t.toString());
})();
