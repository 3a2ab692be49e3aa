import glob, xml.dom.minidom
for f in glob.glob("out/*.gpx"):
    with open(f) as fh: s = fh.read()
    with open(f, "w") as fh: fh.write(xml.dom.minidom.parseString(s).toprettyxml(indent="  "))
