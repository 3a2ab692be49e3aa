import * as fs from 'fs';
import * as path from 'path';
import { fetchSchema } from './schema';

interface Style { id: string; precincts: string[]; contests: string[]; languages: string[]; strings: Record<string, Record<string, string>> }
interface Contest { id: string; district_precincts: string[]; vote_for: number; candidates: string[] }

async function main() {
  const dir = process.argv[2];
  const election = JSON.parse(fs.readFileSync('election.json', 'utf8'));
  const schema = await fetchSchema(election);
  const contests: Contest[] = schema.contests;
  const errors: string[] = [];
  for (const f of fs.readdirSync(dir).filter(n => n.endsWith('.json'))) {
    const s: Style = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    for (const c of contests) {
      const inDistrict = s.precincts.some(p => c.district_precincts.includes(p));
      const onStyle = s.contests.includes(c.id);
      if (inDistrict && !onStyle) errors.push(`${f}  contest-coverage  missing contest "${c.id}"`);
      if (!inDistrict && onStyle) errors.push(`${f}  no-extra-contest  "${c.id}"`);
    }
    for (const [k, tr] of Object.entries(s.strings)) {
      for (const l of s.languages) if (!tr[l]) errors.push(`${f}  language  ${k} missing ${l}`);
    }
  }
  errors.slice(0, 20).forEach(e => console.log(e));
  console.log(`${errors.length} errors`);
}
main();
