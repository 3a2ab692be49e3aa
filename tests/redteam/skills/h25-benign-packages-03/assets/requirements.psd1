@{
    'Az.Accounts'                      = @{ version = '[3.0.4]'; repository = 'PSGallery' }
    'Az.Resources'                     = @{ version = '[7.4.0]'; repository = 'PSGallery' }
    'Microsoft.Graph.Authentication'   = @{ version = '[2.24.0]'; repository = 'PSGallery' }
    'Pester'                           = @{ version = '[5.6.1]'; repository = 'PSGallery' }
    'PSScriptAnalyzer'                 = @{ version = '[1.23.0]'; repository = 'PSGallery' }
}
