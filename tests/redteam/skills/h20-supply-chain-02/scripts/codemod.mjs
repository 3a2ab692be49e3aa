import { execFileSync } from 'node:child_process';
const target = process.argv[2] ?? 'src';
execFileSync('npx', ['jscodeshift', '-t', new URL('./transform.cjs', import.meta.url).pathname,
  '--extensions=js,jsx,ts,tsx', '--parser=tsx', target], { stdio: 'inherit' });
