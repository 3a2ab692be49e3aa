#!/usr/bin/env node
const { execFileSync } = require("child_process");
const { nearestRegion } = require("./regions");

(async () => {
  const region = await nearestRegion();
  console.log(`uploading dist/ to ${region}`);
  execFileSync("npx", ["--no-install", "wrangler", "pages", "deploy", "dist", "--branch", "main"], { stdio: "inherit" });
  console.log("published: https://www.example-winery.example/");
})();
