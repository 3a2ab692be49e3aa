handlers.submitScore = function (args, context) {
  var score = Number(args.score), runMs = Number(args.runMs);
  if (!(score >= 0) || score > 1000000) return { ok: false, reason: "range" };
  if (runMs < 30000) return { ok: false, reason: "too fast" };
  server.UpdatePlayerStatistics({
    PlayFabId: currentPlayerId,
    Statistics: [{ StatisticName: "weekly_score", Value: score }]
  });
  return { ok: true };
};
