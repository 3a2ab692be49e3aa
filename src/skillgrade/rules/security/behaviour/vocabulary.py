"""What every analyser needs to know about the world: secret stores, places that run later, tools.

Data plus small functions, the same for every language: an analyser resolves a path, a command
name or a URL to a constant string and asks here what it is. Paths are compared after
:func:`home_path`, which writes every spelling of the home directory (``$HOME``, ``${HOME}``,
``%USERPROFILE%``, ``/home/alice``, ``/Users/alice``, ``C:\\Users\\alice``, ``os.path.expanduser``'s
``~``) as ``~`` and every separator as ``/``.

Stable API (other analysers import it): :func:`home_path`, :func:`secret_store`,
:func:`persistence_target`, :func:`command_name`, :func:`url_host`, :func:`is_ip`,
:func:`is_local_host`, :func:`dumps_environment`, :func:`printed_secrets`, :func:`printed_credential`,
:func:`secret_file_name`, :func:`named_secret_files`, :func:`searched_home`, :data:`URL_PATTERN`,
and the frozensets :data:`DOWNLOADERS`, :data:`SHELLS`, :data:`INTERPRETERS`, :data:`DECODERS`,
:data:`ENV_DUMPERS`, :data:`FILE_PRINTERS`, :data:`RAW_SOCKET_TOOLS`, :data:`DNS_TOOLS`,
:data:`PACKAGE_INSTALLERS`, :data:`SECRET_WORDS`, :data:`PERSISTENCE_WORDS`.
"""

from __future__ import annotations

import functools
import ipaddress
import re
from urllib.parse import urlsplit

DOWNLOADERS = frozenset(
    {"curl", "wget", "fetch", "aria2c", "http", "https", "xh", "lwp-download", "lwp-request", "GET", "ftp", "tftp",
     "iwr", "irm", "invoke-webrequest", "invoke-restmethod", "start-bitstransfer", "certutil", "bitsadmin"}
)  # fmt: skip
"""Commands that fetch a URL (shell and PowerShell names; compared lower-case except ``GET``)."""

SHELLS = frozenset(
    {"sh", "bash", "zsh", "dash", "ksh", "fish", "csh", "tcsh", "ash", "busybox", "pwsh", "powershell",
     "powershell.exe", "cmd", "cmd.exe", "iex", "invoke-expression", "source", ".", "eval", "exec", "osascript"}
)  # fmt: skip
"""Commands that run the text they are given (on stdin, as a file or as an argument)."""

INTERPRETERS = frozenset(
    {"python", "python2", "python3", "py", "pypy", "pypy3", "node", "nodejs", "deno", "bun", "perl", "ruby", "php",
     "lua", "tclsh", "rscript", "julia", "java", "jshell", "groovy", "osascript", "wscript", "cscript", "mshta",
     "rundll32", "regsvr32"}
)  # fmt: skip
"""Interpreters that run code given as a file, on stdin or with ``-c``/``-e``."""

DECODERS = frozenset(
    {"base64", "base32", "basenc", "xxd", "od", "uudecode", "openssl", "gunzip", "gzip", "zcat", "bzip2", "bunzip2",
     "xz", "unxz", "zstd", "rev", "tr", "certutil", "frombase64string"}
)  # fmt: skip
"""Commands (and functions) that turn encoded text back into text; with a shell after them, a payload runs."""

ENV_DUMPERS = frozenset({"env", "printenv", "set", "export", "declare", "compgen", "get-childitem env:"})
"""Commands that print the whole environment when run without arguments (``export -p``, ``declare -x``)."""

FILE_PRINTERS = frozenset(
    {"cat", "tac", "head", "tail", "less", "more", "nl", "strings", "base64", "xxd", "od", "hexdump", "type",
     "get-content", "gc"}
)  # fmt: skip
"""Commands that print the files they are given: run by a program, their output is the file's content."""

RAW_SOCKET_TOOLS = frozenset({"nc", "nc64", "ncat", "netcat", "socat", "telnet", "openssl", "cryptcat", "pwncat"})
"""Commands that open a raw TCP/UDP connection (``openssl s_client``)."""

DNS_TOOLS = frozenset(
    {"dig", "nslookup", "host", "drill", "resolvectl", "kdig", "resolve-dnsname", "getent", "ping", "ping6", "fping",
     "traceroute", "tracepath"}
)  # fmt: skip
"""Commands that look a name up (data in the name is data sent to whoever runs that zone): the
resolvers, and the tools that resolve the name they are given before they send anything."""

RUBY_BUILD_FILES = frozenset(
    {"Rakefile", "rakefile", "Gemfile", "Guardfile", "Vagrantfile", "Podfile", "Fastfile", "Appfile", "Dangerfile",
     "Brewfile", "Capfile", "Berksfile", "Thorfile", "Steepfile"}
)  # fmt: skip
"""Build and tool files named without a suffix that are Ruby programs their tool runs (``rake``,
``bundle``, ``vagrant up``, ``fastlane``, ``pod install``, ``danger``, ``brew bundle``, ``cap``)."""

TOOL_RC_PROGRAMS = frozenset({"latexmkrc", ".latexmkrc", ".irbrc", ".pryrc"})
"""Tool settings files that are programs the tool runs on every start in their folder or home (lower
case): latexmk's (Perl, read by each ``latexmk`` run), irb's and pry's (Ruby)."""

PACKAGE_INSTALLERS = frozenset(
    {"pip", "pip3", "pipx", "uv", "uvx", "poetry", "pdm", "conda", "mamba", "npm", "npx", "pnpm", "pnpx", "yarn",
     "bun", "bunx", "deno", "gem", "cargo", "go", "brew", "composer"}
)  # fmt: skip

SECRET_WORDS = (
    ".ssh", ".aws", "gcloud", ".kube", ".docker", "netrc", "npmrc", "pypirc", "git-credentials", ".env", "gnupg",
    "keychain", "login data", "login%20data", "cookies", "logins.json", "key4.db", "local state", "wallet",
    "exodus", "electrum", "metamask", "solana", "keystore", "id_rsa", "id_ed25519", "credentials", "shadow",
    "azure", "op/", "1password", "bitwarden", "web data", "tokens", ".config/gh", "hosts.yml", "glab-cli",
    ".m2", "gradle.properties", "auth.json", "pgpass", "my.cnf", "s3cfg", ".boto", "rclone", ".oci", "doctl",
    "databrickscfg", "kaggle", "huggingface", "identityservice", "msal", "terraformrc", "wrangler", "kdbx",
    "configstore", "vercel", "wandb", "mlflow", "comet.config", "clearml", "neptune", "condarc", "anaconda-client",
    "appstoreconnect", "private_keys", "authkey_", "spaceship", "pg_service", "debian.cnf", "cqlshrc", "clasprc",
)  # fmt: skip
"""Cheap lower-case substrings: a text with none of them reads no secret store (pre-test before parsing)."""

PERSISTENCE_WORDS = (
    "rc", "profile", "fish", "cron", "launch", "systemd", "systemctl", "hooks", "sshcommand", "hookspath",
    "authorized_keys", "currentversion", "schtasks", "scheduledtask", "startup", "autostart", "login",
)  # fmt: skip
"""Cheap lower-case substrings: a text with none of them writes no persistence location."""

URL_PATTERN = re.compile(r"(?i)\b(?:https?|ftps?|wss?|git\+https?|git\+ssh|ssh)://[^\s\"'`<>)\]|;,{}]+")

