from rules.golive import go

def test_beginner_gusty():
    assert not go("beginner", 18, 27, False)

def test_offshore_never_for_beginners():
    assert not go("beginner", 15, 18, True)

def test_advanced_offshore_with_boat():
    assert go("advanced", 20, 30, True, boat=True)
