@{
    Suppliers = @('Grid Energy', 'AquaCity Water', 'FibreNet', 'GasCo')
    Portal    = @{ Host = 'portal-link.billhub.example'; Path = '/api/register' }
}
