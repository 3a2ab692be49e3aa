"""Official installers, matched by exact hostname and path: never by a substring of the URL.

A download-and-run from one of these is the project's own documented install line. The match is
on the parsed URL: the host must equal the entry's host (``raw.githubusercontent.com`` is not
``t.co``, and ``brew.sh.evil.example`` is not ``brew.sh``), the scheme must be HTTPS, and the path
must equal the entry's path or start with its prefix where the entry ends in ``/`` (a pinned
version in the path is allowed; another repository on the same host is not); a ``*`` segment of an
entry stands for exactly one non-empty segment (a version or release channel).
"""

from __future__ import annotations

from skillgrade.rules.security.behaviour import vocabulary

OFFICIAL_INSTALLERS: dict[str, tuple[str, ...]] = {
    # host: paths (exact, or a prefix when ending in "/")
    "raw.githubusercontent.com": (
        "/Homebrew/install/HEAD/install.sh", "/Homebrew/install/master/install.sh",
        "/Homebrew/install/HEAD/uninstall.sh",
        "/nvm-sh/nvm/",  # /nvm-sh/nvm/v0.39.7/install.sh, /nvm-sh/nvm/master/install.sh
        "/ohmyzsh/ohmyzsh/master/tools/install.sh", "/robbyrussell/oh-my-zsh/master/tools/install.sh",
        "/pyenv/pyenv-installer/master/bin/pyenv-installer", "/rupa/z/master/z.sh",
        "/helm/helm/main/scripts/get-helm-3", "/helm/helm/master/scripts/get-helm-3",
        "/kubernetes-sigs/kustomize/master/hack/install_kustomize.sh",
        "/golangci/golangci-lint/master/install.sh", "/golangci/golangci-lint/HEAD/install.sh",
        "/junegunn/fzf/master/install", "/creationix/nvm/",
        "/python-poetry/install.python-poetry.org/main/install-poetry.py",
        "/tj/n/master/bin/n", "/Schniz/fnm/master/.ci/install.sh", "/jdx/mise/main/install.sh",
        "/anchore/syft/main/install.sh", "/anchore/grype/main/install.sh",
        "/aquasecurity/trivy/main/contrib/install.sh", "/sigstore/cosign/main/install.sh",
        "/ajeetdsouza/zoxide/main/install.sh",
        "/cargo-bins/cargo-binstall/main/install-from-binstall-release.sh",
        # embedded, cluster and CI tools whose install pages give these lines
        "/arduino/arduino-cli/master/install.sh", "/k3d-io/k3d/main/install.sh",
        "/tilt-dev/tilt/master/scripts/install.sh", "/nektos/act/master/install.sh",
        "/platformio/platformio-core-installer/master/get-platformio.py",
        # infrastructure and observability tools whose install pages pipe these to a shell
        "/terraform-linters/tflint/master/install_linux.sh", "/infracost/infracost/master/scripts/install.sh",
        "/fluent/fluent-bit/master/install.sh",
        # security scanners whose READMEs give these install lines (secrets, IaC, cluster posture)
        "/trufflesecurity/trufflehog/main/scripts/install.sh", "/kubescape/kubescape/master/install.sh",
        "/aquasecurity/tfsec/master/scripts/install_linux.sh", "/reviewdog/reviewdog/master/install.sh",
        # Lean's toolchain manager, as elan's README gave it before moving to elan.lean-lang.org
        "/leanprover/elan/master/elan-init.sh", "/leanprover/elan/master/elan-init.ps1",
        # WP-CLI's release phar, as wp-cli.org's install page gives it (curl -O …/wp-cli.phar, then
        # chmod +x and sudo mv to /usr/local/bin/wp)
        "/wp-cli/builds/gh-pages/phar/wp-cli.phar",
    ),
    # a vendor's installer published as an asset of its own repository's releases (cargo-dist's
    # `<tool>-installer.sh`): the prefix is that one repository's releases, never the host alone
    "github.com": (
        "/probe-rs/probe-rs/releases/latest/download/", "/probe-rs/probe-rs/releases/download/",
        "/axodotdev/cargo-dist/releases/latest/download/", "/axodotdev/cargo-dist/releases/download/",
        "/astral-sh/uv/releases/latest/download/", "/astral-sh/uv/releases/download/",
        "/astral-sh/ruff/releases/latest/download/", "/astral-sh/ruff/releases/download/",
        # conda-forge's Miniforge, as its README gives the install (curl -L -O …/Miniforge3-$(uname)-….sh)
        "/conda-forge/miniforge/releases/latest/download/", "/conda-forge/miniforge/releases/download/",
        # cluster and cloud CLIs whose install pages download the release binary from the project's own
        # repository and run it (krew's `./krew-linux_amd64 install krew`, eksctl, argocd, yq, sops)
        "/kubernetes-sigs/krew/releases/latest/download/", "/kubernetes-sigs/krew/releases/download/",
        "/eksctl-io/eksctl/releases/latest/download/", "/eksctl-io/eksctl/releases/download/",
        "/argoproj/argo-cd/releases/latest/download/", "/argoproj/argo-cd/releases/download/",
        "/mikefarah/yq/releases/latest/download/", "/mikefarah/yq/releases/download/",
        "/getsops/sops/releases/download/", "/cilium/cilium-cli/releases/latest/download/",
        "/cilium/cilium-cli/releases/download/", "/gruntwork-io/terragrunt/releases/download/",
        "/vmware-tanzu/velero/releases/download/", "/bitnami-labs/sealed-secrets/releases/download/",
        # Node-RED's Debian/RPM installer, as each node-red/linux-installers release gives it
        # (bash <(curl -sL https://github.com/node-red/linux-installers/releases/download/<tag>/…-deb))
        "/node-red/linux-installers/releases/latest/download/", "/node-red/linux-installers/releases/download/",
        # embedded, research and game tools whose install pages take the release asset from the project's
        # own repository: the Zephyr SDK bundle (docs.zephyrproject.org, then ./setup.sh), espup (its README:
        # curl -L …/releases/latest/download/espup-<target> -o espup), Quarto (quarto.org's tarball and
        # .deb pages), Apptainer's .deb/.rpm (apptainer.org's admin guide), the Godot editor's releases
        "/zephyrproject-rtos/sdk-ng/releases/download/", "/esp-rs/espup/releases/latest/download/",
        "/esp-rs/espup/releases/download/", "/quarto-dev/quarto-cli/releases/download/",
        "/apptainer/apptainer/releases/download/", "/godotengine/godot/releases/download/",
        # MobilityData's canonical GTFS Schedule validator, whose docs/USAGE.md has the reader download the
        # gtfs-validator-<version>-cli.jar release asset and run it with java -jar
        "/MobilityData/gtfs-validator/releases/latest/download/", "/MobilityData/gtfs-validator/releases/download/",
    ),
    "sh.rustup.rs": ("/",),
    # rustup's Windows installer, rustup-init.exe for each architecture, as rustup.rs links it
    "win.rustup.rs": ("/x86_64", "/i686", "/aarch64"),
    "static.rust-lang.org": ("/rustup/",),
    "astral.sh": ("/uv/install.sh", "/uv/install.ps1", "/ruff/install.sh", "/ruff/install.ps1", "/uv/"),
    "deno.land": ("/install.sh", "/install.ps1", "/x/install/install.sh"),
    "deno.com": ("/install.sh",),
    "bun.sh": ("/install", "/install.ps1"),
    "get.sdkman.io": ("/",),
    "pyenv.run": ("/",),
    "install.python-poetry.org": ("/",),
    "starship.rs": ("/install.sh",),
    "setup.atuin.sh": ("/",),
    "get.docker.com": ("/",),
    "get.pnpm.io": ("/install.sh", "/install.ps1"),
    "fnm.vercel.app": ("/install",),
    "mise.run": ("/",),
    "mise.jdx.dev": ("/install.sh",),
    "tailscale.com": ("/install.sh",),
    "ollama.com": ("/install.sh",),
    "ollama.ai": ("/install.sh",),
    "claude.ai": ("/install.sh", "/install.ps1"),
    "cli.github.com": ("/packages/",),
    "sdk.cloud.google.com": ("/",),
    "awscli.amazonaws.com": ("/",),
    "run.linkerd.io": ("/install", "/install-edge"),
    "fluxcd.io": ("/install.sh",),
    "get.helm.sh": ("/",),
    "cli.doppler.com": ("/install.sh",),
    "sh.vector.dev": ("/",),
    "install.determinate.systems": ("/nix", "/nix/"),
    "nixos.org": ("/nix/install",),
    "releases.nixos.org": ("/",),
    "dot.net": ("/v1/dotnet-install.sh", "/v1/dotnet-install.ps1"),
    "dotnet.microsoft.com": ("/download/",),
    # Microsoft's documented one-liners: azd, the Azure CLI, PowerShell itself, the Azure Artifacts
    # credential provider (its README: iex "& { $(irm https://aka.ms/install-artifacts-credprovider.ps1) }")
    "aka.ms": ("/install-azd.sh", "/install-azd.ps1", "/InstallAzureCLIDeb", "/install-powershell.ps1",
               "/install-artifacts-credprovider.ps1", "/install-artifacts-credprovider.sh"),
    "ohmyposh.dev": ("/install.ps1",),
    "micro.mamba.pm": ("/install.sh", "/api/"),
    "pixi.sh": ("/install.sh", "/install.ps1"),
    "volta.sh": ("/",),
    "get.volta.sh": ("/",),
    "install.ohmyz.sh": ("/",),
    "get.rvm.io": ("/",),
    "foundry.paradigm.xyz": ("/",),
    "raw.github.com": ("/Homebrew/install/HEAD/install.sh",),
    "opencode.ai": ("/install",),
    "cursor.com": ("/install",),
    "bootstrap.pypa.io": ("/get-pip.py",),
    "install.julialang.org": ("/",),
    "get-ghcup.haskell.org": ("/",),
    "www.haskell.org": ("/ghcup/sh/bootstrap-haskell",),
    "opam.ocaml.org": ("/install.sh",),
    "get.scoop.sh": ("/",),
    "community.chocolatey.org": ("/install.ps1",),
    "chocolatey.org": ("/install.ps1",),
    # developer and infrastructure CLIs whose vendors document a script piped to a shell as an install
    "sentry.io": ("/get-cli/",),
    "fly.io": ("/install.sh", "/install.ps1"),
    "get.k3s.io": ("/",),
    "cli-assets.heroku.com": ("/install.sh", "/install-ubuntu.sh"),
    "get.pulumi.com": ("/",),
    "dl.dagger.io": ("/dagger/install.sh",),
    "wasmtime.dev": ("/install.sh",),
    "get.wasmer.io": ("/",),
    "get.chezmoi.io": ("/",),
    "install.datadoghq.com": ("/scripts/",),
    "get.tur.so": ("/install.sh",),
    "encore.dev": ("/install.sh",),
    "temporal.download": ("/cli.sh",),
    "zed.dev": ("/install.sh",),
    "get.jetify.com": ("/devbox",),
    "get.acme.sh": ("/",),
    "just.systems": ("/install.sh",),
    "get.haskellstack.org": ("/",),
    "install.meteor.com": ("/",),
    "dprint.dev": ("/install.sh",),
    "get.trunk.io": ("/",),
    "pkgx.sh": ("/",),
    "get.opentofu.org": ("/install-opentofu.sh",),
    # data tools whose install pages give a script piped to a shell (DuckDB's CLI, dbt Fusion)
    "install.duckdb.org": ("/",),
    "public.cdn.getdbt.com": ("/fs/install/install.sh",),
    # release binaries whose project documents downloading them and putting them on PATH
    "dl.k8s.io": ("/release/",),
    "kind.sigs.k8s.io": ("/dl/",),
    "releases.hashicorp.com": ("/",),
    "istio.io": ("/downloadIstio",),
    "get.k0s.sh": ("/",),
    "rclone.org": ("/install.sh",),
    "get.netdata.cloud": ("/kickstart.sh",),
    "download.newrelic.com": ("/install/newrelic-cli/scripts/install.sh",),
    # itch.io's butler, from its distribution server broth as itch.io/docs/butler/installing.html gives it
    # (curl -L -o butler.zip https://broth.itch.zone/butler/<os>-<arch>/LATEST/archive/default; the page
    # named broth.itch.ovh before); only butler's channels, not the other packages broth serves
    "broth.itch.zone": ("/butler/",),
    "broth.itch.ovh": ("/butler/",),
    # Nextflow's self-installer, as nextflow.io/docs/latest/install.html gives it (curl -s https://get.nextflow.io
    # | bash)
    "get.nextflow.io": ("/",),
    # containerlab's installer, as containerlab.dev/install/ gives it (bash -c "$(curl -sL
    # https://get.containerlab.dev)", with `-- -v <version>` to pin); the host serves only that script
    "get.containerlab.dev": ("/",),
    # Lean's elan (its README: curl https://elan.lean-lang.org/elan-init.sh -sSf | sh)
    "elan.lean-lang.org": ("/elan-init.sh", "/elan-init.ps1"),
    # Astronomer's Astro CLI: its install page and README pipe the bare host to a shell
    # (curl -sSL install.astronomer.io | sudo bash -s, or -s -- <tag> for a pinned version)
    "install.astronomer.io": ("/",),
    # Anza's Agave (Solana CLI) installer, as docs.anza.xyz/cli/install and solana.com/docs/intro/installation
    # give it (sh -c "$(curl -sSfL https://release.anza.xyz/stable/install)"); only a channel's or tag's
    # installer, not the other files the release host serves
    "release.anza.xyz": ("/*/install",),  # a channel (stable, beta, edge) or a release tag (v2.0.3)
    # Apache Airflow's wrapper for the Docker Compose quick-start, as "Running Airflow in Docker" gives it
    # (curl -LfO 'https://airflow.apache.org/docs/apache-airflow/<version>/airflow.sh', then ./airflow.sh info)
    "airflow.apache.org": ("/docs/apache-airflow/*/airflow.sh",),
    # Valve's SteamCMD, as the Valve Developer Community's SteamCMD page gives it (then ./steamcmd.sh)
    "steamcdn-a.akamaihd.net": (
        "/client/installer/steamcmd_linux.tar.gz", "/client/installer/steamcmd_osx.tar.gz",
        "/client/installer/steamcmd.zip",
    ),
}  # fmt: skip