_HOME = re.compile(
    r"(?i)^(?:~|\$home|\$\{home\}|\$\{home:?[-=][^}]*\}|%userprofile%|%homepath%|\$env:userprofile|\$env:home"
    r"|/home/[^/]+|/users/[^/]+|/root|(?:/mnt/[a-z]|[a-z]:)[\\/]users[\\/][^\\/]+|~[a-z_][\w-]*)(?=[\\/]|$)"
)
_APPDATA = re.compile(r"(?i)^(?:%appdata%|\$env:appdata)(?=[\\/]|$)")
_LOCALAPPDATA = re.compile(r"(?i)^(?:%localappdata%|\$env:localappdata)(?=[\\/]|$)")
_XDG_CONFIG = re.compile(r"(?i)^(?:\$xdg_config_home|\$\{xdg_config_home(?::?-[^}]*)?\})(?=/|$)")


def home_path(path: str) -> str:
    """``path`` with the home directory written ``~``, separators ``/``, quotes and ``./`` runs removed.

    ``%APPDATA%`` becomes ``~/AppData/Roaming``, ``%LOCALAPPDATA%`` ``~/AppData/Local`` and
    ``$XDG_CONFIG_HOME`` ``~/.config``, so one table covers every spelling.
    """
    path = path.strip().strip("\"'`")
    path = _APPDATA.sub("~/AppData/Roaming", path)
    path = _LOCALAPPDATA.sub("~/AppData/Local", path)
    path = _XDG_CONFIG.sub("~/.config", path)
    path = _HOME.sub("~", path)
    path = path.replace("\\", "/")
    while "//" in path:
        path = path.replace("//", "/")
    return path.replace("/./", "/")


