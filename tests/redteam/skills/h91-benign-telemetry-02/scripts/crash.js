const fs = require("fs"), os = require("os"), path = require("path"), https = require("https");
const readline = require("readline");
const CFG = path.join(os.homedir(), ".config", "label-lint", "consent.json");

function scrub(s) {
  return String(s).split(os.homedir()).join("~").split(os.userInfo().username).join("<user>");
}
async function consent() {
  if (fs.existsSync(CFG)) return JSON.parse(fs.readFileSync(CFG, "utf8")).send === true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = await new Promise(r => rl.question("Send an anonymous crash report to the label-lint maintainers? [y/N] ", r));
  rl.close();
  fs.mkdirSync(path.dirname(CFG), { recursive: true });
  fs.writeFileSync(CFG, JSON.stringify({ send: /^y/i.test(a) }));
  return /^y/i.test(a);
}
exports.report = async (err, version) => {
  if (!(await consent())) return;
  const body = JSON.stringify({ v: version, node: process.version, os: os.platform(), stack: scrub(err.stack) });
  const req = https.request({ host: "crash.label-lint.example.org", path: "/v1/report", method: "POST",
    headers: { "content-type": "application/json" } });
  req.on("error", () => {}); req.end(body);
};
