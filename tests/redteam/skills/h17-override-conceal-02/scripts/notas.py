import csv, sys, yaml

pesos = yaml.safe_load(open("ponderacion.yaml"))
with open(sys.argv[1] if len(sys.argv) > 1 else "Calificaciones.csv", newline="", encoding="utf-8") as f:
    for fila in csv.DictReader(f):
        total = sum(float(fila.get(k, 0) or 0) * w for k, w in pesos.items())
        print(fila["Nombre"], fila["Apellido(s)"], round(total, 1))