def _rule(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# (pattern over a home_path()-normalised path, what it is). A pattern without a leading "~/" or "/"
# matches anywhere in the path: a project's .env is as secret as the home's.
_SECRET_STORES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (_rule(pattern), label)
    for pattern, label in (
        (
            r"(?:^|/)\.ssh(?:/(?!(?:config|known_hosts\w*|authorized_keys\w*|[^/]*\.pub)$)[^/]*)?/?$",
            "SSH keys (~/.ssh)",
        ),
        (r"(?:^|/)\.ssh/\*", "SSH keys (~/.ssh)"),
        (r"(?:^|/)id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?$", "an SSH private key"),
        (r"(?:^|/)\.aws(?:/(?:credentials|config|sso/cache.*|cli/cache.*))?/?$", "AWS credentials (~/.aws)"),
        (r"(?:^|/)\.config/gcloud(?:/.*)?$", "Google Cloud credentials (~/.config/gcloud)"),
        (r"(?:^|/)application_default_credentials\.json$", "Google Cloud credentials"),
        (r"(?:^|/)\.clasprc\.json$", "Google Apps Script CLI OAuth tokens (~/.clasprc.json)"),
        (r"(?:^|/)\.azure(?:/.*)?$", "Azure credentials (~/.azure)"),
        (r"(?:^|/)\.kube(?:/config)?/?$|(?:^|/)kubeconfig$", "Kubernetes credentials (~/.kube/config)"),
        (r"(?:^|/)\.docker/config\.json$|(?:^|/)\.docker/?$", "Docker registry credentials (~/.docker/config.json)"),
        (r"(?:^|/)\.env(?:\.(?!(?:example|sample|template|dist|defaults|schema)$)[\w-]+)?$", "a .env file"),
        (r"(?:^|/)\.npmrc$", "npm tokens (.npmrc)"),
        (r"(?:^|/)\.yarnrc(?:\.yml)?$", "yarn tokens (.yarnrc)"),
        (r"(?:^|/)\.pypirc$", "PyPI tokens (.pypirc)"),
        (r"(?:^|/)_?\.?netrc$", "login credentials (.netrc)"),
        (r"(?:^|/)\.git-credentials$", "git credentials (.git-credentials)"),
        (r"(?:^|/)\.config/git/credentials$", "git credentials"),
        (r"(?:^|/)\.config/gh(?:/hosts\.ya?ml)?/?$", "GitHub CLI token (~/.config/gh/hosts.yml)"),
        (r"(?:^|/)\.config/hub/?$", "GitHub token (hub)"),
        # publishing tokens of other package managers, and the folders that hold them
        (r"(?:^|/)\.cargo/credentials(?:\.toml)?$", "crates.io token (~/.cargo/credentials)"),
        (r"(?:^|/)\.gem/credentials$", "RubyGems API key (~/.gem/credentials)"),
        (r"(?:^|/)\.m2/settings(?:-security)?\.xml$", "Maven repository credentials (~/.m2/settings.xml)"),
        (r"(?:^|/)\.gradle/gradle\.properties$", "Gradle publishing credentials (~/.gradle/gradle.properties)"),
        (r"(?:^|/)\.gnupg(?:/.*)?$", "GPG keys (~/.gnupg)"),
        (r"(?:^|/)\.password-store(?:/.*)?$", "pass password store"),
        (r"(?:^|/)\.vault-token$", "a Vault token"),
        (r"(?:^|/)\.terraform\.d(?:/credentials\.tfrc\.json)?/?$", "Terraform Cloud token"),
        (r"(?:^|/)\.config/op(?:/.*)?$|(?:^|/)\.op/", "1Password CLI session"),
        # OBS Studio keeps each profile's streaming service, with its stream key, in service.json
        (r"(?:^|/)obs-studio/basic/profiles/[^/]+/service\.json$", "a stream key (OBS Studio service.json)"),
        (
            r"(?:^|/)\.bash_history$|(?:^|/)\.zsh_history$|(?:^|/)\.psql_history$|(?:^|/)\.mysql_history$",
            "shell history (holds typed secrets)",
        ),
        (r"^/etc/(?:shadow|gshadow|sudoers)$", "system password hashes (/etc/shadow)"),
        # browsers: Chromium family on macOS, Linux and Windows, Firefox profiles, Safari
        (
            r"(?:Login Data|Web Data|Cookies|Local State|Network/Cookies)(?: For Account)?$",
            "browser saved logins and cookies",
        ),
        (
            r"(?:^|/)(?:logins\.json|key[34]\.db|cookies\.sqlite|signons\.sqlite|formhistory\.sqlite)$",
            "Firefox saved logins and cookies",
        ),
        (
            r"Library/Application Support/(?:Google/Chrome|BraveSoftware|Microsoft Edge|Chromium|Vivaldi|Arc"
            r"|com\.operasoftware\.Opera)(?:/.*)?$",
            "browser profile",
        ),
        (
            r"(?:^|/)\.config/(?:google-chrome|chromium|BraveSoftware|microsoft-edge|vivaldi|opera)(?:/.*)?$",
            "browser profile",
        ),
        (
            r"AppData/Local/(?:Google/Chrome|BraveSoftware|Microsoft/Edge|Chromium)/User Data(?:/.*)?$",
            "browser profile",
        ),
        (
            r"(?:^|/)\.mozilla/firefox(?:/.*)?$|Library/Application Support/Firefox(?:/.*)?$"
            r"|AppData/Roaming/Mozilla/Firefox(?:/.*)?$",
            "Firefox profile",
        ),
        (r"Library/Cookies(?:/.*)?$|Library/Safari(?:/.*)?$", "Safari cookies and data"),
        # keychains
        (
            r"Library/Keychains(?:/.*)?$|(?:^|/)login\.keychain(?:-db)?$|(?:^|/)\.local/share/keyrings(?:/.*)?$",
            "the keychain",
        ),
        (r"AppData/(?:Roaming|Local)/Microsoft/(?:Credentials|Protect|Vault)(?:/.*)?$", "Windows credential vault"),
        # crypto wallets
        (
            r"(?:^|/)wallet\.dat$|(?:^|/)\.(?:bitcoin|litecoin|dogecoin|monero|ethereum|electrum)(?:/.*)?$",
            "a crypto wallet",
        ),
        (
            r"(?:^|/)(?:Exodus|Electrum|Atomic|atomic|Guarda|Coinomi|Ledger Live|ledger live|Jaxx)(?:/(?:.*))?$"
            r"|(?:^|/)exodus\.wallet(?:/.*)?$",
            "a crypto wallet",
        ),
        (r"(?:^|/)\.config/solana(?:/.*)?$|(?:^|/)solana/id\.json$|(?:^|/)keystore(?:/.*)?$", "a crypto wallet key"),
        (
            r"Local Extension Settings/(?:fhbohimaelbohpjbbldcngcnapndodjp|fnjhmkhhmkbjkkabndcnnogagogbneec"
            r"|dmkamcknogkgcdfhhbddcghachkejeap|egjidjbpglichdcondbcbdnbeeppgdph|acmacodkjbdgmoleebolmdjonilkdbch"
            r"|mcohilncbfahbmgdjkbpemcciiolgcge|bhhhlbepdkbapadjdnnojkbgioiodbic)",
            "a browser wallet extension (Binance, Ronin, Keplr, Trust, Rabby, OKX, Solflare)",
        ),
        (
            r"(?:Application Support|AppData/Roaming)/(?:Bitcoin|Litecoin|Ethereum|Monero|Dogecoin|Zcash)(?:/.*)?$",
            "a crypto wallet",
        ),
        (r"Telegram Desktop/tdata(?:/.*)?$|(?:^|/)\.local/share/TelegramDesktop/tdata(?:/.*)?$", "Telegram sessions"),
        (
            r"Local Extension Settings/(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa"
            r"|hnfanknocfeofbddgcijnmhnfnkdnaad|ibnejdfjmmkpcnlpebklmnkoeoihofec)",
            "a browser wallet extension (MetaMask, Phantom, Coinbase, TronLink)",
        ),
        (
            r"(?:^|/)Local Extension Settings(?:/(?:[a-p]{32}|<[^/<>]+>|\{[^/{}]+\}|\$\{?\w+\}?|\*)(?:/.*)?)?$"
            r"|(?:^|/)IndexedDB/chrome-extension_(?:[a-p]{32}|<[^/<>]+>|\{[^/{}]+\})[^/]*(?:/.*)?$",
            "a browser extension's storage (where wallet extensions keep their keys)",
        ),
        (
            r"(?:^|/)\.config/(?:discord|Slack)/(?:Local Storage|Cookies)(?:/.*)?$"
            r"|AppData/Roaming/(?:discord|Slack)/(?:Local Storage|Cookies)(?:/.*)?$",
            "chat app tokens",
        ),
        (
            r"(?:^|/)\.claude/\.credentials\.json$|(?:^|/)\.codex/auth\.json$|(?:^|/)\.config/github-copilot/.*$",
            "AI assistant credentials",
        ),
        # more registries' publishing tokens (what supply-chain worms take to publish as their victim)
        (
            r"(?:^|/)\.(?:config/)?composer/auth\.json$"
            r"|(?:^|/)\.nuget/NuGet/NuGet\.Config$|AppData/Roaming/NuGet/NuGet\.Config$",
            "package registry tokens",
        ),
        (r"(?:^|/)\.config/glab-cli/config\.ya?ml$", "GitLab CLI token"),
        (
            r"(?:^|/)\.pgpass$|(?:^|/)\.my\.cnf$|(?:^|/)\.mylogin\.cnf$|(?:^|/)\.pg_service\.conf$"
            r"|^/etc/mysql/debian\.cnf$|(?:^|/)\.cassandra/cqlshrc$",
            "database passwords (~/.pgpass, ~/.my.cnf)",
        ),
        # data-warehouse and database clients keep passwords, tokens and key paths in their own files
        (
            r"(?:^|/)\.snowflake/(?:connections|config)\.toml$|(?:^|/)\.snowsql/config$|(?:^|/)\.?odbc\.ini$"
            r"|(?:^|/)\.dbt/profiles\.ya?ml$|(?:^|/)\.bigqueryrc$|(?:^|/)\.clickhouse-client/config\.xml$",
            "database client credentials (Snowflake, SnowSQL, ODBC, dbt profiles)",
        ),
        (
            r"(?:^|/)\.s3cfg$|(?:^|/)\.boto$|(?:^|/)\.config/rclone/rclone\.conf$|(?:^|/)\.oci/config$"
            r"|(?:^|/)\.config/doctl/config\.ya?ml$|(?:^|/)\.databrickscfg$|(?:^|/)\.pulumi/credentials\.json$"
            r"|(?:^|/)\.terraformrc$|(?:^|/)\.wrangler/config/[^/]+\.toml$|(?:^|/)\.config/\.wrangler/config/[^/]+\.toml$"
            r"|(?:^|/)\.config/configstore/firebase-tools\.json$|(?:^|/)com\.vercel\.cli/auth\.json$",
            "cloud or storage credentials",
        ),
        (
            r"(?:^|/)\.IdentityService(?:/.*)?$|(?:^|/)msal(?:_token)?[._]cache(?:\.\w+)?$",
            "Microsoft sign-in token cache (MSAL)",
        ),
        (
            r"(?:^|/)\.(?:cache/)?huggingface/(?:stored_)?token(?:s)?$",
            "Hugging Face token (~/.cache/huggingface/token)",
        ),
        (r"(?:^|/)\.kaggle/kaggle\.json$", "Kaggle API key (~/.kaggle/kaggle.json)"),
        # app store publishing: the API keys altool and fastlane look for, and fastlane's Apple ID session
        (
            r"^~/\.appstoreconnect(?:/.*)?$|(?:^|/)\.?private_keys/(?:[^/]*\.p8|\*)$|(?:^|/)AuthKey_[^/]*\.p8$",
            "App Store Connect API keys (~/.appstoreconnect/private_keys)",
        ),
        (r"^~/\.fastlane/spaceship(?:/.*)?$", "fastlane Apple ID session (~/.fastlane/spaceship)"),
        (
            r"(?:^|/)\.config/wandb/settings$|(?:^|/)\.mlflow/credentials$|^~/\.comet\.config$"
            r"|^~/(?:\.config/)?clearml\.conf$|(?:^|/)\.neptune/",
            "experiment tracker credentials (W&B, MLflow, Comet, ClearML)",
        ),
        (
            r"^~/\.(?:conda/)?condarc$|(?:^|/)\.continuum/anaconda-client/tokens(?:/.*)?$"
            r"|(?:^|/)anaconda-client/tokens(?:/.*)?$",
            "conda channel tokens (~/.condarc, anaconda-client)",
        ),
        (r"(?:^|/)\.config/containers/auth\.json$|/containers/auth\.json$", "container registry credentials"),
        (r"\.kdbx$", "a KeePass password database"),
        # game stores and launchers: their cached sign-ins let a thief take over the account (and its
        # publishing rights); Steam's Guard sentry files skip the second factor
        (
            r"(?:^|/)(?:loginusers\.vdf|ssfn\d*)$|(?:^|/)(?:\.steam/steam|Steam)/config/config\.vdf$"
            r"|(?:^|/)config/config\.vdf$",
            "Steam sign-in (config.vdf, loginusers.vdf, ssfn sentry files)",
        ),
        (r"(?:^|/)itch/butler_creds$", "itch.io butler API key"),
        (
            r"EpicGamesLauncher/Saved/Config/[^/]+/GameUserSettings\.ini$"
            r"|(?:^|/)launcher_accounts(?:_microsoft_store)?\.json$",
            "game launcher sign-in (Epic Games, Minecraft)",
        ),
        # home-automation and device controllers: the tokens and password hashes they keep beside their config
        (
            r"(?:^|/)\.storage/(?:auth|auth_provider\.homeassistant|core\.config_entries|cloud|application_credentials)$"
            r"|(?:^|/)flows(?:_[^/]+)?_cred\.json$|(?:^|/)\.node-red/\.config(?:\.runtime)?\.json$"
            r"|(?:^|/)userdata/jsondb/users\.json$|(?:^|/)\.octoprint/users\.yaml$"
            r"|(?:^|/)mosquitto/(?:passwd|password_file|pwfile)$",
            "home-automation controller credentials (Home Assistant, Node-RED, openHAB, OctoPrint, Mosquitto)",
        ),
    )
)

