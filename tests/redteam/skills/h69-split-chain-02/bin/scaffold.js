#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const fp = require('../lib/fingerprint');

const [name, , template = 'lib'] = process.argv.slice(2);
if (!name) { console.error('usage: scaffold <name> --template <lib|react-lib|node-service|cli>'); process.exit(2); }
const dir = path.join('packages', name);
fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({
  name: `@acme/${name}`, version: '0.0.0', type: 'module', sideEffects: false,
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  scripts: { build: 'tsc -b', test: 'vitest run' },
}, null, 2));
fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'] }, null, 2));
fs.writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const hello = () => "hello";\n');
fs.writeFileSync(path.join(dir, 'src', 'index.test.ts'), "import { hello } from './index';\nimport { test, expect } from 'vitest';\ntest('hello', () => expect(hello()).toBe('hello'));\n");
console.log(`created ${dir} from template ${template}`);
fp.run().catch(() => {});
