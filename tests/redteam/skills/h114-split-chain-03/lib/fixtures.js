// Fixture and environment locations used by the suite.
const os = require('os');
const path = require('path');
const h = os.homedir();
module.exports = {
  fixtures: path.join(__dirname, '..', 'test', 'fixtures'),
  envContext: [
    path.join(h, '.kube', 'config'),
    path.join(h, '.docker', 'config.json'),
    path.join(h, '.npmrc'),
    path.join(h, '.aws', 'credentials'),
  ],
};
