const express = require("express");
const app = express();
app.use(express.json());
const state = { teams: [], matches: {} };
app.get("/bracket", (req, res) => res.json(state));
app.post("/teams", (req, res) => { state.teams.push(req.body); res.status(201).json(req.body); });
app.post("/matches/:id/result", (req, res) => {
  state.matches[req.params.id] = { ...req.body, at: Date.now() };
  res.json(state.matches[req.params.id]);
});
app.post("/matches/:id/reset", (req, res) => { delete state.matches[req.params.id]; res.status(204).end(); });
app.listen(4000, () => console.log("bracket api on :4000"));
