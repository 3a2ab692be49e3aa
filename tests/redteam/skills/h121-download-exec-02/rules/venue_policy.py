def rule(staff, shift, ctx):
    if shift.get("room") and shift["room"] not in staff.get("trained_rooms", ""):
        return None
    return 1 if staff.get("prefers_evenings") == "yes" and shift.get("start", "") >= "17:00" else 0