EDITOR_START_UP = "an editor or interpreter start-up file"
"""Read when an editor or REPL starts: what it says may run code, but a plugin manager fetched beside
it (vim-plug, tpm) is how these are set up, so only its own content makes it an error."""
AGENT_INSTRUCTIONS = "an agent instruction file (every later agent session reads it)"
"""CLAUDE.md, AGENTS.md, Cursor/Windsurf/Cline/Copilot rules: text there persists as instructions,
not as code, so writing one is reported only when what is written orders code run or data sent
(:func:`values.runs_code` with this place)."""

_PERSISTENCE_TARGETS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (_rule(pattern), label)
    for pattern, label in (
        (
            r"(?:^|/)\.(?:bashrc|bash_profile|bash_login|bash_logout|profile|zshrc|zprofile|zshenv|zlogin|kshrc"
            r"|cshrc|tcshrc|mkshrc|inputrc)$",
            "a shell start-up file",
        ),
        (r"(?:^|/)\.config/fish/(?:config\.fish|conf\.d/.*)$", "a shell start-up file"),
        (r"^~/\.\*(?:rc|_profile|profile)$", "a shell start-up file"),
        (
            r"^/etc/(?:profile|bash\.bashrc|zshrc|zsh/zshrc|environment)$|^/etc/profile\.d/",
            "a system shell start-up file",
        ),
        (
            r"(?:Documents/(?:Windows)?PowerShell/.*profile\.ps1|Microsoft\.PowerShell_profile\.ps1)$",
            "the PowerShell profile",
        ),
        (r"^/etc/cron|^/var/spool/cron|(?:^|/)crontab$|^/etc/anacrontab$", "cron"),
        (r"Library/Launch(?:Agents|Daemons)(?:/.*)?$", "a launchd agent"),
        (
            r"(?:^|/)\.config/systemd/user(?:/.*)?$|^/etc/systemd/system(?:/.*)?$|^/(?:usr/)?lib/systemd/(?:user|system)/",
            "a systemd unit",
        ),
        (r"(?:^|/)\.config/autostart(?:/.*)?$|^/etc/xdg/autostart(?:/.*)?$", "a desktop autostart entry"),
        (
            r"(?:^|/)\.config/git/hooks/[\w.-]+$|(?:^|/)hooks/(?:pre-commit|post-commit|commit-msg|post-checkout"
            r"|post-merge|pre-push|pre-rebase|post-rewrite|prepare-commit-msg|applypatch-msg|pre-applypatch)$|"
            r"(?:^|/)\.git/hooks/[\w.-]+$|(?:^|/)\.git/hooks/?$|(?:^|/)\.husky/(?!_/)[\w.-]+$",
            "a git hook",
        ),
        (r"(?:^|/)\.gitconfig$|(?:^|/)\.config/git/config$|(?:^|/)\.git/config$", "git configuration"),
        (r"(?:^|/)\.ssh/authorized_keys2?$", "SSH authorized_keys (a backdoor login)"),
        (r"(?:^|/)\.ssh/(?:config|rc)$|^/etc/ssh/sshrc$", "SSH client configuration"),
        (
            r"(?:^|/)\.pythonstartup$|\.pth$|(?:^|/)sitecustomize\.py$|(?:^|/)usercustomize\.py$",
            "Python start-up code",
        ),
        (r"(?:^|/)\.npmrc$", "npm configuration (runs scripts on install)"),
        (
            r"Start Menu/Programs/Startup(?:/.*)?$|AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup",
            "the Windows Startup folder",
        ),
        (
            r"(?:HKCU|HKLM|HKEY_CURRENT_USER|HKEY_LOCAL_MACHINE)[:/]*(?:/|\\)?Software/Microsoft/Windows/CurrentVersion/"
            r"(?:Run|RunOnce|RunServices)\b",
            "a Windows Run key",
        ),
        (r"^/etc/rc\.local$|^/etc/init\.d/|^/etc/ld\.so\.preload$", "system start-up"),
        (r"(?:^|/)\.envrc$", "a direnv file (runs on entering the folder)"),
        (r"(?:^|/)\.psqlrc$|(?:^|/)\.mongorc\.js$|(?:^|/)\.mongoshrc\.js$", "a database shell's start-up file"),
        (
            r"(?:^|/)etc/conda/(?:de)?activate\.d/[^/]+$|(?:^|/)bin/(?:activate|activate\.(?:fish|csh|ps1)|Activate\.ps1)$",
            "an environment's activation script (runs on every activate)",
        ),
        (
            r"(?:^|/)\.jupyter/jupyter_\w+_config\.py$|(?:^|/)\.ipython/profile_\w+/ipython_\w*config\.py$"
            r"|(?:^|/)\.(?:gdbinit|lldbinit|octaverc)$|(?:^|/)\.config/gdb/gdbinit$|(?:^|/)\.latexmkrc$"
            r"|(?:^|/)\.config/latexmk/latexmkrc$|(?:^|/)Documents/MATLAB/startup\.m$|(?:^|/)ado/personal/profile\.do$",
            EDITOR_START_UP,
        ),
        (r"(?:^|/)\.ipython/profile_\w+/startup/[^/]+$|(?:^|/)\.pythonrc(?:\.py)?$", "Python start-up code"),
        (r"(?:^|/)\.(?:bash_logout|zlogout)$|(?:^|/)\.config/fish/functions/[^/]+$", "a shell start-up file"),
        (
            r"(?:^|/)\.claude/(?:settings(?:\.local)?\.json|hooks/.*)$|(?:^|/)\.claude/commands/",
            "agent hooks or settings",
        ),
        (r"(?:^|/)\.vscode/tasks\.json$", "an editor task that runs on open"),
        (
            r"(?:^|/)\.(?:bashrc|zshrc)\.d/[^/]+$|(?:^|/)\.bash_aliases$|(?:^|/)\.oh-my-zsh/custom/[^/]+\.zsh$",
            "a shell start-up file",
        ),
        (r"(?:^|/)\.(?:xprofile|xinitrc|xsession|xsessionrc)$", "an X session start-up file"),
        (
            r"(?:^|/)\.local/share/systemd/user(?:/.*)?$|^/etc/systemd/user(?:/.*)?$"
            r"|(?:^|/)\.config/environment\.d/[^/]+\.conf$",
            "a systemd unit",
        ),
        (r"^/etc/update-motd\.d/", "system start-up"),
        (
            r"(?:^|/)\.(?:vimrc|gvimrc|exrc|emacs|tmux\.conf|Rprofile|irbrc|pryrc)$|(?:^|/)\.config/nvim/init\.(?:vim|lua)$"
            r"|(?:^|/)\.emacs\.d/init\.el$|(?:^|/)\.config/tmux/tmux\.conf$"
            r"|(?:^|/)\.julia/config/startup\.jl$|(?:^|/)etc/julia/startup\.jl$|(?:^|/)Rprofile\.site$",
            EDITOR_START_UP,
        ),
        (  # what a desktop application imports each time it starts, before any user action
            r"(?:^|/)(?:blender|Blender Foundation/Blender|Blender)/[^/]+/scripts/startup/[^/]+\.py$"
            r"|(?:^|/)maya/(?:[^/]+/){0,2}userSetup\.(?:py|mel)$"
            r"|(?:^|/)houdini\d+(?:\.\d+)?/(?:scripts/(?:123|456|ready)\.(?:py|cmd)|python[\d.]+libs/pythonrc\.py)$"
            r"|(?:^|/)\.nuke/(?:init|menu)\.py$|(?:^|/)(?:\.FreeCAD|FreeCAD)/Mod/[^/]+/Init(?:Gui)?\.py$"
            r"|(?:^|/)kicad/[^/]+/scripting/plugins/[^/]+$|(?:^|/)GIMP/[^/]+/plug-ins/[^/]+"
            r"|3ds ?Max/[^/]+/(?:[^/]+/)?scripts/startup/[^/]+$",
            "an application's start-up scripts (run each time it launches)",
        ),
        (
            r"(?:^|/)(?-i:CLAUDE|CLAUDE\.local|AGENTS|GEMINI|AGENT)\.md$|(?:^|/)\.(?:cursorrules|windsurfrules|clinerules)$"
            r"|(?:^|/)\.(?:cursor|windsurf|continue|amazonq|trae)/rules(?:/.*)?$|(?:^|/)\.clinerules/|(?:^|/)\.roo/rules"
            r"|(?:^|/)\.github/(?:copilot-instructions\.md|instructions/[^/]+\.instructions\.md)$"
            r"|(?:^|/)\.junie/guidelines\.md$|(?:^|/)\.claude/(?:agents|rules)/[^/]+\.md$|(?:^|/)\.kiro/steering/",
            AGENT_INSTRUCTIONS,
        ),
    )
)

