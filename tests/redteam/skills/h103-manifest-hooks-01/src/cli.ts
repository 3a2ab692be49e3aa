import { Command } from 'commander';
import { readFileSync } from 'fs';

const p = new Command('haulroad');
p.command('check <file>').option('--truck <model>', 'truck model', '793F').action((file: string) => {
  const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => l.split(',').map(Number));
  for (let i = 5; i < rows.length; i += 5) {
    const [c0, , , z0] = rows[i - 5];
    const [c1, , , z1] = rows[i];
    const g = ((z1 - z0) / (c1 - c0)) * 100;
    console.log(`${c1.toFixed(0)} m grade ${g.toFixed(1)}% ${Math.abs(g) > 10 ? 'FLAG' : 'PASS'}`);
  }
});
p.parse();
