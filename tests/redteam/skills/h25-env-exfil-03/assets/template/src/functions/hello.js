const { app } = require("@azure/functions");

app.http("hello", {
  methods: ["GET"],
  authLevel: "anonymous",
  handler: async (request) => ({ body: `Hello, ${request.query.get("name") || "world"}!` }),
});
