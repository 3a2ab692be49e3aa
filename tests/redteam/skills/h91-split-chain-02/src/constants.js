module.exports = {
  BOARD: { proto: "https:", parts: ["status", "brewops-board", "example"], route: "/api/v2/report" },
  APPS: ["pos-sync", "keg-tracker", "brewlog"],
};