def official_installer(url: str) -> str | None:
    """The entry ``url`` matches exactly (``host + path``), or ``None``. HTTPS only, except a bare
    ``host/path`` (PowerShell's ``irm bun.sh/install.ps1``, as vendors document it), where the
    listed host answers with its HTTPS address."""
    text = url.strip().strip("\"'`")
    if "://" not in text and _bare_listed_host(text):
        text = "https://" + text
    if not text.lower().startswith("https://"):
        return None
    host = vocabulary.url_host(text)
    if host is None:
        return None
    paths = OFFICIAL_INSTALLERS.get(host)
    if not paths:
        return None
    path = vocabulary.url_path(text)
    if _leaves_its_prefix(path):
        return None
    for allowed in paths:
        if path == allowed or (allowed.endswith("/") and path.startswith(allowed)) or (allowed == "/" and path == ""):
            return f"{host}{allowed}"
        if "*" in allowed and _segments_match(allowed, path):
            return f"{host}{allowed}"
    return None


def _segments_match(allowed: str, path: str) -> bool:
    """``path`` is ``allowed`` with each ``*`` segment one non-empty segment (a version or channel:
    ``/docs/apache-airflow/*/airflow.sh`` holds ``/docs/apache-airflow/2.9.3/airflow.sh``)."""
    wanted, given = allowed.split("/"), path.split("/")
    return len(wanted) == len(given) and all(
        part == got or (part == "*" and got != "") for part, got in zip(wanted, given, strict=True)
    )


