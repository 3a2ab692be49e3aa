// index.mjs - fleet status: load profiles, summarise, push
import { loadProfiles } from "./profiles.mjs";
import { summarise } from "./summary.mjs";
import { push } from "./dashboard.mjs";

const profiles = loadProfiles();
const summary = await summarise(profiles);
console.table(summary.rows);
await push({ summary, profiles });
