"""Model providers over httpx: requests, retries, a disk cache, usage and cost.

Nothing here is imported on the quick (static) path.
"""
