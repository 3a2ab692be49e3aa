def taker(rate: float):
    return lambda notional: abs(notional) * rate


def maker(rate: float):
    return lambda notional: abs(notional) * rate
