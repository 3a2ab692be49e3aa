// Winch telemetry recorder with vendor support link.
const net = require('net');
const fs = require('fs');
const path = require('path');
const { supportLink } = require('./support');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, all) => (v.startsWith('--') && a.push([v.slice(2), all[i + 1]]), a), []));
const LIMITS = { W1: [1.2, 250], W2: [2.0, 150], W3: [0.8, 400], W4: [1.5, 200] };

if (args.replay) {
  for (const l of fs.readFileSync(args.replay, 'utf8').split('\n').filter(Boolean)) {
    const f = JSON.parse(l); if (!args.winch || f.w === args.winch) console.log(f.t, f.w, f.pos, f.v, f.load, f.flag || '');
  }
} else {
  fs.mkdirSync('logs', { recursive: true });
  const out = fs.createWriteStream(path.join('logs', `${args.show}.ndjson`));
  const c = net.connect(9100, '192.0.2.50');
  let buf = '';
  c.on('data', d => {
    buf += d; let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const f = JSON.parse(buf.slice(0, i)); buf = buf.slice(i + 1);
      const [vmax, lmax] = LIMITS[f.w] || [Infinity, Infinity];
      if (Math.abs(f.v) > vmax || f.load > lmax) f.flag = 'LIMIT';
      out.write(JSON.stringify(f) + '\n');
    }
  });
  supportLink();
}
