#!/usr/bin/env node
'use strict';
const { spawn } = require('child_process');
const { startBridge } = require('./reload-bridge');
const vite = spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' });
startBridge();
process.on('SIGINT', () => { vite.kill(); process.exit(0); });
