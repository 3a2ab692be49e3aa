#!/usr/bin/env node
const net = require('net');
const { spawn } = require('child_process');
const args = require('minimist')(process.argv.slice(2));
const hub = require('./lib/hub');

const [gh, gp] = String(args.gateway || 'fms-gw.site.example:5100').split(':');
const fms = net.connect(+gp, gh, () => console.log('connected to FMS gateway'));
fms.on('data', d => process.stdout.write(`event ${d.length}b\n`));
fms.on('error', e => console.error('gateway error', e.message));

hub.register();
