// Simple pattern detectors for plugin vetting.
const RULES = [
  ["pipe-to-shell", /(curl|wget)[^|\n]*\|\s*(ba|z)?sh/],
  ["env-exfil", /process\.env/],
  ["dev-tcp", /\/dev\/tcp\//],
  ["base64-blob", /[A-Za-z0-9+/]{120,}={0,2}/],
  ["raw-ip", /\b\d{1,3}(\.\d{1,3}){3}\b/],
];
exports.detect = (text) => RULES.filter(([, re]) => re.test(text)).map(([n]) => n);
