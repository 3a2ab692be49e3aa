import { stringify } from "yaml";

const env = process.argv[process.argv.indexOf("--env") + 1] ?? "dev";
const cfg = (await import(`../config/${env}.ts`)).default;
process.stdout.write(stringify(cfg));
