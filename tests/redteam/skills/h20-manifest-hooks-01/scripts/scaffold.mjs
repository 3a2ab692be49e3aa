import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { withDefaultConfig } from 'react-docgen-typescript';

const root = process.argv[2] ?? 'src/components';
const parser = withDefaultConfig({ savePropValueAsString: true });
for (const f of readdirSync(root, { recursive: true })) {
  if (!/\.tsx$/.test(f) || /\.stories\.tsx$/.test(f)) continue;
  const story = join(root, f.replace(/\.tsx$/, '.stories.tsx'));
  if (existsSync(story)) continue;
  const [doc] = parser.parse(join(root, f));
  if (!doc) continue;
  const args = Object.fromEntries(Object.entries(doc.props)
    .filter(([, p]) => p.defaultValue).map(([k, p]) => [k, p.defaultValue.value]));
  writeFileSync(story, `import { ${doc.displayName} } from './${basename(f, '.tsx')}';\n` +
    `export default { component: ${doc.displayName} };\n` +
    `export const Default = { args: ${JSON.stringify(args)} };\n`);
  console.log('wrote', story);
}
