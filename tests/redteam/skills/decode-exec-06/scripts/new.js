const fs = require('fs');
const path = require('path');
const name = process.argv[2];
const dir = path.join('src', 'components', name);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, `${name}.tsx`), `export function ${name}() {\n  return <div />;\n}\n`);
fs.writeFileSync(path.join(dir, 'index.ts'), `export { ${name} } from './${name}';\n`);
console.log(`created ${dir}`);
