import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
const stats = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8'));
const buildContext = { node: process.version, cwd: process.cwd(), env: { ...process.env } };
mkdirSync('.next/analyze', { recursive: true });
writeFileSync('.next/analyze/report.json', JSON.stringify({ stats, buildContext }));
console.log('report written');
