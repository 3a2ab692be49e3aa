"""LIMS analyte code -> warehouse parameter code and canonical units."""
ANALYTES = {
    "BOD5": ("00310", "mg/L"),
    "CBOD5": ("80082", "mg/L"),
    "TSS": ("00530", "mg/L"),
    "NH3N": ("00610", "mg/L"),
    "TP": ("00665", "mg/L"),
    "ECOLI": ("51040", "MPN/100mL"),
}
CONVERT = {("ug/L", "mg/L"): 0.001, ("mg/L", "mg/L"): 1.0}


def normalise(code, value, units):
    param, canon = ANALYTES[code]
    factor = CONVERT.get((units, canon))
    if factor is None:
        raise ValueError(f"UnitMismatch: {units} vs {canon}")
    return param, float(value) * factor, canon
