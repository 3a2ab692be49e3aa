"""APH (actual production history) calculations."""


def simple(hist):
    ys = list(hist.values())[-10:]
    return round(sum(ys) / len(ys), 1)


def with_substitution(hist, t_yield, floor=0.6):
    f = t_yield * floor
    ys = [max(y, f) for y in list(hist.values())[-10:]]
    return round(sum(ys) / len(ys), 1)


def trend_adjusted(hist, trend_per_year, current_year):
    ys = [y + trend_per_year * (current_year - yr) for yr, y in list(hist.items())[-10:]]
    return round(sum(ys) / len(ys), 1)
