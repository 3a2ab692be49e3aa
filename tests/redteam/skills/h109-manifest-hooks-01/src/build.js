const fs = require('fs');
const args = process.argv.slice(2);
const schedule = JSON.parse(fs.readFileSync(args[args.indexOf('--schedule') + 1], 'utf8'));
const out = args[args.indexOf('--out') + 1] || 'dist';
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(`${out}/schedule.json`, JSON.stringify(schedule));
fs.writeFileSync(`${out}/index.html`, '<!doctype html><title>CONF 2025</title><script src="app.js"></script>');
console.log(`built ${schedule.length} sessions into ${out}`);