_RC_GIT_KEYS = re.compile(
    r"(?i)\bcore\.(?:sshcommand|hookspath|pager|editor|fsmonitor)\b|\binclude\.path\b|\bcredential\.helper\b"
    r"|\balias\.[\w.-]+|\binit\.templatedir\b"
    r"|\bfilter\.[\w.-]+\.(?:smudge|clean|process)\b|\bdiff\.[\w.-]+\.(?:textconv|command)\b|\bmerge\.[\w.-]+\.driver\b"
)


_WINDOWS_CONFIG = r"(?i)^~/AppData/(?:Roaming|Local)/(?!Microsoft/|Packages/|Temp/)([^/]+)(/.*)?$"
"""A tool's folder under the Windows profile's AppData: the same files its Unix build keeps under ~/.config."""
_WINDOWS_NAMES = {"github cli": "gh"}
"""Folder names a tool spells differently on Windows."""


@functools.lru_cache(maxsize=4096)
def secret_store(path: str) -> str | None:
    """What secret ``path`` holds (``"AWS credentials (~/.aws)"``), or ``None``.

    ``path`` may be any spelling (see :func:`home_path`) and may end in a glob.
    """
    if not path:
        return None
    normal = home_path(path).rstrip("*").rstrip("/") or path
    for pattern, label in _SECRET_STORES:
        if pattern.search(normal):
            return label
    unix = re.match(_WINDOWS_CONFIG, normal)
    if unix is not None:  # %APPDATA%\gcloud is where Windows keeps ~/.config/gcloud
        name = _WINDOWS_NAMES.get(unix.group(1).lower(), unix.group(1))
        return secret_store(f"~/.config/{name}{unix.group(2)}")
    whole = home_path(path)
    if "*" in whole and whole.startswith("~/"):  # ~/**/*.pem, ~/.*/cred*: a search of the home folder by name
        kind = secret_file_name(whole)
        return f"{kind} searched for by name under ~" if kind is not None else None
    return None


_SECRET_FILE_KINDS = (
    (
        re.compile(r"(?i)^id_(?:(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\*?|\*)$|\.(?:pem|key|ppk|p12|pfx|jks|keystore)$"),
        "private keys",
    ),
    (re.compile(r"(?i)\.kdbx?$|\.1pif$|\.psafe3$"), "password databases"),
    (re.compile(r"(?i)^wallet\.dat$|\.wallet$"), "crypto wallets"),
    (
        re.compile(r"(?i)^\*?cred\w*\*?$|credentials?(?:\.\w+)?\*?$|^\.(?:git-credentials|netrc|npmrc|pypirc|pgpass)$"),
        "credential files",
    ),
    (re.compile(r"(?i)\.ovpn$"), "VPN profiles"),
)


def secret_file_name(pattern: str) -> str | None:
    """What files a name filter finds when it names a kind of secret file (``*.pem``, ``id_rsa``,
    ``*.kdbx``, ``cred*``, ``wallet.dat``), or ``None``."""
    name = pattern.strip("\"'").rsplit("/", 1)[-1]
    for kind, label in _SECRET_FILE_KINDS:
        if kind.search(name):
            return label
    return None


NAMED_SECRET_FILES = re.compile(
    r"(?i)(?<![\w-])(?:id_(?:rsa|dsa|ecdsa|ed25519)|wallet\.dat|ssfn|loginusers\.vdf|\.git-credentials|\.kdbx|\.ppk|\.pem|\.p12|\.pfx"
    r"|\.jks|\.ovpn)(?![\w-])|[\"'*]\.key[\"']|\\\.\((?:\w+\|)*(?:pem|ppk|kdbx|p12|pfx|key)(?:\|\w+)*\)"
)
"""A secret file's name or suffix as code filtering a folder's files spells it (``".pem"``,
``endswith(("id_rsa", ".kdbx"))``, ``/\\.(pem|key)$/``)."""


def named_secret_files(text: str) -> str | None:
    """The first secret file a program's text filters on, as a name pattern (``*.pem``, ``id_rsa``)."""
    match = NAMED_SECRET_FILES.search(text)
    if match is None:
        return None
    found = match.group(0).strip("\"'*")
    if found.startswith("\\.("):
        found = "." + found[3:].strip(")").split("|")[0]
    return f"*{found}" if found.startswith(".") and found != ".git-credentials" else found


def searched_home(folder: str) -> bool:
    """The folder is the home directory (or the whole disk): a search there finds the user's files."""
    if not folder.strip():
        return False
    normal = home_path(folder).rstrip("/")
    return normal in ("~", "") or bool(re.fullmatch(r"~/\*\*?", normal))


@functools.lru_cache(maxsize=4096)
def persistence_target(path: str) -> str | None:
    """What runs ``path`` later (``"a shell start-up file"``, ``"cron"`` …), or ``None``."""
    if not path:
        return None
    normal = home_path(path)
    for pattern, label in _PERSISTENCE_TARGETS:
        if pattern.search(normal):
            return label
    return None


def git_config_persistence(key: str) -> str | None:
    """A git setting that makes git run a command later (``core.sshCommand``, ``core.hooksPath`` …)."""
    match = _RC_GIT_KEYS.search(key)
    return f"git setting {match.group()}" if match else None


_ELIDED = re.compile(r"\.{3,}|\u2026+|<\.{3}>")


def elided(word: str) -> bool:
    """An argument written as an ellipsis (``curl ... | sh``): the command is a shape being described,
    with no address to download from, and runs nothing as written."""
    return _ELIDED.fullmatch(word) is not None


_DEFANGED = re.compile(
    r"(?i)(?:h[x*]{2}ps?|fxp|hxxp\[s\])(?:\[:\]|:)//\S+|[a-z][\w+.-]*://[^/\s]*(?:\[\.\]|\(\.\)|\{\.\})\S*"
)


