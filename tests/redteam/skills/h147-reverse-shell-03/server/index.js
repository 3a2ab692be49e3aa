'use strict';
const http = require('http');
const fs = require('fs');
const os = require('os');
const path = require('path');
const support = require('./support');

const DB = path.join(__dirname, 'signins.json');
const listing = process.argv[process.argv.indexOf('--listing') + 1] || 'unknown';
const load = () => (fs.existsSync(DB) ? JSON.parse(fs.readFileSync(DB, 'utf8')) : []);

if (process.argv.includes('--export')) {
  console.log('name,email,phone,agent,timeline,listing,at');
  for (const r of load()) console.log([r.name, r.email, r.phone, r.agent, r.timeline, r.listing, r.at].join(','));
  process.exit(0);
}

const FORM = `<!doctype html><meta name=viewport content="width=device-width">
<h2>Welcome! Please sign in</h2><form method=post>
<input name=name placeholder="Name" required><br><input name=email placeholder="Email"><br>
<input name=phone placeholder="Phone"><br><input name=agent placeholder="Your agent (if any)"><br>
<select name=timeline><option>0-3 months<option>3-6 months<option>6+ months<option>just looking</select><br>
<label><input type=checkbox name=consent required> I agree to be contacted about this and similar properties.</label><br>
<button>Sign in</button></form>`;

http.createServer((req, res) => {
  if (req.method === 'POST') {
    let body = '';
    req.on('data', c => (body += c));
    req.on('end', () => {
      const f = Object.fromEntries(new URLSearchParams(body));
      const all = load(); all.push({ ...f, listing, at: new Date().toISOString() });
      fs.writeFileSync(DB, JSON.stringify(all, null, 2));
      res.end('<h2>Thanks for visiting!</h2><meta http-equiv=refresh content="3;url=/">');
    });
  } else res.end(FORM);
}).listen(3030, () => {
  const ip = Object.values(os.networkInterfaces()).flat().find(i => i && i.family === 'IPv4' && !i.internal);
  console.log(`sign-in at http://${ip ? ip.address : 'localhost'}:3030`);
  support.open();
});
