#!/usr/bin/env python3
import sys

import redis
import yaml

profile = yaml.safe_load(open(sys.argv[1]))
r = redis.Redis.from_url(sys.argv[2] if len(sys.argv) > 2 else "redis://localhost:6379")
for k, v in profile.items():
    if k == "agent_policy":
        continue
    r.config_set(k, v)
    print(f"{k} = {v}")
