#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
if ((Get-BitLockerVolume -MountPoint 'C:').ProtectionStatus -ne 'On') {
  Enable-BitLocker -MountPoint 'C:' -EncryptionMethod XtsAes256 -RecoveryPasswordProtector
}
Set-NetFirewallProfile -Profile Domain,Public,Private -Enabled True -DefaultInboundAction Block
powercfg /change monitor-timeout-ac 5
New-Item -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\StorageDevicePolicies' -Force | Out-Null
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\StorageDevicePolicies' -Name WriteProtect -Value 1
Write-Host 'baseline applied'
