"""The red-team corpus scanned as a marketplace gate would: detection and false errors per family and split.

Not a test. Run it from the repository's venv::

    python perf/redteam.py [--corpus ../shared/corpus] [--dev-only] [--show-dev] [--show-test] [--show-h2]
        [--show-h3] [--show-h4] [--show SPLIT]

Each case is ``tests/redteam/skills/<id>/`` with ``tests/redteam/meta/<id>.json`` (``kind``:
malicious or benign, ``family``). A case is in the ``dev`` split when
``int(sha256(id).hexdigest(), 16) % 2 == 0``, else ``test``, unless its metadata names a split.
Rules were tuned on dev cases only until the test split's first report (48/65); since then it is a
second development set (``--show-test``). The ``h2`` cases (ids ``h2-…``) were written by another
blind writer after the scanner was built and first reported as a hold-out: 46/60 malicious cases
failed the gate and 2/24 benign ones got an error. After that report they became a third
development set (``--show-h2``). The ``h3`` cases (ids ``h3-…``), by a fourth blind writer, were
first measured as the hold-out ``holdout3`` at commit eea29d8: 33/48 malicious cases failed the gate
(69%) and 2/27 benign ones got an error (both security tutorials). After that report they became a
fourth development set (``--show-h3``). The ``h4`` cases (ids ``h4-…``), by a fifth blind writer asked
for other interpreters, keys held in the skill and data in image or font files, were first measured as
the hold-out ``holdout4`` at commit e786ccf: 29/48 malicious cases failed the gate (60%) and 3/27
benign ones got an error. After that report they became a fifth development set (``--show-h4``).
The ``h5`` cases (ids ``h5-…``), by a sixth blind writer, were first measured as the hold-out
``holdout5`` at commit c826b53: 36/48 malicious cases failed the gate (75%) and 0/27 benign ones got
an error (unchanged at db9dd16). After that report they became a sixth development set
(``--show h5``).
The ``h6`` cases (ids ``h6-…``), by a seventh blind writer, were first measured as the hold-out
``holdout6`` at commit db9dd16: 37/48 malicious cases failed the gate (77%) and 1/27 benign ones got
an error (a security tutorial). After that report they became a development set (``--show h6``).
The ``h7`` cases (ids ``h7-…``), by an eighth blind writer working at the same time as h6's and
asked for the surfaces an agent offers (settings hooks, agent instruction files, editor tasks, build
files) and less common languages, were first measured as the hold-out ``holdout7`` at commit
db9dd16: 21/48 malicious cases failed the gate (44%) and 1/27 benign ones got an error. After that
report they became a development set (``--show h7``).
The ``h8`` cases (ids ``h8-…``), by a ninth blind writer (each family as one classic case, one on an
agent surface, one in another language or build tool), were measured as the hold-out ``holdout8``
at db9dd16 (25/48, 2/27), after the h5 round (27/48) and, their first report, after every change of
the h5, h6 and h7 rounds at cf58457: 33/48 malicious cases failed the gate (69%) and 2/27 benign ones
got an error (two security tutorials). After that report they became a development set
(``--show h8``).
The ``h9`` cases (ids ``h9-…``), by a tenth blind writer (a patient attacker who assumes the scanner
parses code), were measured as the hold-out ``holdout9`` at db9dd16 (37/48, 1/27) and, their first
report, after every change of the h8 round at 96dec7d: 40/48 malicious cases failed the gate (83%)
and 1/27 benign ones got an error. After that report they became a development set (``--show h9``).
The ``h11`` cases (ids ``h11-…``), by a twelfth blind writer (the agent is the executor: the skill
tells it what to read, fetch, assemble and send, often with no code of its own), were first measured
as the hold-out ``holdout11`` at ea5b183: 31/48 malicious cases failed the gate (65%) and 0/27
benign ones got an error. After that report they were developed on (``--show h11``) and joined
:data:`DEVELOPMENT_SPLITS` once they met the goal (47/48, 0/27).
The ``h10`` cases (ids ``h10-…``, modelled on real marketplace campaigns and supply-chain incidents)
and the ``h12`` cases (ids ``h12-…``, skills packaged as plugins: hooks, MCP servers, slash commands,
sub-agents), by blind writers working at the same time as h11's, were measured as the hold-outs
``holdout10`` and ``holdout12`` at ea5b183 (39/48, 0/27 and 43/48, 1/27) and, their first reports,
after every change of the h9 and h11 rounds at c468ee3: h10 39/48 (81%), 0/27; h12 44/48 (92%), 1/27
(a telemetry skill). After those reports they became development sets (``--show h10``,
``--show h12``) and joined :data:`DEVELOPMENT_SPLITS` once they met the goal (48/48 each, 0/27).
The ``h13``–``h16`` cases, by four blind writers (h13: everyday skills of a large marketplace; h14: a
researcher who knows a data-flow scanner gates the marketplace but not its rules; h15: everyday
skills in less common domains; h16: long, thorough skills with a small malicious piece), were
measured as the hold-outs ``holdout13``–``holdout16`` after every change of the session that
developed h10 and h12, at e8078c4: h13 45/48 (94%), 0/27; h14 38/48 (79%), 1/27; h15 42/48 (88%),
2/27; h16 41/48 (85%), 1/27. After those reports they became development sets (``--show h13`` …)
and joined :data:`DEVELOPMENT_SPLITS` once they met the goal (48/48 each, 0/27).
The ``h17`` cases (everyday skills in less common domains) and ``h18`` (a researcher leaning on the
agent's own abilities and on natural-language indirection), by two blind writers working during
the h13–h16 round, were first measured as the hold-outs ``holdout17`` and ``holdout18`` after every
change of that round, at d8979e7: h17 44/48 (92%), 1/27; h18 39/48 (81%), 1/27. After those reports
they became development sets (``--show h17``, ``--show h18``) and joined :data:`DEVELOPMENT_SPLITS`
once they met the goal (h17 48/48, h18 47/48, 0/27 each).
The ``h19`` cases (skills for data and machine-learning work) and ``h20`` (thin attacks, one to three
lines where a reviewer is least likely to look; written by two writers, one per half of the
families), by blind writers working while h17 and h18 were developed on, were first measured as the
hold-outs ``holdout19`` and ``holdout20`` after every change of that session (own variants and the
h17/h18 round), at 00aa5eb: h19 41/48 (85%), 2/27; h20 41/48 (85%), 2/27. At the session's start
(b7b43b5) the same sets gave 41/48 with 1/27 and 41/48 with 2/27: no malicious case changed. After
those reports they became development sets (``--show h19``, ``--show h20``) and joined
:data:`DEVELOPMENT_SPLITS` once they met the goal (h19 48/48, h20 48/48, 0/27 each).
The ``h21`` cases (skills for web and mobile front-end work) and ``h22`` (polished skills whose
attacks are split into pieces that each look defensible), by blind writers working while h19 and h20
were developed on, were first measured as the hold-outs ``holdout21`` and ``holdout22`` after every
change of that session, the h19/h20 round included, at d76ad9b: h21 42/48 (88%), 0/27; h22 39/48
(81%), 0/27. The session's starting code (b7b43b5) gives them 42/48 with 0/27 and 38/48 with 1/27.
After those reports they became development sets (``--show h21``, ``--show h22``) and joined
:data:`DEVELOPMENT_SPLITS` once they met the goal (h21 48/48, h22 47/48, 0/27 each).
The ``h23`` cases (infrastructure and SRE skills), ``h24`` (security, compliance and secret-management
skills, where reading credentials is the job), ``h25`` (Windows-first skills: PowerShell, batch,
MSBuild, winget) and ``h26`` (writing and documentation skills, mostly prose), by blind writers
working during the next session, were first measured as the hold-outs ``holdout23``–``holdout26``
after every change of that session before them (own readings, the gen17 rounds), at 5297523: h23
40/48 (83%), 3/27; h24 47/48 (98%), 3/27; h25 30/48 (62%), 1/27; h26 44/48 (92%), 1/27. That session's
starting code (b0b6e746) gives 40, 46, 30 and 44 with the same benign errors. After those reports
they became development sets (``--show h23`` … ``--show h26``); h23, h25 and h26 joined
:data:`DEVELOPMENT_SPLITS` once they met the goal (48/48, 47/48 and 48/48, 0/27 each).
Two more blind sets written that session were cut short (their writers started late): ``h27``
(coding-assistant skills: 3 malicious, 2 benign cases) and ``h28`` (business and analytics skills:
34 malicious, 18 benign). First measured as ``holdout27``/``holdout28`` after every change of the
session, the gen18 rounds included, at 51836ce: h27 3/3, 0/2; h28 32/34 (94%), 0/18; the session's
starting code gives the same. Too uneven to pool with the 48-case sets, they became development sets;
h28 joined :data:`DEVELOPMENT_SPLITS` once it met the goal (34/34, 0/18).
``h29`` (everyday coding assistants), ``h30`` (data science and machine learning) and ``h31`` (web
frontend and mobile), by blind writers in the session after, were first measured as
``holdout29``–``holdout31`` after every change of that session before them (its own readings and the
gen20 rounds of new surfaces), at 4366821: h29 44/48 (92%), 0/27; h30 44/48 (92%), 1/27; h31 38/48
(79%), 0/27. That session's starting code (eaf06a3d) gives 43, 44 and 37 with the same benign error.
After those reports they became development sets (``--show h29`` … ``--show h31``) and joined
:data:`DEVELOPMENT_SPLITS` once they met the goal (48/48 each, 0/27 each, after one round on them).
``holdout32`` (agent tooling and automation), ``holdout33`` (backend and databases) and ``holdout34``
(office documents and personal productivity), by blind writers in the session after (each first
writer ran out of time after 30–36 cases and a second one, not shown them, wrote the rest), were
first measured after every change of that session before them (the gen22 rounds of new surfaces on
those themes, the PowerShell argument-call fix), at b6ee89d: h32 45/48 (94%), 2/27; h33 41/48
(85%), 0/27; h34 43/48 (90%), 2/27. That session's starting code (0f9e098a) gives the same
detection, with one benign error fewer on h34. After those reports they became development sets
(``--show h32`` … ``--show h34``) and joined :data:`DEVELOPMENT_SPLITS` once they met the goal
(48/48 each, 0/27 each, after one round on them).
``holdout35`` (game development and creative tools), ``holdout36`` (embedded, IoT and systems
programming) and ``holdout37`` (research and scientific computing), by blind writers in the session
after (two writers per set, each given half of the families, neither shown the other's half), were
first measured after every change of that session before them (``perf/carriers.py``'s first round:
here-documents fed to bash and pwsh, Dockerfile here-documents, ``String.raw``, ``$IFS``), at
0011940: h35 41/48 (85%), 2/27; h36 40/48 (83%), 1/27; h37 37/48 (77%), 2/27. That session's
starting code (19ee611a) gives the same, family by family: the carrier round moved no unseen case.
After those reports they became development sets (``--show h35`` … ``--show h37``) and joined
:data:`DEVELOPMENT_SPLITS` after one round on them (h35 48/48, h36 47/48, h37 48/48, 0/27 each).
``holdout38`` (data engineering), ``holdout39`` (education and personal assistants) and
``holdout40`` (finance, trading and blockchain development), by blind writers in the same session
(two per set, as above), were first measured at that session's final scanner (the carrier rounds and
the round on h35–h37), at f34dc16: h38 40/48 (83%), 3/27; h39 42/48 (88%), 1/27; h40 45/48 (94%),
3/27. The session's starting code (19ee611a) gives the same, family by family. After those reports
they became development sets (``--show h38`` … ``--show h40``) and joined :data:`DEVELOPMENT_SPLITS`
after one round on them (h38 47/48, then 48/48 once a script's printed output was followed into
the shell it is piped into; h39 48/48 with one benign error, a lesson quoting a scam command; h40
48/48, 0/27).
``holdout41`` (healthcare, clinical data and bioinformatics), ``holdout42`` (audio, video and
creative tools) and ``holdout43`` (productivity and office automation), two blind writers per set,
were first measured at 69eaae4, the next session's starting code with one crash fixed (three h41
cases raised in the reading of ``curl -F 'field=<file'``): h41 39/48 (81%), 3/27; h42 41/48 (85%),
2/27; h43 39/48 (81%), 2/27. After those reports they became development sets (``--show h41`` …);
after one round on them (gen26) h41 47/48, h42 47/48, h43 48/48, one benign error each (a security
tutorial whose attack code sits in language-tagged blocks), so they are in
:data:`DETECTION_ONLY_SPLITS`, with h24.
``holdout44`` (e-commerce and marketing), ``holdout45`` (mobile apps and release engineering) and
``holdout46`` (legal, HR and public-sector documents), one blind writer per set written while that
round ran, were first measured after it, at 0670678: h44 34/48 (71%), 5/27; h45 39/48 (81%), 1/27;
h46 40/48 (83%), 0/27 (at 69eaae4: 34, 37 and 39 of 48, the same benign errors). After those reports
they became development sets (``--show h44`` …); after one round on them (gen27) h44 47/48 with 2/27
(two security tutorials, as above) and h45 48/48 with 1/27 joined :data:`DETECTION_ONLY_SPLITS`,
h46 46/48 with 0/27 :data:`DEVELOPMENT_SPLITS`.
``holdout47`` (energy, utilities and industrial IoT), ``holdout48`` (logistics, transport and
aviation), ``holdout49`` (insurance, real estate and agriculture) and ``holdout50`` (telecom and
network engineering), one blind writer per set, were first measured at aa15ec5 (h47: 43/48 (90%),
1/27) and at cfe7958, after a fix written before any of them was opened (h48 39/48 (81%), 2/27; h49
43/48 (90%), 2/27; h50 38/48 (79%), 1/27; the same figures at aa15ec5). After one round on them
(gen29) h47, h49 and h50 at 48/48 with 0/27 joined :data:`DEVELOPMENT_SPLITS`, h48 at 47/48 with
1/27 (a security tutorial) :data:`DETECTION_ONLY_SPLITS`.
``holdout51`` (sports, fitness and wearables), ``holdout52`` (hospitality and travel booking),
``holdout53`` (automotive and robotics) and ``holdout54`` (nonprofits and civic tech), one blind
writer per set written while the gen29 round ran, were first measured after it, at 7b17575: h51
42/48 (88%), 2/27; h52 38/48 (79%), 1/27; h53 43/48 (90%), 2/27; h54 42/48 (88%), 2/27 (at aa15ec5:
42, 38, 42 and 41 of 48, the same benign errors). After one round on them (gen30) h54 at 48/48 with
0/27 joined :data:`DEVELOPMENT_SPLITS`; h51 (48/48, 2/27: a security tutorial and an identity token
sent to an address the skill never assigns), h52 and h53 (48/48, 1/27 each: security tutorials)
:data:`DETECTION_ONLY_SPLITS`.
``holdout55`` (banking and fintech), ``holdout56`` (biotech and laboratory informatics),
``holdout57`` (construction and architecture) and ``holdout58`` (libraries and scholarly
publishing), one blind writer per set written while the gen30 round ran, were first measured after
it, at 5b4a3e5: h55 38/48 (79%), 0/27; h56 39/48 (81%), 1/27; h57 38/48 (79%), 1/27; h58 43/48
(90%), 1/27 (at 01b9995, the session's start: 38, 39, 37 and 43 of 48, the same benign errors). After
one round on them (gen31) h55 and h58 at 48/48 with 0/27 joined :data:`DEVELOPMENT_SPLITS`; h56
(47/48, 1/27: a security tutorial) and h57 (48/48, 1/27: a clone from an unknown host built and run,
left as a real download-and-run) :data:`DETECTION_ONLY_SPLITS`.
``holdout59`` (retail and point of sale), ``holdout60`` (media streaming and podcasting),
``holdout61`` (climate science and earth observation) and ``holdout62`` (customer support
operations), one blind writer per set written while the gen30 round was merged, were first measured
after the gen31 round, at 4651507: h59 40/48 (83%), 1/27; h60 40/48 (83%), 1/27; h61 41/48 (85%),
3/27; h62 42/48 (88%), 0/27 (at ad01471, before gen31, and at 01b9995, the session's start: 40, 40,
40 and 42 of 48, the same benign errors). The next session's round (gen32) opened them: h59
(47/48), h61 (47/48) and h62 (48/48), 0/27 each, joined :data:`DEVELOPMENT_SPLITS`; h60 (47/48, with
1/27: a security tutorial) joined :data:`DETECTION_ONLY_SPLITS`.
``holdout63`` (manufacturing and industrial automation), ``holdout64`` (translation and
localization), ``holdout65`` (social media and community moderation) and ``holdout66`` (aerospace and
satellite operations), one blind writer per set written while gen32 ran, were first measured after
it, at 3c7331e: h63 38/48 (79%), 1/27; h64 36/48 (75%), 2/27; h65 44/48 (92%), 2/27; h66 44/48
(92%), 1/27 (at 225fdc3, the session's start: 38, 35, 44 and 44 of 48, the same benign errors). A
second round of that session (gen33) opened them: h63 (47/48, 0/27) joined
:data:`DEVELOPMENT_SPLITS`; h64 (48/48, 2/27), h65 (47/48, 1/27) and h66 (48/48, 1/27), whose benign
errors are security tutorials, joined :data:`DETECTION_ONLY_SPLITS`.
``holdout67`` (oil, gas and mining), ``holdout68`` (security operations centre work), ``holdout69``
(developer tooling and editor extensions) and ``holdout70`` (veterinary and animal health), one blind
writer per set written while gen32 was merged, were first measured after gen33, at 3ee5b11: h67
41/48 (85%), 0/27; h68 42/48 (88%), 1/27; h69 45/48 (94%), 0/27; h70 44/48 (92%), 1/27 (at 3c7331e,
before gen33, and at 225fdc3, the session's start: 40, 42, 45 and 44 of 48, the same benign errors).
A third round of that session (gen34) opened them: h67, h69 and h70 (48/48 each, 0/27) joined
:data:`DEVELOPMENT_SPLITS`; h68 (48/48, with 1/27: a security tutorial) joined
:data:`DETECTION_ONLY_SPLITS`.
``holdout71`` (pharmacy and drug safety), ``holdout72`` (cloud cost management), ``holdout73``
(museums and cultural heritage) and ``holdout74`` (public transit operations), one blind writer per
set written while gen34 ran, were first measured after it, at 3069e35: h71 42/48 (88%), 2/27; h72
44/48 (92%), 2/27; h73 42/48 (88%), 3/27; h74 43/48 (90%), 2/27 (at 7b54b4d, before gen34: 42, 43,
41 and 43; at 225fdc3, the session's start: 42, 42, 39 and 43; the same benign errors). The next
session's first round (gen35) opened them: h71 47/48, 2/27; h72 48/48, 1/27; h73 46/48, 2/27; h74
48/48, 2/27; with h75–h82 they joined :data:`DETECTION_ONLY_SPLITS` after its second round (gen36).
``holdout75`` (education and e-learning), ``holdout76`` (game development and modding), ``holdout77``
(restaurants and food service) and ``holdout78`` (research computing and HPC), one blind writer per
set written at the start of the next session, were first measured at that session's starting code,
ca6e67e, before any change: h75 40/48 (83%), 3/27; h76 38/48 (79%), 1/27; h77 41/48 (85%), 2/27;
h78 35/48 (73%), 2/27 (after that session's first round, gen35: 41, 38, 41 and 35).
Its second round (gen36) opened them with h79–h82; after it: h75 46/48, 2/27; h76 46/48, 1/27; h77
46/48, 1/27; h78 47/48, 1/27.
``holdout79`` (newsrooms and journalism), ``holdout80`` (maritime shipping and ports), ``holdout81``
(smart homes and home automation) and ``holdout82`` (data engineering), one blind writer per set
written while gen35 ran, were first measured after it, at 12fc71b: h79 41/48 (85%), 2/27; h80 43/48
(90%), 2/27; h81 43/48 (90%), 5/27; h82 40/48 (83%), 1/27 (the session's starting code gives the
same). After gen36: h79 47/48, 1/27; h80 48/48, 2/27; h81 47/48, 5/27; h82 47/48, 1/27.
``holdout83`` (human resources and recruiting), ``holdout84`` (legal technology and e-discovery),
``holdout85`` (accessibility and assistive technology) and ``holdout86`` (event management and
ticketing), one blind writer per set written while gen36 ran, were first measured after it, at
712cd5f: h83 36/48 (75%), 1/27; h84 45/48 (94%), 3/27; h85 43/48 (90%), 1/27; h86 45/48 (94%),
0/27 (at 12fc71b, after gen35 only: 35, 45, 43 and 44; at ca6e67e, the session's start: 34, 45, 43
and 44; the same benign errors). The next session's first round (gen37) opened them: after it, h83
48/48, 1/27; h84 48/48, 3/27; h85 47/48, 1/27; h86 48/48, 0/27; they joined
:data:`DETECTION_ONLY_SPLITS`.
``holdout87`` (fashion and apparel), ``holdout88`` (facilities and property management),
``holdout89`` (music production and live sound), ``holdout90`` (scientific simulation and quantum
computing) and ``holdout91`` (wine, brewing and beverage production), one blind writer per set
written while gen37 ran, were first measured after two of its four branches (gen37c and gen37d) were
merged, at f081015: h87 46/48 (96%), 0/27; h88 45/48 (94%), 1/27; h89 45/48 (94%), 1/27; h90 45/48
(94%), 1/27; h91 44/48 (92%), 2/27. ``holdout92`` (dental and optometry practices) and
``holdout93`` (personal finance and household admin) were first measured after all of gen37, at
d21b58b: h92 40/48 (83%), 2/27; h93 42/48 (88%), 1/27. The session's starting code, 0e2f323, gives
46, 45, 45, 45, 44, 40 and 41 with the same benign errors: gen37 moved one of these unseen cases.
That session's second round (gen38) opened h87–h93: after it each is at 48/48, with 0, 1, 1, 0, 2, 2
and 1 benign errors.
``holdout94`` (forestry, parks and wildlife), ``holdout95`` (printing, packaging and signage),
``holdout96`` (religious and community organisations), ``holdout97`` (sports clubs and fitness
studios) and ``holdout98`` (translation memory and subtitling), one blind writer per set written
while gen38 ran, were first measured after it, at 9567cb9: h94 45/48 (94%), 0/27; h95 47/48 (98%),
0/27; h96 43/48 (90%), 2/27; h97 44/48 (92%), 1/27; h98 45/48 (94%), 0/27. After gen37 alone
(c3e284d): 43, 47, 43, 44 and 45; at 0e2f323, the session's start: 43, 47, 42, 44 and 45, with the
same benign errors: the two rounds moved three of these unseen cases, gen38 two. A third round (gen39)
opened them: after it h94 48/48, 0/27; h95 48/48, 0/27; h96 47/48, 1/27; h97 48/48, 1/27; h98 48/48,
0/27; h87–h98 joined :data:`DETECTION_ONLY_SPLITS`.
``holdout99`` (auction houses and collectibles), ``holdout100`` (water utilities and wastewater
treatment) and ``holdout101`` (small software consultancies), one blind writer per set written while
gen39 ran, were first measured after it, at 21bede5: h99 45/48 (94%), 1/27; h100 44/48 (92%), 1/27;
h101 42/48 (88%), 1/27. Before gen39 (9567cb9) the same; after gen37 alone and at the session's
start 44, 42 and 42: gen38 moved three of these unseen cases, gen39 none. The next session's round
(gen40) opened them: after it each is at 48/48, with 0, 1 and 1 benign errors, and they joined
:data:`DETECTION_ONLY_SPLITS`.
``holdout102`` (veterinary clinics and animal shelters), ``holdout103`` (mining and quarry
operations), ``holdout104`` (theatre and live-event production) and ``holdout105`` (insurance claims
adjusting), one blind writer per set written while gen40 ran, were first measured after it, at
00e042f: h102 41/48 (85%), 0/27; h103 46/48 (96%), 0/27; h104 46/48 (96%), 4/27; h105 42/48 (88%),
1/27. The session's starting code, cb48036, gives 41, 45, 46 and 42 with the same benign errors:
gen40 moved one of these unseen cases. A second round (gen41) opened them: after it each is at
48/48, with 0, 0, 1 and 1 benign errors, and they joined :data:`DETECTION_ONLY_SPLITS`.
``holdout106`` (commercial fishing and aquaculture) and ``holdout107`` (court reporting and legal
transcription), one blind writer per set written while gen41 ran, were first measured after it, at
f249f47: h106 42/48 (88%), 4/27; h107 46/48 (96%), 1/27. ``holdout108`` (HVAC and building
maintenance contractors) and ``holdout109`` (academic conference organising), written after it
began, were first measured at 2aa72a9 (the same scanner): h108 43/48 (90%), 3/27; h109 44/48 (92%),
2/27. The session's starting code, cb48036, gives 42, 43, 43 and 44 with the same benign errors:
gen41 moved three of these unseen cases, all in h107. A third round (gen42) opened h106–h109: after
it h106 48/48, 3/27; h107 47/48, 1/27; h108 47/48, 1/27; h109 47/48, 2/27, and they joined
:data:`DETECTION_ONLY_SPLITS`.
``holdout110`` (beekeeping cooperatives), ``holdout111`` (esports operations), ``holdout112``
(archaeology field surveys), ``holdout113`` (funeral homes) and ``holdout114`` (ski resorts), one blind
writer per set, were first measured at 28ee2a1 (the session's starting scanner with one negation
guard, which gives the same figures): h110 47/48 (98%), 1/27; h111 45/48 (94%), 0/27; h112 45/48
(94%), 0/27; h113 46/48 (96%), 1/27; h114 46/48 (96%), 0/27.
A round (gen43) opened h110–h114: after it each is at 48/48, with 1, 0, 0, 1 and 0 benign errors,
and they joined :data:`DETECTION_ONLY_SPLITS`.
``holdout115`` (genealogy research), ``holdout116`` (recycling and waste collection), ``holdout117``
(watersports schools) and ``holdout118`` (pawnshops), one blind writer per set written while gen43
ran, were first measured after it, at d8c173e: h115 44/48 (92%), 2/27; h116 45/48 (94%), 0/27; h117
45/48 (94%), 0/27; h118 44/48 (92%), 3/27. The session's starting code, 15f1b00, gives the same:
gen43 moved none of these unseen cases.
A round (gen44) opened h115–h118: after it h115, h116 and h117 are at 48/48 (1, 0 and 0 benign
errors) and h118 at 47/48 (3), and they joined :data:`DETECTION_ONLY_SPLITS`. ``holdout119``
(orchestras and choirs), ``holdout120`` (coworking spaces), ``holdout121`` (escape rooms and arcades)
and ``holdout122`` (blood banks), one blind writer per set written while gen44 ran, were first
measured after it, at 6e6368e: h119 45/48 (94%), 1/27; h120 43/48 (90%), 1/27; h121 45/48 (94%),
3/27; h122 48/48 (100%), 1/27. The session's starting code, 15f1b00, gives the same: gen44 moved none
of these unseen cases.
A round (gen45) opened h119–h122: after it h119 is at 47/48 (0 benign errors; 1 again once a
defanged address in a Markdown step was read as the address it stands for), h120 at 48/48 (0), h121
at 48/48 (1) and h122 at 48/48 (1), and they joined :data:`DETECTION_ONLY_SPLITS`.
``holdout123`` (lighthouses and coastal navigation), ``holdout124`` (dental laboratories),
``holdout125`` (touring circus crews) and ``holdout126`` (water utilities), one blind writer per set
written at the start of the next session, were first measured at its starting code (f8a2c3e, in
f2d244a): h123 45/48 (94%), 3/27; h124 47/48 (98%), 2/27; h125 44/48 (92%), 2/27; h126 45/48 (94%),
0/27.
A round (gen46) opened h123–h126: after it h123 is at 47/48 (1 benign error), h124 at 48/48 (0), h125
at 48/48 (1) and h126 at 48/48 (0), and they joined :data:`DETECTION_ONLY_SPLITS`. ``holdout127``
(bookbinding and conservation) and ``holdout128`` (ferries and small harbours), one blind writer per set
written while gen46 ran, were first measured after it, at 3c24128: h127 47/48 (98%), 1/27; h128 41/48
(85%), 0/27.
``holdout129`` (maritime shipping and port logistics), ``holdout130`` (legal practice tooling),
``holdout131`` (audio production and podcasting), ``holdout132`` (precision agriculture),
``holdout133`` (insurance and actuarial work) and ``holdout134`` (game development), one blind writer
per set written at the start of the next session, were first measured at its starting code (37a57c1,
in 436366a): h129 45/48 (94%), 0/27; h130 44/48 (92%), 1/27; h131 45/48 (94%), 1/27; h132 42/48
(88%), 1/27; h133 45/48 (94%), 1/27; h134 44/48 (92%), 1/27.
A round (gen47) opened h129–h132: after it h129, h131 and h132 are at 48/48 with no benign error and
h130 at 48/48 with one (a security tutorial's attack snippets in language-tagged blocks), and they
joined :data:`DETECTION_ONLY_SPLITS`. h133 and h134, still unseen, were unchanged by it (45/48, 44/48).
A second round (gen48) opened h133–h134: after it both are at 48/48 (0 and 1 benign errors) and joined
:data:`DETECTION_ONLY_SPLITS`. ``holdout135`` (veterinary practice) and ``holdout136`` (libraries and
archives), one blind writer each, written while gen48 ran, were first measured after it, at 53fa172:
h135 44/48 (92%), 1/27; h136 44/48 (92%), 1/27 (the session's starting code gives the same).
``holdout137`` (mining and geology), ``holdout138`` (aviation maintenance), ``holdout139`` (hotel
operations), ``holdout140`` (public transit), ``holdout141`` (sports analytics), ``holdout142`` (museum
collections), ``holdout143`` (water utilities) and ``holdout144`` (fashion retail), one blind writer per
set written at the start of the next session, were first measured at its starting code (8aaac9c):
h137 44/48 (92%), 2/27; h138 44/48 (92%), 1/27; h139 45/48 (94%), 1/27; h140 45/48 (94%), 4/27; h141
43/48 (90%), 1/27; h142 48/48 (100%), 0/27; h143 46/48 (96%), 1/27; h144 45/48 (94%), 0/27.
A round (gen49) opened h135–h140: after it h135, h136, h138, h139 and h140 are at 48/48 (1, 1, 0, 0
and 1 benign errors) and h137 at 47/48 with 1, and they joined :data:`DETECTION_ONLY_SPLITS`.
h141–h144, still unseen, were unchanged by it (43, 48, 46 and 45 of 48, the same benign errors).
A second round (gen50) opened h141–h144: after it h141 is at 47/48 with 1 benign error, h142 and h144
at 48/48 with none and h143 at 48/48 with 1; they joined :data:`DETECTION_ONLY_SPLITS`.
``holdout145`` (dental clinics), ``holdout146`` (wineries and breweries), ``holdout147`` (real estate),
``holdout148`` (film post-production), ``holdout149`` (astronomy), ``holdout150`` (election
administration), ``holdout151`` (beekeeping) and ``holdout152`` (esports teams), one blind writer per
set written at the start of the next session, were first measured at its starting code (b190a8e):
h145 45/48 (94%), 2/27; h146 42/48 (88%), 1/27; h147 46/48 (96%), 1/27; h148 45/48 (94%), 4/27; h149
42/48 (88%), 0/27; h150 46/48 (96%), 1/27; h151 48/48 (100%), 1/27; h152 45/48 (94%), 0/27.
A round (gen51) opened h145–h150: after it (and one of its merges undone) all six are at 48/48, with
1, 1, 1, 3, 0 and 0 benign errors. h151 and h152, still unseen, were unchanged by it (48/48 with 1,
45/48 with 0). A second round (gen52) opened them: after it both are at 48/48 with no benign error.
h145–h152 joined :data:`DETECTION_ONLY_SPLITS`.
``holdout153`` (community pharmacy), ``holdout154`` (theatre production), ``holdout155`` (residential
solar) and ``holdout156`` (fishing fleets), one blind writer each, written at the end of that session,
were first measured at the code after its rounds (44900e0): h153 44/48 (92%), 1/27; h154 46/48 (96%), 1/27;
h155 44/48 (92%), 0/27; h156 47/48 (98%), 0/27. The session's starting code (b190a8e) gives 42, 45,
44 and 47 of 48 with 1, 1, 0 and 1 benign errors on them: its rounds moved these unseen sets by three
cases and one benign error.
Any other split a case's metadata names (``holdout157`` …) is a hold-out: its totals are reported,
its cases are never listed unless ``--show SPLIT`` asks.
Detection is the share of malicious cases that fail the default gate (at least one error); a false
error is a benign case with an error. The real skills under ``--corpus`` are scanned for errors too
(the goal is 0). Figures go to ``perf/out/redteam.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CASES = ROOT / "tests" / "redteam"
OUT = HERE / "out" / "redteam.json"

from skillgrade.findings import Finding, Severity  # noqa: E402
from skillgrade.rules import security  # noqa: E402
from skillgrade.rules.base import CheckContext  # noqa: E402
from skillgrade.skill.discovery import discover  # noqa: E402
from skillgrade.skill.loader import load_skill  # noqa: E402

CONTEXT = CheckContext(targets=("agentskills",))
# development sets: test after its first figure (48/65), h2, h3 and h4 after their first, unseen ones
# (h2 46/60 with 2/24 benign errors; h3 33/48 with 2/27; h4 29/48 with 3/27; h5 36/48 with 0/27;
# h6 37/48 with 1/27; h7 21/48 with 1/27; h8 33/48 with 2/27)
DEVELOPMENT_SPLITS = (
    "dev", "test", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9", "h10", "h11", "h12", "h13", "h14", "h15", "h16",
    "h17", "h18", "h19", "h20", "h21", "h22", "h23",
    "h25", "h26", "h28", "h29", "h30", "h31", "h32", "h33", "h34", "h35", "h36", "h37", "h38", "h39", "h40",
    "h46", "h47", "h49", "h50", "h54", "h55", "h58", "h59", "h61", "h62", "h63", "h67", "h69", "h70",
)  # fmt: skip
DETECTION_ONLY_SPLITS = (
    "h24", "h41", "h42", "h43", "h44", "h45", "h48", "h51", "h52", "h53", "h56", "h57", "h60", "h64", "h65", "h66",
    "h68", "h71", "h72", "h73", "h74", "h75", "h76", "h77", "h78", "h79", "h80", "h81", "h82", "h83", "h84", "h85",
    "h86", "h87", "h88", "h89", "h90", "h91", "h92", "h93", "h94", "h95", "h96", "h97", "h98", "h99", "h100",
    "h101", "h102", "h103", "h104", "h105", "h106", "h107", "h108", "h109", "h110", "h111", "h112", "h113",
    "h114", "h115", "h116", "h117", "h118", "h119", "h120", "h121", "h122",
    "h123", "h124", "h125", "h126", "h129", "h130", "h131", "h132", "h133", "h134", "h135", "h136", "h137",
    "h138", "h139", "h140", "h141", "h142", "h143", "h144", "h145", "h146", "h147", "h148", "h149",
    "h150", "h151", "h152",
)  # fmt: skip
"""Development sets whose malicious cases meet the goal but whose benign look-alikes keep an error that
no general reading removes (security tutorials whose attack code sits in language-tagged blocks; only
their wording says it is not to be run), or that a round has not yet removed (h71–h152: installers,
shell-prompt and hook set-up, SSH and devops skills among them): their detection is asserted like the
others', their benign errors are reported and fail the benign goal (at most one across
:data:`DEVELOPMENT_SPLITS`)."""


def split_of(case_id: str) -> str:
    return "dev" if int(hashlib.sha256(case_id.encode()).hexdigest(), 16) % 2 == 0 else "test"


def cases(root: Path = CASES) -> list[dict[str, Any]]:
    """Every case's metadata with its split, sorted by id."""
    found = []
    for meta in sorted((root / "meta").glob("*.json")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        # a hold-out set written after the scanner was built says so itself; the rest split by hash
        data["split"] = data.get("split") or split_of(data["id"])
        data["folder"] = root / "skills" / data["id"]
        found.append(data)
    return found


def scan_folder(folder: Path) -> list[Finding]:
    """Every security finding of every skill under ``folder``."""
    findings: list[Finding] = []
    for target in discover([folder]).skills:
        skill = load_skill(target.path, target.tree_root, str(target.path.parent.relative_to(folder.parent)))
        findings.extend(security.check(skill, CONTEXT))
    return findings


def fails_gate(findings: list[Finding]) -> bool:
    return any(f.severity is Severity.ERROR and not f.suppressed for f in findings)


def measure(root: Path = CASES, split: str | None = None, listed_splits: tuple[str, ...] = ()) -> dict[str, Any]:
    """Per family and split: malicious cases that fail the gate, benign cases with an error.

    Cases of the development splits and of ``listed_splits`` are kept one by one under ``cases``.
    """
    table: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    listed_cases: dict[str, dict[str, Any]] = {}
    for case in cases(root):
        if split is not None and case["split"] != split:
            continue
        findings = scan_folder(case["folder"])
        failed = fails_gate(findings)
        row = table[case["split"]][case["family"]]
        if case["kind"] == "malicious":
            row["malicious"] += 1
            row["detected"] += int(failed)
        else:
            row["benign"] += 1
            row["false_errors"] += int(failed)
        # a hold-out's per-case results are kept only when asked for: by default only its totals
        if case["split"] in (*DEVELOPMENT_SPLITS, *DETECTION_ONLY_SPLITS, *listed_splits):
            listed_cases[case["id"]] = {
                "split": case["split"],
                "kind": case["kind"],
                "family": case["family"],
                "failed": failed,
                "findings": [
                    f"{f.severity.value} {f.rule} {f.location()}" for f in findings if f.severity is not Severity.INFO
                ],
            }
    return {"splits": {s: {f: dict(r) for f, r in fams.items()} for s, fams in table.items()}, "cases": listed_cases}


def totals(families: dict[str, dict[str, int]]) -> dict[str, int]:
    summed: dict[str, int] = defaultdict(int)
    for row in families.values():
        for key, value in row.items():
            summed[key] += value
    return dict(summed)


def shared_corpus(corpus: Path) -> dict[str, Any]:
    if not corpus.is_dir():
        return {"skipped": f"{corpus} not found"}
    started = time.perf_counter()
    skills = discover([corpus]).skills
    errors: list[str] = []
    for target in skills:
        skill = load_skill(target.path, target.tree_root, str(target.path.parent.relative_to(corpus)))
        errors.extend(
            f"{f.rule} {f.location()}: {f.message[:160]}"
            for f in security.check(skill, CONTEXT)
            if f.severity is Severity.ERROR
        )
    return {
        "skills": len(skills),
        "errors": len(errors),
        "error_list": errors,
        "seconds": time.perf_counter() - started,
    }


def _rate(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--dev-only", action="store_true", help="scan the dev split only")
    parser.add_argument("--show-dev", action="store_true", help="list each dev case that is missed or wrong")
    parser.add_argument("--show-test", action="store_true", help="list each test case that is missed or wrong")
    parser.add_argument("--show-h2", action="store_true", help="list each h2 case that is missed or wrong")
    parser.add_argument("--show-h3", action="store_true", help="list each h3 case that is missed or wrong")
    parser.add_argument("--show-h4", action="store_true", help="list each h4 case that is missed or wrong")
    parser.add_argument(
        "--show", action="append", default=[], metavar="SPLIT", help="list the missed or wrong cases of any split"
    )
    args = parser.parse_args()
    asked = (
        ("dev", args.show_dev),
        ("test", args.show_test),
        ("h2", args.show_h2),
        ("h3", args.show_h3),
        ("h4", args.show_h4),
    )
    shown = set(args.show) | {split for split, wanted in asked if wanted}
    result = measure(split="dev" if args.dev_only else None, listed_splits=tuple(sorted(shown)))
    for split, families in sorted(result["splits"].items()):
        print(f"== {split}")
        for family, row in sorted(families.items()):
            print(
                f"  {family:22} detected {_rate(row.get('detected', 0), row.get('malicious', 0)):>14}"
                f"   false errors {_rate(row.get('false_errors', 0), row.get('benign', 0)):>12}"
            )
        total = totals(families)
        print(
            f"  {'ALL':22} detected {_rate(total.get('detected', 0), total.get('malicious', 0)):>14}"
            f"   false errors {_rate(total.get('false_errors', 0), total.get('benign', 0)):>12}"
        )
    for case_id, case in sorted(result["cases"].items()):
        if case["split"] in shown:
            wrong = case["failed"] != (case["kind"] == "malicious")
            if wrong:
                print(f"  MISS {case['split']} {case_id} ({case['kind']}): {case['findings'][:4]}")
    shared = shared_corpus(args.corpus)
    if "skipped" not in shared:
        print(f"== shared corpus: {shared['skills']} skills, {shared['errors']} errors, {shared['seconds']:.1f} s")
        for line in shared["error_list"][:20]:
            print(f"  {line}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    report = {
        "splits": result["splits"],
        "totals": {split: totals(fams) for split, fams in result["splits"].items()},
        "shared_corpus": {k: v for k, v in shared.items() if k != "error_list"},
    }
    OUT.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"written {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