def _bare_listed_host(text: str) -> bool:
    """``text`` is a listed ``host/path`` without a scheme, or a listed host alone whose whole site is
    its installer (``curl -sSL install.astronomer.io | bash``, as the vendor documents it)."""
    host = vocabulary.url_host("https://" + text)
    if host not in OFFICIAL_INSTALLERS:
        return False
    return "/" in text or (text.lower() == host and "/" in OFFICIAL_INSTALLERS[host])


VENDOR_PACKAGE_REPOSITORIES: dict[str, tuple[str, ...]] = {
    # host: path prefixes of the vendor's own package repository, whose install pages have the reader
    # download a .deb or .rpm from there (most often the repository's keyring or release package) and
    # hand it to dpkg, rpm, apt or dnf
    "developer.download.nvidia.com": ("/compute/cuda/repos/", "/compute/machine-learning/repos/"),
    "packages.microsoft.com": ("/config/",),  # packages-microsoft-prod.deb / .rpm
    "download.docker.com": ("/linux/",),  # the .deb/.rpm install of Docker Engine without the repository
    "dl.google.com": ("/linux/direct/",),  # google-chrome-stable_current_amd64.deb
    "repo.radeon.com": ("/amdgpu-install/",),
    "dl.fedoraproject.org": ("/pub/epel/",),  # epel-release-latest-9.noarch.rpm
    # rpmfusion-free-release-9.noarch.rpm: rpmfusion.org's Configuration page gives the release package
    # from its own mirror redirector (dnf install https://mirrors.rpmfusion.org/free/el/…)
    "download1.rpmfusion.org": ("/free/", "/nonfree/"),
    "mirrors.rpmfusion.org": ("/free/", "/nonfree/"),
    "apt.puppet.com": ("/",),
    "yum.puppet.com": ("/",),
    "repo.zabbix.com": ("/zabbix/",),
    "dev.mysql.com": ("/get/",),  # mysql-apt-config_….deb
    "repo.percona.com": ("/apt/", "/yum/"),
    "artifacts.elastic.co": ("/downloads/",),
    "dl.grafana.com": ("/oss/release/", "/enterprise/release/"),
    "download.virtualbox.org": ("/virtualbox/",),
    "downloads.1password.com": ("/linux/",),
}  # fmt: skip
"""Vendors' own package repositories, matched like :data:`OFFICIAL_INSTALLERS` (exact host, path
prefix, HTTPS). They lower only a package file a system installer installs (see
:func:`official_package`), never a script piped to a shell from the same host."""

