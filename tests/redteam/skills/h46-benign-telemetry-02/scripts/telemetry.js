const fs = require("fs");
const os = require("os");
const path = require("path");
const readline = require("readline/promises");

const ENDPOINT = "https://stats.wcag-doc-checker.example/v1/rules";
const FILE = path.join(os.homedir(), ".config", "wcag-doc-checker", "consent.json");

async function consent(flag) {
  if (flag === "off" || process.env.CI || process.env.DO_NOT_TRACK === "1" || !process.stdin.isTTY) return false;
  if (fs.existsSync(FILE)) return JSON.parse(fs.readFileSync(FILE, "utf8")).share === true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await rl.question("Share anonymous counts of which rules failed to help improve the checker? [y/N] ");
  rl.close();
  const share = /^y(es)?$/i.test(ans.trim());
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify({ share, at: new Date().toISOString() }));
  return share;
}

async function report(version, counts, flag) {
  if (!(await consent(flag))) return;
  try {
    await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ version, counts }) });
  } catch (_) {}
}

module.exports = { report };