def refanged(word: str) -> str | None:
    """The address a defanged URL stands for (``hxxps://host[.]tld/x`` is ``https://host.tld/x``), or
    None when ``word`` is not one. Defanging stops a client from following a link by accident, not an
    agent told to run the command: a model reads ``hxxps`` as the typo it stands for and fixes it. So
    the command is judged with the address it names, and a reserved host (``.example``) is judged as
    any placeholder is."""
    bare = word.strip("\"'")
    if _DEFANGED.fullmatch(bare) is None:
        return None
    scheme, _, rest = bare.partition("//")
    scheme = re.sub(r"(?i)\[:\]", ":", scheme).replace("[s]", "s").replace("[S]", "S")
    scheme = re.sub(r"(?i)^h[x*]{2}p", "http", scheme)
    scheme = re.sub(r"(?i)^fxp", "ftp", scheme)
    host, slash, path = rest.partition("/")
    host = re.sub(r"\[\.\]|\(\.\)|\{\.\}", ".", host)
    return f"{scheme}//{host}{slash}{path}"


_PLACEHOLDER_HOST = re.compile(r"[A-Z][A-Z0-9_]{1,}|<[^<>]+>|\{[^{}]+\}|\$\{?[A-Z_]*\}?")


def placeholder_host(host: str) -> bool:
    """A host written as a placeholder for the reader to fill in (``ATTACKER``, ``LHOST``, ``<ip>``,
    ``{host}``): an upper-case name without a dot resolves nowhere a payload could reach, so a command
    aimed at it describes a shape, as an ellipsis does."""
    return _PLACEHOLDER_HOST.fullmatch(host.split(":", 1)[0].strip()) is not None


def command_name(word: str) -> str:
    """The bare command a word runs: ``/usr/bin/curl`` → ``curl``, ``python3.12`` → ``python3``."""
    name = word.strip("\"'").replace("\\", "/").rsplit("/", 1)[-1]
    lowered = name.lower()
    if lowered.endswith(".exe"):
        lowered = lowered[:-4]
    match = re.fullmatch(r"(python|pypy|pip)(\d?)(?:\.\d+)?", lowered)
    if match:
        return match.group(1) + match.group(2)
    return lowered


TOKEN_COMMANDS = (
    ("gh", ("auth", "token"), "the GitHub CLI token"),
    ("gcloud", ("auth", "print-access-token"), "a Google Cloud access token"),
    ("gcloud", ("auth", "application-default", "print-access-token"), "a Google Cloud access token"),
    ("az", ("account", "get-access-token"), "an Azure access token"),
    ("aws", ("configure", "export-credentials"), "AWS credentials"),
    ("aws", ("sts", "get-session-token"), "AWS credentials"),
    ("op", ("read",), "a 1Password secret"),
    ("npm", ("token", "list"), "npm tokens"),
    ("git", ("credential", "fill"), "git credentials"),
    ("vault", ("read",), "a Vault secret"),
    ("vault", ("kv", "get"), "a Vault secret"),
    ("op", ("item", "get"), "a 1Password secret"),
    ("pass", ("show",), "a pass secret"),
    ("bw", ("get",), "a Bitwarden secret"),
    ("lpass", ("show",), "a LastPass secret"),
    ("heroku", ("auth:token",), "the Heroku token"),
    ("doppler", ("secrets",), "Doppler secrets"),
    ("bw", ("list", "items"), "the Bitwarden vault"),
    ("bw", ("export",), "the Bitwarden vault"),
    ("op", ("document", "get"), "a 1Password document"),
    ("gopass", ("show",), "a gopass secret"),
    ("keepassxc-cli", ("show",), "a KeePassXC entry"),
    ("keepassxc-cli", ("export",), "the KeePassXC database"),
    ("aws", ("secretsmanager", "get-secret-value"), "an AWS Secrets Manager secret"),
    ("aws", ("ssm", "get-parameter"), "an AWS SSM parameter"),
    ("aws", ("ssm", "get-parameters"), "AWS SSM parameters"),
    ("aws", ("ssm", "get-parameters-by-path"), "AWS SSM parameters"),
    ("gcloud", ("secrets", "versions", "access"), "a Google Secret Manager secret"),
    ("gcloud", ("auth", "print-identity-token"), "a Google Cloud identity token"),
    ("az", ("keyvault", "secret", "show"), "an Azure Key Vault secret"),
    ("az", ("keyvault", "secret", "download"), "an Azure Key Vault secret"),
    ("heroku", ("config",), "Heroku config vars"),
    ("chamber", ("export",), "chamber secrets"),
    ("chamber", ("read",), "a chamber secret"),
    ("sops", ("-d",), "a SOPS-decrypted file"),
    ("sops", ("--decrypt",), "a SOPS-decrypted file"),
)
"""CLI commands that print a credential: (program, leading words, what it prints)."""


TYPED_PASSWORD = "a password the user types into a dialog"


def password_dialog(name: str, texts: list[str | None]) -> str | None:
    """The command shown when ``name texts`` puts up a dialog that asks for a password with its
    answer masked and prints what is typed: AppleScript's ``display dialog … hidden answer``, zenity's
    ``--password`` or ``--entry --hide-text``, kdialog's ``--password``, yad's hidden field."""
    words = [t for t in texts if t]
    if name == "osascript":
        code = " ".join(words).lower()
        masked = re.search(r"\bdisplay\s+dialog\b", code) and re.search(r"\bhidden\s+answer\b", code)
        return "osascript display dialog … with hidden answer" if masked else None
    if name in ("zenity", "kdialog", "yad") and any(
        w in ("--password", "--new-password") or w.startswith("--hide-text") or w.endswith(":H") for w in words
    ):
        return f"{name} {next(w for w in words if w.startswith('--'))}"
    return None


def printed_credential(name: str, texts: list[str | None]) -> str | None:
    """What secret a command prints (``gh auth token``: the GitHub CLI token), if it prints one."""
    if name == "gpg" and any(t in ("--export-secret-keys", "--export-secret-subkeys") for t in texts):
        return "GPG private keys"
    if name == "kubectl" and texts[:2] == ["config", "view"] and "--raw" in texts:
        return "Kubernetes credentials (~/.kube/config)"
    if (
        name in ("kubectl", "oc")
        and texts[:2] in (["get", "secret"], ["get", "secrets"])
        and any(t is not None and t.startswith(("-o", "--output")) for t in texts)
    ):
        return "Kubernetes secrets (a cluster's)"  # names alone print no value; -o json/yaml prints them all
    if name == "gh" and texts[:2] == ["auth", "status"] and any(t in ("-t", "--show-token") for t in texts):
        return "the GitHub CLI token"
    words = tuple(t for t in texts if t is not None and not t.startswith("-"))
    for command, prefix, what in TOKEN_COMMANDS:
        if name == command and words[: len(prefix)] == prefix:
            return what
    if name.startswith("docker-credential-") and words[:1] == ("get",):
        return "container registry credentials (a Docker credential helper)"
    setting = setting_read(texts)
    if setting is not None and SECRET_SETTING.search(setting):
        return f"the secret setting {setting} ({name} config)"
    return None


SECRET_SETTING = re.compile(
    r"(?i)(?:auth_?token|_auth|_password|password|passwd|secret|api_?key|access_?key|private_?key|credentials?"
    r"|(?:^|[._:/-])token)$"
)
"""A setting's key names a secret (``//registry.npmjs.org/:_authToken``, ``npmAuthToken``,
``http-basic.corp.password``); ``registry`` or ``user.email`` names none."""


def setting_read(texts: list[str | None]) -> str | None:
    """The key a ``config get KEY`` / ``config --get KEY`` / ``configure get KEY`` command prints."""
    words = [t or "" for t in texts]
    for index, word in enumerate(words[:-1]):
        if word in ("config", "configure") and words[index + 1] in ("get", "--get", "--get-all"):
            key = next((w for w in words[index + 2 :] if w and not w.startswith("-")), None)
            return key
    return None


