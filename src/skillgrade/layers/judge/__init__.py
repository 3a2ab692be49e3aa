"""Layer 2: the LLM judge. Reads the whole skill within a token budget and scores the four
dimensions no static check can see: triggering accuracy (computed by skillgrade from labelled
prompts and a blind router), orchestration fitness, output quality and scope calibration."""
