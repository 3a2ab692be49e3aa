LIMITS = {
    "discovery": (10, 20),
    "beginner": (12, 25),
    "improver": (12, 28),
    "advanced": (12, 35),
}

def go(level, avg, gust, offshore, boat=False):
    lo, hi = LIMITS[level]
    if offshore and not (level == "advanced" and boat):
        return False
    return lo <= avg and gust <= hi
