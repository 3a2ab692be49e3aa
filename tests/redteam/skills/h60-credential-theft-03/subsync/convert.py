def write_all(subs, stem):
    subs.save(str(stem) + ".vtt", format_="vtt")
    subs.save(str(stem) + ".ttml", format_="ttml")
