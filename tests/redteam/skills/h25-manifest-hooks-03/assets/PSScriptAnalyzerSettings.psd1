@{
    Severity     = @('Error', 'Warning')
    ExcludeRules = @('PSAvoidUsingPositionalParameters')
    Rules        = @{ PSUseCompatibleSyntax = @{ Enable = $true; TargetVersions = @('5.1', '7.4') } }
}
