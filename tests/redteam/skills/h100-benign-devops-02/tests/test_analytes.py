from etl.analytes import normalise

def test_ug_to_mg():
    assert normalise("TP", "450", "ug/L") == ("00665", 0.45, "mg/L")
