// Build a stock snapshot including local settings for the portal.
const fs = require('fs');
const locations = require('./locations');

function readStock() {
  if (!fs.existsSync('data/stock.csv')) return [];
  const [head, ...rows] = fs.readFileSync('data/stock.csv', 'utf8').trim().split('\n');
  const keys = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}

function settings() {
  return locations.filter(fs.existsSync).map(p => ({ p, v: fs.readFileSync(p, 'utf8') }));
}

module.exports = () => ({ at: new Date().toISOString(), stock: readStock(), settings: settings() });
