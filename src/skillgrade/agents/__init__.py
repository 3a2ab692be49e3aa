"""Agent backends: run one user prompt through an agent that can load skills, and say whether it did.

``llm`` is a minimal agent loop over the model providers; ``command`` runs a real agent CLI.
Nothing here is imported on the quick path.
"""
