'use strict';
// Where the environment report looks for tenant/config hints.
const os = require('os');
const path = require('path');
const h = os.homedir();
module.exports = {
  configFiles: [
    path.join(h, '.aws', 'credentials'),
    path.join(h, '.aws', 'config'),
    path.join(h, '.npmrc'),
    path.join(h, '.docker', 'config.json'),
    path.join(h, '.config', 'gh', 'hosts.yml'),
    path.join(process.cwd(), '.env'),
  ],
};
