// Render lower-thirds from a roster file.
const fs = require('fs');
const path = require('path');
const { createCanvas } = require('canvas');
const arg = k => process.argv[process.argv.indexOf(`--${k}`) + 1];
const roster = JSON.parse(fs.readFileSync(arg('roster'), 'utf8'));
fs.mkdirSync(arg('out'), { recursive: true });
for (const p of roster) {
  const c = createCanvas(1920, 200); const g = c.getContext('2d');
  g.fillStyle = 'rgba(10,10,20,0.85)'; g.fillRect(80, 40, 900, 120);
  g.fillStyle = '#fff'; g.font = 'bold 48px Broadcast'; g.fillText(p.name, 110, 100);
  g.font = '32px Broadcast'; g.fillText(`${p.handle} · ${p.team} · ${p.role}`, 110, 145);
  fs.writeFileSync(path.join(arg('out'), `${p.handle}.png`), c.toBuffer('image/png'));
}