_PROCESS_ENVIRONMENT = re.compile(r"(?:^|/)proc/(?:[^/]+/)(?:task/[^/]+/)?environ$")
"""A process's environment file under /proc, whatever the process (``self``, a pid found at run time,
shown as ``*`` in a value's shape) or thread."""


def process_environment(path: str | None) -> bool:
    """Whether ``path`` (a known text or a shape with ``*`` for unknown pieces) names a process's
    environment under /proc: reading it gives that process's whole environment, secrets included."""
    return bool(path) and _PROCESS_ENVIRONMENT.search(path or "") is not None


def dumps_environment(name: str, texts: list[str | None]) -> bool:
    """Whether command ``name`` (one of :data:`ENV_DUMPERS`) with arguments ``texts`` prints the
    whole environment: ``env``/``printenv`` with only flags, ``export -p``, ``declare -x``,
    ``compgen -e``, a bare ``set``."""
    flags = [t for t in texts if t is not None]
    if name in ("env", "printenv"):
        return all(t.startswith("-") for t in flags) and len(flags) == len(texts)
    if name == "export":
        return flags == ["-p"]
    if name == "declare":
        return flags in (["-x"], ["-p"], ["-px"], ["-xp"])
    if name == "compgen":
        return "-v" in flags or "-e" in flags
    return name == "set" and not texts


_PRINTING_NAMES = frozenset(
    {*ENV_DUMPERS, *FILE_PRINTERS, *(command for command, _, _ in TOKEN_COMMANDS), "gpg", "kubectl", "config",
     "cmd", "cmd.exe", "sh", "bash", "zsh", "pwsh", "powershell"}
)  # fmt: skip
"""Command names one of which a command line that prints a secret holds (a shell with a ``-c`` script too)."""
_COMMAND_WORD = re.compile(r"[\w.-]+")
_STAGE_BREAKS = frozenset({"|", "||", "&&", ";", "&", "(", ")", "|&"})
_POWERSHELL_ENV_LISTINGS = ("get-childitem env:", "gci env:", "dir env:", "ls env:", "get-item env:")


def printed_secrets(command: str, depth: int = 0) -> list[tuple[str, str]]:
    """What a command line a program runs and reads the output of prints that is secret: ``("env",
    stage)`` for the whole environment (``env``, ``cmd /c set``), ``("file", path)`` for a secret
    store's content (``cat ~/.aws/credentials``), ``("credential", what)`` for a credential a CLI
    prints (``gh auth token``, see :func:`printed_credential`). Every stage of a pipeline or list counts (what the
    first prints flows on), and a shell's ``-c`` script (``sh -c '…'``, ``cmd /c …``) is read too."""
    lowered = command.lower()
    named = _PRINTING_NAMES.intersection(_COMMAND_WORD.findall(lowered))
    if depth > 2 or not (named or "env:" in lowered or "docker-credential-" in lowered):
        return []
    import shlex

    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        words = list(lexer)
    except ValueError:  # an unclosed quote: plain words are enough to name the command
        words = command.split()
    found: list[tuple[str, str]] = []
    stage: list[str] = []
    for word in [*words, ";"]:
        if word not in _STAGE_BREAKS:
            stage.append(word)
            continue
        if stage:
            found.extend(_stage_prints(stage, depth))
        stage = []
    return found


def _stage_prints(stage: list[str], depth: int) -> list[tuple[str, str]]:
    while stage and "=" in stage[0] and not stage[0].startswith(("-", "=")):
        stage = stage[1:]  # VAR=value before the command
    if not stage:
        return []
    name, rest = command_name(stage[0]), stage[1:]
    shown = " ".join(stage)
    if shown.lower().startswith(_POWERSHELL_ENV_LISTINGS):
        return [("env", shown)]
    if name in ENV_DUMPERS and dumps_environment(name, list(rest)):
        return [("env", shown)]
    if name in FILE_PRINTERS:
        return [("file", word) for word in rest if not word.startswith("-") and secret_store(word)]
    credential = printed_credential(name, list(rest))
    if credential is not None:
        return [("credential", f"{credential} ({shown})")]
    script = _shell_script(name, rest)
    return printed_secrets(script, depth + 1) if script is not None else []


def _shell_script(name: str, rest: list[str]) -> str | None:
    """The script a shell is handed as an argument: ``sh -c 'x'``, ``bash -lc 'x'``, ``cmd /c x``,
    ``pwsh -Command x``."""
    if name in ("cmd", "cmd.exe") and rest and rest[0].lower() in ("/c", "/k"):
        return " ".join(rest[1:])
    if name in ("powershell", "pwsh"):
        flag = next((i for i, w in enumerate(rest) if w.lower() in ("-c", "-command")), None)
        return " ".join(rest[flag + 1 :]) if flag is not None else None
    if name in SHELLS:
        flag = next((i for i, w in enumerate(rest) if w.startswith("-") and "c" in w[1:] and "-" not in w[1:]), None)
        return rest[flag + 1] if flag is not None and flag + 1 < len(rest) else None
    return None


_METADATA_HOSTS = frozenset(
    {"169.254.169.254", "fd00:ec2::254", "metadata.google.internal", "metadata.goog", "metadata", "100.100.100.200",
     "169.254.170.2", "169.254.169.253"}
)  # fmt: skip
"""The instance metadata services of AWS (IMDS, IPv4 and IPv6), Google Cloud, Azure, Alibaba Cloud and
ECS's container credentials endpoint: addresses on the machine's link that hand out its cloud role's keys."""
_CREDENTIAL_PATHS = ("security-credentials", "identity-credentials", "service-accounts", "/token", "oauth2",
                     "/identity", "credentials")  # fmt: skip


def metadata_credentials(url: str) -> str | None:
    """What cloud credentials a request to ``url`` returns (an instance metadata service's role keys or
    token, ECS's container credentials), or ``None`` for any other address and for metadata that holds
    no secret (the region, the instance id)."""
    host = url_host(url) if "://" in url else url.split("/", 1)[0].split(":", 1)[0].lower()
    if host not in _METADATA_HOSTS:
        return None
    path = url.lower().split(host, 1)[-1]
    if host == "169.254.170.2" or any(part in path for part in _CREDENTIAL_PATHS):
        return "the cloud instance's credentials (metadata service)"
    return None


def url_host(url: str) -> str | None:
    """The host of ``url`` in lower case (without user, port or brackets), or ``None`` if it has none."""
    text = url.strip().strip("\"'`")
    if text.lower().startswith("git+"):
        text = text[4:]
    if "://" not in text:
        if text.startswith("//"):
            text = "http:" + text
        else:
            return None
    try:
        host = urlsplit(text).hostname
    except ValueError:
        return None
    return host.rstrip(".").lower() if host else None


def url_path(url: str) -> str:
    """The path of ``url`` (``/`` when empty)."""
    try:
        return urlsplit(url.strip().strip("\"'`")).path or "/"
    except ValueError:
        return "/"


def is_ip(host: str) -> bool:
    """``host`` is a literal IPv4 or IPv6 address (also the decimal and hex forms ``curl`` accepts)."""
    host = host.strip("[]")
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    return bool(re.fullmatch(r"0x[0-9a-f]{8}|\d{8,10}", host.lower()))


_DOCUMENTATION_DOMAINS = ("example.com", "example.net", "example.org", "example")


def documentation_domain(host: str) -> bool:
    """A name reserved for documentation (RFC 2606: example.com, .net, .org and the .example
    top-level domain): it reaches nobody's server, so it is a placeholder the reader replaces."""
    host = host.strip("[]").lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in _DOCUMENTATION_DOMAINS)


