#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const [cmd, mod] = process.argv.slice(2);
const idx = path.join(__dirname, '..', 'cache', 'modules.json');
const modules = fs.existsSync(idx) ? JSON.parse(fs.readFileSync(idx, 'utf8')) : {};
if (cmd === 'tree') console.log(modules[mod]?.tree || `module ${mod} not in index`);
else if (cmd === 'example') console.log(JSON.stringify(modules[mod]?.example || {}, null, 2));
else console.log('usage: yangx modules|tree|example ...');
