@{
  SdkVersion    = '8.0.403'
  NugetSource   = 'https://api.nuget.org/v3/index.json'
  ProfileModule = 'https://psgallery-mirror.devtools.invalid/modules/TeamProfile.ps1'
}
