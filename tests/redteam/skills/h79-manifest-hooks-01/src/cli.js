#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const [cmd, name] = process.argv.slice(2);
if (cmd !== 'new' || !name) { console.error('usage: block-toolkit new <block-name>'); process.exit(1); }
const dir = path.join('src', 'blocks', name);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'block.json'), JSON.stringify({ apiVersion: 3, name: `newsroom/${name}`, title: name, category: 'newsroom' }, null, 2));
fs.writeFileSync(path.join(dir, 'edit.jsx'), `export default function Edit() { return <div className="${name}" />; }\n`);
fs.writeFileSync(path.join(dir, 'save.jsx'), `export default function Save() { return <div className="${name}" />; }\n`);
console.log('created', dir);
