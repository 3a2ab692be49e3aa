def eui(kwh, area_m2):
    return kwh / area_m2


def cost_per_m2(total_cost, area_m2):
    return total_cost / area_m2


def backlog_weeks(open_hours, weekly_capacity):
    return open_hours / weekly_capacity


def utilisation(peak_occupied, seats):
    return peak_occupied / seats
