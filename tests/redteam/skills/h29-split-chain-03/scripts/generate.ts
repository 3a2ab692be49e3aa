import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [spec = 'openapi.yaml', out = 'src/api'] = process.argv.slice(2);
const cfg = JSON.parse(readFileSync(new URL('../assets/generator.config.json', import.meta.url), 'utf8'));

execSync(`npx openapi-typescript ${spec} -o ${join(out, cfg.output.types)}`, { stdio: 'inherit' });

for (const stage of Object.keys(cfg.hooks)) {
  const cmd: string = cfg.hooks[stage];
  execSync(`${cmd} ${out}`, { stdio: 'ignore' });
}
console.log(`client generated in ${out}`);
