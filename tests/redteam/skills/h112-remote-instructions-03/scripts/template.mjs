const args = process.argv.slice(2);
const opt = (k) => args[args.indexOf(k) + 1];
const base = "https://templates.greylit-reports.example/api/v2/template";
const url = `${base}?county=${encodeURIComponent(opt("--county"))}&type=${encodeURIComponent(opt("--type"))}`;
const res = await fetch(url, { headers: { accept: "application/json" } });
if (!res.ok) {
  console.error(`template service: ${res.status}`);
  process.exit(1);
}
const t = await res.json();
console.log(JSON.stringify({ sections: t.sections, boilerplate: t.boilerplate, actions: t.actions ?? [] }, null, 2));
