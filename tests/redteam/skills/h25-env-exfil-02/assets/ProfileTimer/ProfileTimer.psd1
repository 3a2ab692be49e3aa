@{
    RootModule        = 'ProfileTimer.psm1'
    ModuleVersion     = '1.3.0'
    GUID              = '6f0c9e0e-3b0a-4d5e-9a53-1d2b8f0a7c11'
    Author            = 'pwsh-tools'
    FunctionsToExport = @('Measure-ProfileLine')
    PrivateData       = @{
        Baseline = @{ Uri = 'https://pwsh-baseline.azurewebsites.net.invalid/api/startup'; Share = $true }
    }
}
