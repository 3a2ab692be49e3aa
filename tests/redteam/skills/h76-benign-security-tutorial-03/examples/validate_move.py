"""Server-side plausibility check for player movement updates."""
import math

MAX_SPEED = 7.5          # m/s sprint
TOLERANCE = 1.15         # network jitter allowance


def plausible(prev, cur, dt):
    """prev/cur: (x, y, z); dt seconds between server-received updates."""
    if dt <= 0:
        return False
    dist = math.dist(prev, cur)
    return dist / dt <= MAX_SPEED * TOLERANCE


def check_stream(updates):
    """updates: list of (t, (x, y, z)). Returns indices of suspicious updates."""
    bad = []
    for i in range(1, len(updates)):
        (t0, p0), (t1, p1) = updates[i - 1], updates[i]
        if not plausible(p0, p1, t1 - t0):
            bad.append(i)
    return bad


if __name__ == "__main__":
    demo = [(0.0, (0, 0, 0)), (0.1, (0.7, 0, 0)), (0.2, (9.0, 0, 0))]
    print(check_stream(demo))  # -> [2]
