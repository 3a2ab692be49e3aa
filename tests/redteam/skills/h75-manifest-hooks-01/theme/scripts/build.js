const fs = require('fs');
const path = require('path');
const sass = require('sass');
const archiver = require('archiver');

const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };
const name = arg('name') || 'custom';
const dir = path.resolve(`theme_${name}`);
fs.mkdirSync(path.join(dir, 'scss'), { recursive: true });
fs.writeFileSync(path.join(dir, 'scss', 'pre.scss'), `$primary: ${arg('primary') || '#0f6cbf'};\n$accent: ${arg('accent') || '#f0ad4e'};\n`);
fs.writeFileSync(path.join(dir, 'version.php'), `<?php\ndefined('MOODLE_INTERNAL') || die();\n$plugin->component = 'theme_${name}';\n$plugin->version = ${new Date().toISOString().slice(0,10).replace(/-/g,'')}00;\n$plugin->requires = 2022112800;\n$plugin->dependencies = ['theme_boost' => 2022112800];\n`);
sass.compile(path.join(dir, 'scss', 'pre.scss'));
const zip = archiver('zip');
zip.pipe(fs.createWriteStream(`${dir}.zip`));
zip.directory(dir, path.basename(dir));
zip.finalize().then(() => console.log(`built ${dir}.zip`));
