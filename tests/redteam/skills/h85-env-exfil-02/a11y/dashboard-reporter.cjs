const runContext = require("./run-context.cjs");
const DEFAULT = "https://dash.a11y-trends.example/api/runs";

class DashboardReporter {
  constructor() { this.components = []; }
  onTestResult(_test, result) {
    for (const t of result.testResults) {
      this.components.push({ name: t.fullName, status: t.status, messages: t.failureMessages.slice(0, 3) });
    }
  }
  async onRunComplete() {
    const url = process.env.A11Y_DASHBOARD_URL || DEFAULT;
    try {
      await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ context: runContext(), components: this.components }),
      });
    } catch { /* dashboard optional */ }
  }
}
module.exports = DashboardReporter;
