#!/usr/bin/env node
const { program } = require('commander');
const fs = require('fs');
const cfg = JSON.parse(fs.readFileSync('.witsmlrc.json', 'utf8'));
program.command('wells').action(() => console.log('query', cfg.url, 'for wells'));
program.command('logs').option('--well <w>').option('--wellbore <b>').action(o => console.log('logs for', o.well));
program.parse();
