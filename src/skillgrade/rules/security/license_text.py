"""Lines of a license text every reader knows, recognised exactly so the security rules need not read them.

Skill folders often ship the Apache License 2.0 verbatim (Anthropic's and OpenAI's skills each carry
a ``LICENSE.txt``): two hundred lines of fixed legal prose that the rules read on every run, the
pre-commit hook included, and that can hold nothing a skill wrote. In a file named like a license
(``LICENSE``, ``LICENCE``, ``COPYING``, ``NOTICE``, with an upper-case tag or a text suffix; not
``license.js``) a line whose text, spaces
and tabs at its ends aside, is exactly a line of that license is blanked before the rules read the
file; the line count stays, so every finding keeps its line, and every other line (a filled-in
copyright line, anything added or changed) is read as before. A line is recognised by the SHA-256 of
its text (128 bits kept), so no other text can pass for one; the digests were taken from the text at
https://www.apache.org/licenses/LICENSE-2.0.txt (11,358 bytes, SHA-256 ``cfc7749b…bc523d30``).
"""

from __future__ import annotations

import re

from skillgrade.skill.loader import sha256  # the interpreter's own: hashlib would load OpenSSL

_LICENSE_NAME = re.compile(
    r"(?:LICEN[CS]E|[Ll]icen[cs]e|COPYING|NOTICE|[Nn]otice)(?:[-.][A-Z0-9][A-Z0-9_]*)?"
    r"(?:\.(?:txt|TXT|text|md|markdown|rst))?"
)
"""The base name of a license file: ``LICENSE``, ``LICENSE.txt``, ``LICENSE-APACHE``, ``COPYING.LESSER``,
``NOTICE.md``; not ``license.js`` or ``license_check.py`` (code about licenses)."""

