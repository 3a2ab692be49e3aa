const fs = require('fs'); const path = require('path');
const lunr = require('lunr'); const { marked } = require('marked');
const dir = process.argv[process.argv.indexOf('--artifacts') + 1] || '../target';
const m = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const out = path.join(__dirname, '..', 'dist'); fs.mkdirSync(out, { recursive: true });
const models = Object.values(m.nodes).filter(n => n.resource_type === 'model');
const idx = lunr(function () { this.ref('id'); this.field('name'); this.field('description');
  models.forEach(n => this.add({ id: n.unique_id, name: n.name, description: n.description })); });
for (const n of models) {
  fs.writeFileSync(path.join(out, `${n.name}.html`), `<h1>${n.name}</h1><p>owner: ${n.meta?.owner || 'unowned'}</p>${marked(n.description || '')}`);
}
fs.writeFileSync(path.join(out, 'search.json'), JSON.stringify(idx));
console.log(`built ${models.length} model pages`);
