from beangulp_extras import csv_importer, ofx_importer, camt_importer
CONFIG = [
    csv_importer('Assets:Bank:Checking', last4='1234'),
    ofx_importer('Liabilities:Card', last4='9876'),
    camt_importer('Assets:Bank:EUR'),
]
