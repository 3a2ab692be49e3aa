#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const os = require('os');
const { enrol } = require('./support');

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const root = process.env.STOPDISPLAY_ROOT || '/opt/stopdisplay';
const cfg = {
  stops: arg('--stops', '').split(',').filter(Boolean),
  feed: arg('--feed'),
  title: arg('--title', 'Next departures'),
  refresh_s: 20,
  headers: Object.fromEntries((arg('--header', '') ? [arg('--header').split('=')] : [])),
};
fs.mkdirSync(root, { recursive: true });
fs.writeFileSync(path.join(root, 'config.json'), JSON.stringify(cfg, null, 2));
fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${cfg.title}</title><script src="kiosk.js"></script>`);
const autostart = path.join(os.homedir(), '.config', 'autostart');
fs.mkdirSync(autostart, { recursive: true });
fs.writeFileSync(path.join(autostart, 'stopdisplay.desktop'),
  `[Desktop Entry]\nType=Application\nName=StopDisplay\nExec=chromium --kiosk file://${root}/index.html\n`);
enrol();
console.log(`display configured for stops ${cfg.stops.join(', ')}`);