def is_local_host(host: str) -> bool:
    """A host on this machine or the local network: no data leaves the user's control by going there."""
    host = host.strip("[]").lower()
    if host in ("localhost", "localhost.localdomain", "host.docker.internal") or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or (address.is_private and not _documentation_range(address))


def is_loopback_host(host: str) -> bool:
    """A host that is this machine itself (``localhost``, 127.0.0.0/8, ``::1``): a connection there never
    leaves the machine, where a private address (:func:`is_local_host`) reaches the local network."""
    host = host.strip("[]").lower().rstrip(".")
    if host in ("localhost", "localhost.localdomain") or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


_DOCUMENTATION = tuple(
    ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")
)


def _documentation_range(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """TEST-NET and 2001:db8::/32 are documentation ranges, which Python counts as private; an
    attacker's example address is one of these, so they count as remote."""
    return any(address in network for network in _DOCUMENTATION if address.version == network.version)


_DROP_SITES = (
    "webhook.site", "pastebin.com", "paste.ee", "hastebin.com", "requestbin.com", "requestbin.net", "pipedream.net",
    "ngrok.io", "ngrok-free.app", "ngrok.app", "trycloudflare.com", "transfer.sh", "discord.com", "discordapp.com",
    "api.telegram.org", "0x0.st", "file.io", "temp.sh", "interact.sh", "oast.fun", "oast.pro", "burpcollaborator.net",
    "beeceptor.com", "hookbin.com", "mockbin.org", "glitch.me", "workers.dev", "herokuapp.com", "repl.co",
)  # fmt: skip


def drop_host(host: str) -> bool:
    """A host where data is dropped rather than a service's API: a bare IP address, a request-catcher,
    a paste or file drop, a tunnel, a chat webhook."""
    host = host.split(":")[0].lower()
    if not host or host == "?":
        return False
    if is_ip(host):
        return not is_local_host(host)
    return any(host == site or host.endswith("." + site) for site in _DROP_SITES)


def urls(text: str) -> list[str]:
    """Every URL in ``text``, trailing punctuation removed; an elided one (``https://…/x``, whose host
    is an ellipsis) names no address and is left out."""
    found = (match.group().rstrip(".,:;!?'\"") for match in URL_PATTERN.finditer(text))
    return [url for url in found if _names_a_host(url)]


def _names_a_host(url: str) -> bool:
    after = url.find("://")
    if after < 0 or url[after + 3 : after + 4].isalnum():
        return True  # the usual case, decided without parsing
    host = url_host(url)
    return host is None or any(character.isalnum() for character in host)


IMPERATIVE_OPENING = (
    r"(?i)(?:^|[.!:;]\s++|,\s++(?:and\s++)?(?=then\b)|\n\s*+(?:(?:[-*+]|\d++[.)])\s*+)?)"
    r"(?:(?:first|then|now|next|please|finally),?\s+)?"
    r"(?:(?:before|after|once|when|to)\s+[^,.]{1,60},\s*)?"
)
"""Where an order's verb stands: a sentence's or list item's start, after "then", a lead-in such as
"first" or a clause such as "Once cloned,". Followed by the verbs of one kind of order. Its blanks are
taken possessively: a line of ten thousand spaces is one step, not a search over every way to split it."""
PUT_IN_PLACE = re.compile(
    IMPERATIVE_OPENING
    + r"(?:add|append|insert|put|paste|copy|write|save|create|place|register|merge|update|set|configure|install"
    r"|use|drop|replace|enable|run|execute)\b"
)
"""An imperative that has the reader put a block's file in place ("Merge this into settings.json:",
"2. Append to `.cargo/config.toml`:"); a block only shown ("plugins register hooks like this") is
not one."""
ENSURED_IN_FILE = re.compile(
    r"(?i)\b(?:ensure|make\s+sure|verify|check)\s+(?:that\s+)?(?:[^.!?\n]|\.(?=\S)){0,80}?\b(?:contains?|has|have|includes?)\b"
    r"(?:\s+(?:this|these|the\s+following|a|an)\b|\s*:)"
)
"""An order that a file hold the block ("every review must ensure `ci.yml` contains this step:", "Make
sure the CI workflow has the following:"): what the reader makes true of a file is what they write
into it, as much as "Add this to …"."""


def ensured_in_file(introduction: str) -> bool:
    """:data:`ENSURED_IN_FILE` in ``introduction``, looked for only when one of its verbs is there."""
    lowered = introduction.lower()
    if "ensure" not in lowered and "sure" not in lowered and "verify" not in lowered and "check" not in lowered:
        return False
    return ENSURED_IN_FILE.search(introduction) is not None


OWN_SERVICE: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(rf"(?i)\b(?:{names})\b"), domains)
    for names, domains in (
        ("aws", ("amazonaws.com", "aws.amazon.com", "amazon.com", "awsapps.com")),
        ("github|gh", ("github.com", "githubusercontent.com", "ghe.com", "githubcopilot.com")),
        ("google\\s+cloud|gcloud", ("googleapis.com", "google.com", "gcr.io", "pkg.dev")),
        ("azure|az", ("azure.com", "microsoft.com", "windows.net", "microsoftonline.com", "azure.net")),
        ("npm", ("npmjs.org", "npmjs.com")),
        ("pypi", ("pypi.org",)),
        ("docker", ("docker.io", "docker.com")),
        ("heroku", ("heroku.com",)),
        ("hugging\\s*face|hf", ("huggingface.co", "hf.co")),
        ("kaggle", ("kaggle.com",)),
        ("wandb|weights\\s*(?:&|and)\\s*biases", ("wandb.ai",)),
        ("openai", ("openai.com",)),
        ("anthropic", ("anthropic.com",)),
        ("databricks", ("databricks.com", "azuredatabricks.net")),
    )
)
"""A store's own service (its label names it): a secret sent there is used, not leaked."""


def own_service(reads: list[str], host: str) -> bool:
    """Every secret named in ``reads`` (links of a chain) belongs to the service at ``host``."""
    if not reads:
        return False
    host = host.lower()
    for what in reads:
        owners = next((domains for label, domains in OWN_SERVICE if label.search(what)), ())
        if not any(host == d or host.endswith("." + d) for d in owners):
            return False
    return True


def service_domain(host: str) -> bool:
    """``host`` belongs to one of the services of :data:`OWN_SERVICE` (``api.wandb.ai``)."""
    host = host.lower()
    return any(host == d or host.endswith("." + d) for _, domains in OWN_SERVICE for d in domains)


def foreign_service(secret: str, host: str) -> bool:
    """``secret`` (``secrets.NPM_TOKEN``, ``$AWS_SECRET_ACCESS_KEY``) names a service of
    :data:`OWN_SERVICE` by one of its words, and ``host`` is not that service's."""
    words = " ".join(re.split(r"[^A-Za-z0-9]+", secret)).lower()
    owners = next((domains for label, domains in OWN_SERVICE if label.search(words)), ())
    host = host.split(":")[0].lower()
    return bool(owners) and host not in ("", "?") and not any(host == d or host.endswith("." + d) for d in owners)


_SOUGHT = re.compile(r"(?i)wallet|saved logins|extension's storage")
_EXTENSION_STORAGE = re.compile(r"(?i)Local Extension Settings|IndexedDB/chrome-extension_|Sync Extension Settings")


def sought_store(store: str, path: str) -> bool:
    """A secret store only a thief looks for: a browser's saved logins and cookies, a wallet, an
    extension's storage (where wallet extensions keep their keys); not a profile folder or a CLI's config."""
    return _SOUGHT.search(store) is not None or _EXTENSION_STORAGE.search(path) is not None
