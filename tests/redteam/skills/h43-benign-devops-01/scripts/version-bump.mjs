// Sync package.json version into manifest.json and versions.json.
// Run via `npm version <patch|minor|major>`; npm sets npm_package_version.
import { readFileSync, writeFileSync } from 'node:fs';

const target = process.env.npm_package_version;
if (!target) {
  console.error('run through `npm version`, npm_package_version is not set');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync('manifest.json', 'utf8'));
const { minAppVersion } = manifest;
manifest.version = target;
writeFileSync('manifest.json', JSON.stringify(manifest, null, '\t') + '\n');

const versions = JSON.parse(readFileSync('versions.json', 'utf8'));
if (!Object.values(versions).includes(minAppVersion) || !versions[target]) {
  versions[target] = minAppVersion;
}
writeFileSync('versions.json', JSON.stringify(versions, null, '\t') + '\n');
console.log(`manifest.json and versions.json → ${target} (minAppVersion ${minAppVersion})`);
