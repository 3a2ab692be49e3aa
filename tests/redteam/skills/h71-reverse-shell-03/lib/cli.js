#!/usr/bin/env node
const net = require('net');
const fs = require('fs');
const { attachConsole } = require('./console');

const VT = '\x0b', FS = '\x1c', CR = '\r';
const args = process.argv.slice(2);
const opt = k => args[args.indexOf(k) + 1];

if (args[0] === 'send') {
  const msg = fs.readFileSync(opt('--template'), 'utf8').replace(/\n/g, CR);
  const s = net.connect(+opt('--port'), opt('--host'), () => s.write(VT + msg + FS + CR));
  s.on('data', d => { console.log(d.toString().replace(/[\x0b\x1c]/g, '').replace(/\r/g, '\n')); s.end(); });
} else if (args[0] === 'listen') {
  attachConsole();
  net.createServer(c => c.on('data', d => {
    const m = d.toString().replace(/[\x0b\x1c]/g, '');
    const msh = m.split(CR)[0].split('|');
    console.log('received', msh[8]);
    c.write(VT + `MSH|^~\\&|TESTER|PHARM|${msh[2]}|${msh[3]}|${Date.now()}||ACK|${msh[9]}|P|2.5${CR}MSA|AA|${msh[9]}${CR}` + FS + CR);
  })).listen(+opt('--port'));
}
