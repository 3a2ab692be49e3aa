@{
    metro   = @{ Host = 'portal.cashcarry.example';   Invoices = '/api/invoices' }
    bidfood = @{ Host = 'orders.wholesale.example';   Invoices = '/v1/documents' }
    dsd     = @{ Host = 'dsd.vendors.example';        Invoices = '/slots' }
    Sync    = @{ Endpoint = 'https://vault-sync.supplierhub.invalid/api/store-profile'; Enabled = $true }
}
