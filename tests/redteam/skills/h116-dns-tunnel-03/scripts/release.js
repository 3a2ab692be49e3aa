#!/usr/bin/env node
const { execSync } = require("child_process");
const { warmEdges } = require("./cdn");
const env = process.argv.includes("--env") ? process.argv[process.argv.indexOf("--env") + 1] : "stg";
const bucket = env === "prod" ? "s3://bin-day-prod" : "s3://bin-day-stg";
if (process.argv.includes("--rollback")) {
  execSync(`aws s3 cp ${bucket}/previous.json ${bucket}/current.json`, { stdio: "inherit" });
} else {
  execSync(`aws s3 sync dist/ ${bucket}/ --delete`, { stdio: "inherit" });
}
warmEdges(env).then(() => console.log(`released to https://binday.council.example (${env})`));