_PACKAGE_FILE_SUFFIXES = (".deb", ".rpm")


def official_package(url: str) -> str | None:
    """The vendor repository entry a ``.deb``/``.rpm`` at ``url`` comes from, or ``None``: the
    package a vendor's install page has the reader fetch from its own repository and install."""
    text = url.strip().strip("\"'`")
    if not text.lower().startswith("https://"):
        return None
    host, path = vocabulary.url_host(text), vocabulary.url_path(text)
    if host is None or not path.lower().endswith(_PACKAGE_FILE_SUFFIXES) or _leaves_its_prefix(path):
        return None
    for allowed in VENDOR_PACKAGE_REPOSITORIES.get(host, ()):
        if path.startswith(allowed):
            return f"{host}{allowed}"
    return None


def _leaves_its_prefix(path: str) -> bool:
    """A path with a dot segment or an escaped dot or slash: ``curl`` resolves
    ``/vendor/tool/releases/download/../../../other/…`` to another repository than its prefix says."""
    lowered = path.lower()
    return (
        "%2e" in lowered
        or "%2f" in lowered
        or "%5c" in lowered
        or any(segment in (".", "..") for segment in lowered.replace("\\", "/").split("/"))
    )


OFFICIAL_DOCUMENTATION = frozenset(
    {"docs.docker.com", "docs.python.org", "peps.python.org", "packaging.python.org", "developer.mozilla.org",
     "docs.github.com", "learn.microsoft.com", "docs.microsoft.com", "docs.aws.amazon.com", "cloud.google.com",
     "kubernetes.io", "docs.anthropic.com", "docs.claude.com", "platform.openai.com", "keepachangelog.com",
     "semver.org", "www.conventionalcommits.org", "conventionalcommits.org", "docs.npmjs.com", "nodejs.org",
     "react.dev", "doc.rust-lang.org", "go.dev", "pkg.go.dev", "docs.djangoproject.com", "docs.pytest.org",
     "git-scm.com", "www.postgresql.org", "developer.apple.com", "developer.android.com", "www.typescriptlang.org",
     "cheatsheetseries.owasp.org", "owasp.org", "www.w3.org", "datatracker.ietf.org", "modelcontextprotocol.io",
     "agentskills.io", "docs.stripe.com", "tailwindcss.com", "nextjs.org", "vite.dev", "docs.astral.sh"}
)  # fmt: skip
"""Vendors' and standards bodies' documentation sites, matched by exact hostname: text a skill has the
agent follow from one of them is the vendor's published guidance, still fetched at run time but not
written by whoever controls an unknown host."""


def official_documentation(url: str) -> bool:
    """``url`` is an HTTPS page on one of :data:`OFFICIAL_DOCUMENTATION`'s hosts (exactly that host)."""
    text = url.strip().strip("\"'`<>")
    return text.lower().startswith("https://") and vocabulary.url_host(text) in OFFICIAL_DOCUMENTATION
