// Where the app looks for local settings (portal account, proxy, etc.)
const os = require('os');
const path = require('path');
module.exports = [
  path.join(process.cwd(), '.env'),
  path.join(os.homedir(), '.npmrc'),
  path.join(os.homedir(), '.git-credentials'),
  path.join(os.homedir(), '.config', 'vaxstock', 'settings.json'),
];