_APACHE_2_0_LINES = frozenset(
    {
        "04202936420fec1ee38a37a16515997c",
        "04c543daa8db98e24528e1d27a9531fd",
        "09f002887a5abd14d0b66d3ff76dec91",
        "0d283b19a3d6c6941ec7e9440912110e",
        "0f06b3621c8c406cc903bbe06a48fc13",
        "0f52cf1edcd98ed4be354f652f55cd97",
        "0fcbe910b9b16d33e375d4bfd20360bf",
        "1219cddbb7f3ec82b51cad8ad39b72be",
        "16aa7110c11bf174e955471c9236fa9b",
        "17f9b3a55e86aa98276cedd5e6785492",
        "1880d324105d86018e1baaac43a2ab63",
        "19fbaa3fa55cba155a46b2e20c1728f2",
        "1a33a234a08b3f263afacf31329065a2",
        "1c52148731b53f83d1197e5326c377ab",
        "1e1cd630ef9f7250e7fd35244df01d1f",
        "1eaaf1af17b99914e61a67ee8b14450e",
        "1fd483c08e01f9350d6e623d50cdb5b0",
        "22ca5b357f7474cc8220bef68fb8e285",
        "2511d514ca0dcd40bd3caae6b53cd4e8",
        "26209596e5b7af470649626b04b49903",
        "29928e8928f8c75ef36e4203b62e9985",
        "2c3f886aa5959f7d884ab0ae38194c09",
        "2ccdb874c9b5c2f73a95f16ba9ea72e6",
        "2d717e8266f84eb74fc46f694e57ac8c",
        "2ecfbd29ff81f2f056f5b8b4dd6adb7b",
        "312166857930474b630f9866f873cced",
        "31f7b25ef36ec091f51b0ad4f301ad39",
        "320f128177ccf3560b9b1f831fd4a647",
        "33594a7eb18d2025980c2e5fe14c4e8b",
        "33a712729a0763e5ee17f2d51fdd42b4",
        "36ac05f1a9b5ad3c63fb1d85ea0b457c",
        "36bbaa5afa32ee02ddf013811ea44cac",
        "376f4f51c75c5c27b5723371d481d4a7",
        "399eb4fc28e2f7a4648fb09e7e37a072",
        "3e72142f46f2d02f5025719f9f4cf9a3",
        "3f150ccbff439f1a40debefbd6be7f94",
        "3f58c1a2a82256a5679d5f6986763fd6",
        "41034f73c87583428ea96af1da21a639",
        "41b67cffc700894202235858065d9376",
        "4242245465f3a4b41354c3b50e7de3c1",
        "439fd9d4275a7eabd09ba925dad40292",
        "442eac567ae15afa3c6150b02417c9f8",
        "45787522b4b06022a2144b1cd725e310",
        "45e87ad66b042e36db7d6e96572f1a7d",
        "4750082b29b4c41643ea9a8c3f7f75d6",
        "48d21506897aa8715b47485129c7ac21",
        "4a03b9df59e9a769dab3539fb55d7298",
        "4a71d7f7d8b62b8b8894e0421e41045b",
        "4ceb79db35b07f0afd92da3aeedcc0e6",
        "4f93b7d39ee21b908b8020e0c4f1eded",
        "4fa2540aa8f113931d37dc54c9537ac3",
        "506abe1459e196daf179df9dfebffce1",
        "524cdf72dff0bea1742a85d893c03e52",
        "55009b27a9642c81be4086cc57003fbe",
        "55f12528ddd4240e797f6391c80f5cf8",
        "563ed714e67991bc6b07cea89adb8989",
        "56993aba8f7581a162ebb510d4e80aa8",
        "5922407d94bea029470aeb7f88de82e7",
        "5ce2950d36f7bb39f86bad380d0112d2",
        "6280f8decc2fc99920341cd0d020881b",
        "62a6a7406ed527576214bd0476f20b7b",
        "636866fbca8ddee570b5d93c52df68ba",
        "63fc190e4bee1606299bf8995c43addb",
        "652ab88cd07a1b79431ac517e75a3a62",
        "65c44fdee5c4cb22c5096c22b126c580",
        "6883b8c492a453a7798192c15d5ee6a4",
        "68ec89426e7be56953c82e9943737e66",
        "6bbf4ee0596f2051b8ebfdd41ee46164",
        "6c97501e1c83acdf4614fade2495e4f8",
        "6e6453348a1a19eb337d9cf3def5764a",
        "6ea118096a4d62ee8276189ab427510d",
        "6f419442a366dee0154e6efdd0b79764",
        "70542083074f790e21345be7444c599f",
        "7328b04334d88a5431f4fac06a276344",
        "7b400897a0abdb6595655be94d5cb69c",
        "80e059aa8f6f05011e5991f6247b7215",
        "80f8926651b234d8c412f5472ca68ec5",
        "8196c262483f362d87b9c7ff6c78511b",
        "8196c3e7b15ff138f63e3c31a63c6ab3",
        "8320cd5ca45a9db41f847fef4aa4933e",
        "84e61b3a58dbff520e814fd0a4031cba",
        "869e7d56448c0513b20bf9d8b19683c2",
        "8778db5f61f7b679496a8f4c9869806e",
        "87e94f7f2e05169e28e662583f1f2b47",
        "8884bc0a871cbba84c3a52b980911590",
        "89d282c162bb75bad2419390a8766e0e",
        "8a34b200cbcd6fdd0091faeb78ef5c72",
        "8a836615a8d62fa00ce01808a73011ed",
        "8aa12034124d6e6e753921a557588f9e",
        "8b42754a0587fa8a36c4bf78d08d3498",
        "8b43bffcb98474dc107179faee92398f",
        "8d413fc3bcedefc202585932abf0b403",
        "8ea44e26464472ae29b4c415b881efd9",
        "900812458ce5497201d51b89c0c4215d",
        "919df8e6d01662402dac2e15a9a30b44",
        "935aae2086e4582d933c78d5fbc6b0dd",
        "954befa1638bcd884a4b627d5cc6c410",
        "9944afb552438b6249f1c2358290c8f6",
        "9adf64eddcc7fb7a3e4f7bf3898d7edd",
        "9c3fdcaccae022f3a89bfe169739c908",
        "9cacedfb2727274ae97f13e7ea82232d",
        "9cf92f3a5a4cf9e7140cee162488b29d",
        "9dae7726b838cebb9e3f62aec2a8ab59",
        "9f3550a6bce405c872a4dc6bdb3dc527",
        "a04d57fc8d92eeb3b85378580c21d263",
        "a2151ec439058d7c2e6f155d05e9a95e",
        "a21b401341628accb84f4f007740d599",
        "a394cdcde2d5a8ba5a35881eb2f0d1e3",
        "a3f7279d785bb2d67a21113b2c2f4908",
        "a688e3cabd4122e931dcfad5bd83ae49",
        "a9b678ed717fc0b96c3f23c33e66f589",
        "a9d7dde9d63bb4e0daec4bb8ac01211d",
        "aaa8a4526c92bc5aa104085e0e38e14d",
        "aada03af0fc97b0c7b22ca70d92c1430",
        "abae50ad91aae8abea64767ed54ed2b6",
        "ad17c7e347c64db08b79d21774b8897c",
        "af2cb188df988fa427c7a55c29a9c2b0",
        "b142bb415e882507276996b922f14995",
        "b26cc7390fd6549a0a6ead0fce573cc3",
        "b2c7223c5d631a14fe638e6e101f033b",
        "b33522c119eb72f4976bf3f18b2a943e",
        "b5018d1ebf8d2a8c7283e40c7be4ba6d",
        "b5e728efcde89d14024b811b151c0e1e",
        "b6469d76cadc410c0c9c06188451febf",
        "b867a53bca45c428e83d22d59a35b41a",
        "b9ab74149124e953faf61f87a5c3af75",
        "bbb91e1cb0d809eb1bcc7b08a0cc97d4",
        "be378c19d09dd16a7dc750fa3eaa333d",
        "be891656de7d3a4bd778795e1189e41d",
        "bf3f1e551493ee21e13c75167445aae9",
        "c06651ad639f6964bc2ab9570c3bbff0",
        "c37b70c930074019d88d89c4a919ee82",
        "c42da82809152775e58cfb414e110048",
        "c4e62fd95f93ef22dff26d955957898d",
        "c5a3c42c8c23d733f2903d47a71c0a92",
        "c8ad6a08c80c449a78a7c6e7b57a54c8",
        "cab91ba40a3d81cf78af77905a78448d",
        "cb09cf6dc0b00dac24b544fcfdd614c0",
        "cb0e32d6b2541819262f2573e963f237",
        "cb1bdc39bec598ac0a0ca3ef954cd13a",
        "cbfaf48bbd9bf087a88713613b9f6a7a",
        "cdcf972e6b6e160725595ea91a064b71",
        "cf0c2e6f00c567f9486865c116a47023",
        "d2843ee0d93e38c6b72803d47b8c06e1",
        "d329460fddb340e2e591d81f369886cd",
        "d6cf7789c3e5e5c5d27a67960c2c37f6",
        "d836c48044e1d99705b314f1fb1f18f8",
        "e21c67747a3b86ac850c054aba3c9e18",
        "e2f27c61fa08c6eddbd32e5dc062f1fa",
        "e343f2f68f84d450851618cca728277b",
        "e3d22e26a4eda86381ff34d7d4e6a801",
        "e5312640a2d974bebe067f0b1f737e79",
        "e8457c2dc957abc7b84a78fd8a462498",
        "e8ad546e71bdf25198e4b28e5c81edd5",
        "ea1ed4623e215954aa93d436bea30b65",
        "ebdef8366ab19be8ccaf77e08ab09173",
        "ec1edb65db5c30884896f9e945eb8cbd",
        "ec235dd1252ac1f305a1b71d286ef060",
        "ee9f88e53f1a22223e94e209cc9e4e6e",
        "f156bdbf316d29da20b5d34746977b9b",
        "f1abe4af99318e35c6b6187cc7eb8dd3",
        "f3d0247a6d5ddc2c7814ddeec1d7d4b2",
        "f46a7ef91b9dd0d7b409e1ac3e798a0f",
        "f6a7a53b4b88fac35d7c2c0e3c340672",
        "f7d18476754f5aa104585b5650afb508",
        "f915aaa86830226a4d2171deae2aaf81",
        "faff3c4a249c7009425f3920b63e63fc",
    }
)
"""SHA-256 (first 32 hex digits) of each non-empty line of the Apache License 2.0, spaces and tabs at its
ends removed."""


def names_a_license(rel: str) -> bool:
    """``rel`` (a path in the skill) is a file named like a license."""
    return _LICENSE_NAME.fullmatch(rel.rpartition("/")[2]) is not None


def without_known_license_lines(text: str) -> str:
    """``text`` with every line that is exactly a line of the Apache License 2.0 made empty."""

    def known(line: str) -> bool:
        bare = line.strip(" \t")
        return bool(bare) and sha256(bare.encode()).hexdigest()[:32] in _APACHE_2_0_LINES

    return "\n".join("" if known(line) else line for line in text.split("\n"))
