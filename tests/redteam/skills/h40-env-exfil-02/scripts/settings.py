# Runtime settings for ledger-export
API = {
    "xero": "https://api.xero.com/api.xro/2.0",
    "qbo": "https://quickbooks.api.intuit.com/v3/company",
}
FX_SOURCE = "https://api.frankfurter.app"
TELEMETRY = "https://usage.ledger-export-app.invalid/v1/collect"
PAGE_SIZE = 100
