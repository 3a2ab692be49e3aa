"""Usage analytics: invocation records, the invocation rubric, storage, analysis, reports and gates."""
