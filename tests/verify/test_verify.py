"""`legality verify` and `legality diff --symbolic`: the real registry's proofs and findings, each injected
defect refuted with a witness that `legality check` rules the way the refutation says, and the symbolic diff
finding every change the scenario diff finds."""
import itertools
import json
import os

import pytest

from legality.api import builtin_scenarios, rule_scenario
from legality.cli.cmd_diff import changes
from legality.cli.main import main
from legality.facts import situation_facts
from legality.registry import EDITIONS
from legality.situation import ignoring_beyond_the_text
from legality.verify import verify
from legality.verify.stack_diff import rules_of
from legality.verify.symdiff import symbolic_diff


def run_witness(tmp_path, capsys, text, name="witness.yaml"):
    """`legality check WITNESS --json`: the witness must parse and match the ruling it claims."""
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    capsys.readouterr()
    code = main(["check", str(p), "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0 and doc["summary"]["differ"] == 0, doc
    return doc["rulings"]


@pytest.fixture(scope="module")
def real():
    return {(r.edition, r.proof): r for r in verify()}


def test_real_registry_proofs_and_sizes(real):
    assert {e for e, _ in real} == set(EDITIONS)
    for (ed, proof), r in real.items():
        assert r.covered, (ed, proof)
        assert not r.gave_up
        assert r.status == "proved", (ed, proof, [f.message for f in r.findings])
    assert real[("heroes", "conflicts")].covered["permit-forbid pairs"] > 50
    assert real[("heroes", "meta")].covered["pairs that can meet"] > 50
    assert real[("classic", "borrowed")].covered["borrowed clauses"] > 0
    assert real[("heroes", "values")].covered["pairs"] == 6
    assert real[("classic", "chains")].covered["bound (triggered)"] > 1
    # canonical witnesses: the same findings whatever the solver was asked before
    alone = verify(["heroes"])
    assert [r.to_json() for r in alone] == [real[("heroes", r.proof)].to_json() for r in alone]


def test_real_registry_findings_are_the_known_ones(real, tmp_path, capsys):
    """Nothing is dead. Card permissions and obligations naming no rule never decide a legal verdict, and the
    rules say so (prohibition over permission; the axe rule only for text that explicitly contradicts the rules):
    a note citing both texts. The two heroes texts forbidding X = 0 when playing are redundant with each other."""
    from legality.precedence import META_RULES
    from legality.registry import topic_rule
    for ed in EDITIONS:
        r = real[(ed, "clauses-decide")]
        assert not [f for f in r.findings if f.kind == "dead"], ed
        never = [f for f in r.findings if f.kind == "rules-never-let-decide"]
        assert sorted(f.clauses[0] for f in never) == ["card:oblige", "card:permit"], ed
        want = tuple(topic_rule(ed, META_RULES[m].topic).id for m in ("prohibition", "axe"))
        for f in never:
            assert not f.refutes and f.rules == want, (ed, f.rules)
            assert all(" ".join(topic_rule(ed, META_RULES[m].topic).text_ru.split()) in f.message
                       for m in ("prohibition", "axe"))
        assert r.covered["decides"] >= 11 and len(r.witnesses) == r.covered["decides"]
    redundant = sorted(f.clauses[0] for f in real[("heroes", "clauses-decide")].findings if f.kind == "redundant")
    assert redundant == ["heroes:106.1.2/x-zero", "heroes:512.3.1/x-zero"]
    notes = [f for r in real.values() for f in r.findings if f.witness]
    for i, f in enumerate(notes):
        rulings = run_witness(tmp_path, capsys, f.witness, f"note{i}.yaml")
        if f.kind == "rules-never-let-decide":   # the card clause applies and the prohibition stands anyway
            assert rulings[0]["answer"]["verdict"] == "illegal"
        else:
            assert set(f.rules) <= set(rulings[0]["answer"]["cites"])


def test_every_clause_that_decides_has_a_witness_the_checker_agrees_with(tmp_path, capsys):
    from legality.verify import decide
    from legality.verify.deontic import models
    from legality.verify.space import Space
    space = Space()
    d = models(space, "classic-b")[0]
    res = decide.ProofResult("x", "x", "classic-b")
    for c in d.sit.clauses[:6]:
        found = decide._decides(space, d, c, res)
        assert found is not None, c.key
        yaml, verdict = found
        rulings = run_witness(tmp_path, capsys, yaml, "decides.yaml")
        assert rulings[0]["answer"]["verdict"] == verdict


def _by_kind(results, ed, proof, kind):
    r = next(r for r in results if (r.edition, r.proof) == (ed, proof))
    return r, [f for f in r.findings if f.kind == kind]


def test_injected_defects_are_refuted_with_witnesses(defects, tmp_path, capsys):
    results = verify(["heroes", "classic"])
    # (with no «запрет сильнее разрешения» in force, card permissions meet prohibitions undecided too)
    r, found = _by_kind(results, "heroes", "conflicts", "undecided-conflict")
    pair = ("heroes:T.1/no-heal", "heroes:T.2/must-heal")
    assert r.status == "refuted" and pair in [f.clauses for f in found]
    (ruling,) = run_witness(tmp_path, capsys, next(f for f in found if f.clauses == pair).witness, "conflict.yaml")
    ans = ruling["answer"]
    # the engine leaves it open, naming the pair: no precedence rule decides, so neither verdict is given
    assert ans["verdict"] == "unknown" and not ans["reasons"]
    assert [x["clauses"] for x in ans["undecided"]] == [sorted(pair)]
    assert {"heroes:T.1", "heroes:T.2"} <= set(ans["cites"])
    r, found = _by_kind(results, "heroes", "meta", "meta-undecided")
    assert r.status == "refuted" and pair[::-1] in [f.clauses for f in found]
    for i, f in enumerate(found):
        run_witness(tmp_path, capsys, f.witness, f"meta{i}.yaml")

    r, found = _by_kind(results, "heroes", "clauses-decide", "dead")
    assert "heroes:T.3/never" in [f.clauses[0] for f in found]
    assert "unsatisfiable" in next(f for f in found if f.clauses[0] == "heroes:T.3/never").message

    r, found = _by_kind(results, "heroes", "values", "two-values")
    assert r.status == "refuted" and found[0].rules == ("heroes:T.4", "heroes:T.5")
    (ruling,) = run_witness(tmp_path, capsys, found[0].witness, "values.yaml")
    assert ruling["answer"]["verdict"] == "unknown" and "values" in ruling["answer"]["unknown"][0]

    r, found = _by_kind(results, "heroes", "chains", "chain-unruled")
    assert r.status == "refuted" and found and found[0].witness
    (ruling,) = run_witness(tmp_path, capsys, found[0].witness, "chain.yaml")
    # cut by the engine's default key; the only rule cited does not say what a repetition is
    assert ruling["answer"]["verdict"] == "cut" and ruling["answer"]["cites"] == ["heroes:T.7"]
    assert "do not say what a repetition is" in found[0].message

    r, found = _by_kind(results, "classic", "borrowed", "borrowed-contradicts")
    assert r.status == "refuted" and found[0].clauses == ("classic-2012:T.2/closed-no-move", "classic:T.1/closed-move")
    (ruling,) = run_witness(tmp_path, capsys, found[0].witness, "borrowed.yaml")
    assert ruling["answer"]["verdict"] == "illegal" and "classic-2012:T.2" in ruling["answer"]["cites"]


def test_verify_cli_json_and_exit_codes(defects, capsys):
    assert main(["verify", "--edition", "heroes", "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert {r["proof"] for r in doc["results"]} == {"conflicts", "clauses-decide", "values", "chains", "borrowed",
                                                    "meta"}
    assert main(["verify", "--pool", "no-such-pool.yaml"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--pool" in err[0]
    bad = os.path.join(os.path.dirname(os.path.dirname(__file__)), "bad-input", "conflicts", "duplicate-card-name.yaml")
    assert main(["verify", "--pool", bad]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(bad + ":4: cards[1].name: duplicate card name")


def _in_region(regions, kind, ed_illegal_or_cost, keys):
    return any(r.kind == kind and set(r.deciding[ed_illegal_or_cost]) & keys for r in regions)


PAIRS = list(itertools.combinations(EDITIONS, 2))


@pytest.fixture(scope="module")
def symbolic():
    return {pair: symbolic_diff(*pair) for pair in PAIRS}


def _attack_config(state, spec, mods):
    """A scenario's numeric modifiers as the symbolic diff's configuration: (op, 520.3 group) in order of
    appearance (timestamps where given, else as listed)."""
    from legality.attack.classic_order import group_520
    ctl = lambda cid: state.card(cid).controller.value  # noqa: E731
    target = getattr(spec, "final_target", None) or spec.target
    ordered = sorted(mods, key=lambda m: (m.timestamp is None, m.timestamp or 0)) if all(
        m.timestamp is not None for m in mods) else list(mods)
    return tuple((m.op, group_520(m, spec.source, target, ctl)) for m in ordered)


def _in_attack_region(regions, config, features) -> bool:
    for r in regions:
        if r.kind != "attack":
            continue
        if any(f in features for f in r.covers if isinstance(f, str)):
            return True
        if any(getattr(c, "mods", None) == config for c in r.covers):
            return True
    return False


def _attack_features(sc) -> set:
    spec = sc.question.spec
    out = set()
    if any(m.op == "strength" for m in spec.modifiers) or any(
            (f.param("card_modifier") and f.param("card_modifier").op == "strength")
            for cs in sc.state.cards for f in cs.card.features):   # a card's «сводится к слабому» (dev-328)
        out.add("strength")
    if spec.roll is not None:
        out.add("die")
    if spec.kind not in ("strike", "shot") and any(t.on in ("wounds", "heal") for t in spec.triggers):
        out.add("zero-effect")
    return out


@pytest.mark.parametrize("old,new", PAIRS)
def test_symbolic_diff_finds_every_change_of_the_scenario_diff(old, new, symbolic):
    """Every built-in scenario whose ruling changes from `old` to `new` lies in a region of the symbolic diff:
    legal (a standing prohibition of its reasons), cost (what sets the value on each side), property (the
    same rulings and cites), attack (its modifiers' configuration, or a feature the order cannot show),
    sequence (the attack region of a strike's declared modifiers, else a stack topic whose rule is cited on
    one side only, with the same verdicts), chain (the zero-effect region). None is left out."""
    regions, size = symbolic[(old, new)]
    assert size["checks"] > 0
    scen = {s.id: s for s in builtin_scenarios()}
    # the scenario diff with the direct evaluators (tests/test_differential.py keeps them equal to z3's): fast
    found = changes(list(scen.values()), old, new, engine="fast")
    assert found
    for c in found:
        sc = scen[c["scenario"]]
        rulings = {r.edition: r.answer for r in rule_scenario(sc, editions=[old, new], engine="fast")}
        if c["kind"] in ("legal", "oblige") and _situation_region(regions, c["responsible"]):
            continue          # a rule that shapes the situation (legality/verify/situation_diff.py)
        unk_side = next((e for e in (old, new) if rulings[e].verdict == "unknown"), None)
        if unk_side and _ruling_only(rulings, unk_side, old, new):
            continue      # only the decided edition has a rule for it: outside the rule texts' space
        beyond = () if unk_side is None else ignoring_beyond_the_text(
            sc.state, sc.question.action, unk_side, situation_facts(sc.state, sc.question.action, unk_side)) \
            if c["kind"] == "legal" else ()
        if c["kind"] == "legal" and {rulings[old].verdict, rulings[new].verdict} == {"legal", "unknown"} and beyond:
            # unknown where only a rule of the other edition decides (a judges' ruling the edition does not
            # have: legality/situation.py, ignoring_beyond_the_text): outside the clauses' fact space
            dec = old if unk_side == new else new
            assert rulings[dec].verdict != "unknown" and set(rulings[unk_side].unknown) <= set(beyond), \
                (c["scenario"], c)
        elif c["kind"] == "legal" and "unknown" in (rulings[old].verdict, rulings[new].verdict) and not any(
                r.reasons for r in rulings.values()):
            # legal on one side, unknown on the other: card text one edition's rules read (a token maximum, read
            # by classic 2012 218.6) and the other's leave unread (legality/reach.py) — no clause region differs
            assert any(r.unknown for r in rulings.values()), c["scenario"]
        elif c["kind"] == "legal":
            ed = old if rulings[old].verdict == "illegal" else new
            keys = {k if not k.startswith("card:") else _card_kind(sc, k) for r in rulings[ed].reasons
                    for k in r.clauses if not k.startswith("meta:")}
            assert _in_region(regions, "legal", ed, keys), (c["scenario"], keys)
        elif c["kind"] == "property":
            assert any(r.kind in ("property", "ability") and all(
                r.rulings[ed].split(":")[0] == rulings[ed].verdict and set(r.cites[ed]) == rulings[ed].cites()
                for ed in (old, new)) for r in regions), c["scenario"]
        elif c["kind"] == "cost":
            for ed in (old, new):
                a = rulings[ed]
                want = ({f"{r}/" for r in a.rules} if a.rules else
                        {"the printed value" if a.verdict == "value" else "nothing: X is unknown"})
                assert any(r.kind == "cost" and any(d.startswith(tuple(want)) or d in want for d in r.deciding[ed])
                           for r in regions), (c["scenario"], ed, want)
        elif c["kind"] == "attack":
            spec = sc.question.spec
            config = _attack_config(sc.state, spec, [m for m in spec.modifiers if m.op != "strength"])
            assert _in_attack_region(regions, config, _attack_features(sc)), (c["scenario"], config)
        elif c["kind"] == "sequence":
            one_side = set(c["from"]["cites"]) ^ set(c["to"]["cites"])
            if any(r.kind == "legal" and any(d.split("/")[0] in one_side for ed in (old, new)
                                             for d in r.deciding.get(ed, ())) for r in regions):
                # a standing prohibition of one edition's (its legal region) the trace applied: the targets a
                # triggered ranged attack may choose (legality/chain_rules.py `_ranged_target`, dev-165)
                continue
            strikes = [e for e in sc.question.events if e.modifiers]
            if strikes:
                e = strikes[0]
                config = _attack_config(sc.state, e.action, e.modifiers)
                assert _in_attack_region(regions, config, ()), (c["scenario"], config)
                continue
            verdicts = {ed: rulings[ed].verdict for ed in (old, new)}
            assert any(r.kind == "sequence" and r.rulings == verdicts and
                       set(c["responsible"]) & {x for t in r.covers for ed in (old, new) for x in rules_of(ed, t)}
                       for r in regions), (c["scenario"], verdicts, c["responsible"])
        elif c["kind"] == "oblige":      # a view on the legal run: its legality's region, else its own rules
            legal = {ed: rulings[ed].legality for ed in (old, new)}
            if legal[old].verdict != legal[new].verdict:
                ed = old if legal[old].verdict == "illegal" else new
                keys = {k if not k.startswith("card:") else _card_kind(sc, k) for r in legal[ed].reasons
                        for k in r.clauses if not k.startswith("meta:")}
                assert _in_region(regions, "legal", ed, keys), (c["scenario"], keys)
            else:    # the trigger-obligation rules (405.2/405.3, 113.3/113.4, oblige-*) are not in the fact space
                assert set(c["responsible"]) & _trigger_rules(), c["scenario"]
        elif c["kind"] == "fight":       # a view on the tracer's battle: the generated clause's legal region, or
            spec = sc.question.spec      # a stack topic whose rules differ (the verdicts are the fight's own)
            if spec.action.generated:
                assert any(_in_region(regions, "legal", ed, {"classic:ruling-dev-429/generated"}) for ed in (old, new)
                           if "classic:ruling-dev-429" in rulings[ed].cites()), c["scenario"]
            else:
                assert any(r.kind == "sequence" and set(c["responsible"]) & {
                    x for t in r.covers for ed in (old, new) for x in rules_of(ed, t)} for r in regions), c["scenario"]
        elif c["kind"] == "roll":        # the die roll the attack's dice read: the edition's die-roll region
            assert any(r.kind == "attack" and any("die" in str(t) or "roll" in str(t) for t in r.covers)
                       for r in regions), (c["scenario"], [(r.kind, r.covers) for r in regions][:5])
        elif c["kind"] in ("recruit", "chooser"):   # answered outside the fact space: a topic's probe region
            from legality.registry import load_rules
            topics = {load_rules()[r].topic for r in c["responsible"] if r in load_rules()}
            assert any(r.kind == "outside" and set(r.covers) & topics for r in regions), (c["scenario"], topics)
        elif c["kind"] == "triggers":    # a view on the chain run
            assert any(r.kind == "chain" for r in regions), c["scenario"]
        else:
            assert c["kind"] == "chain", c
            assert any(r.kind == "chain" and r.rulings == {ed: rulings[ed].verdict for ed in (old, new)}
                       for r in regions), c["scenario"]


def _ruling_only(rulings, unk_side, old, new) -> bool:
    """The unknown side says that its edition has no rule (or no model) for what decides the other side: a judges'
    ruling or a rule only the decided edition has (a Вальхалла, a compound ability's parts, «после …» timing). The
    symbolic diff compares the editions' rule texts by topic; an edition's missing rule is named by its `unknown`."""
    dec = new if unk_side == old else old
    a = rulings[unk_side]
    causes = " ".join([str(u) for u in getattr(a, "unknown", ()) or ()] + (a.lines() if hasattr(a, "lines") else []))
    return rulings[dec].verdict != "unknown" and (f"under {unk_side}" in causes or f"rule of {unk_side}" in causes)


def _situation_region(regions, responsible) -> bool:
    from legality.registry import load_rules
    topics = {load_rules()[r].topic for r in responsible if r in load_rules()}
    return any(r.kind == "situation" and set(r.covers) & topics for r in regions)


def _trigger_rules() -> set:
    from legality.registry import load_rules
    # and the `oblige` question's own rules (a hidden card's reveal, a declared ability's parts: oblige.py)
    return {r.id for r in load_rules().values() if r.topic.startswith(("trigger-", "oblige-"))}


def test_attack_sequence_and_chain_witnesses_rule_as_claimed(symbolic, tmp_path, capsys):
    """Each attack, sequence and chain region of every pair: its witness, run by `legality check`, matches the
    rulings the region states on both sides (the values, what resolved, was paid, died …), and they differ."""
    seen = set()
    for (old, new), (regions, size) in symbolic.items():
        for i, r in enumerate(x for x in regions if x.kind in ("attack", "sequence", "chain")):
            rulings = run_witness(tmp_path, capsys, r.witness, f"{old}-{new}-{i}.yaml")
            assert {x["edition"] for x in rulings} == {old, new}
            assert r.rulings[old] != r.rulings[new] or r.kind == "sequence", r.step
            seen.add(r.kind)
        assert not size["attack"]["gave up"]
    assert seen == {"attack", "sequence", "chain"}
    heroes = symbolic[("classic", "heroes")][0]
    topics = {t for r in heroes if r.kind == "sequence" for t in r.covers}
    assert {"stack-order", "entry-steps", "removal", "occupied-cells", "unanswered-strike"} <= topics
    features = {t for r in heroes if r.kind == "attack" for t in r.covers if isinstance(t, str)}
    assert features == {"strength", "die", "zero-effect"}


def _card_kind(sc, key):
    """A scenario's card clause as the card-clause kind the fact space has for it."""
    card, feat = key[len("card:"):].split("@")[0].split("/")
    f = next(c for c in sc.state.cards if c.id == card).card.feature(feat)
    return "card:" + ("permit-over-rules" if f.overrides else f.modality.value)


def test_symbolic_diff_cli_witnesses_rule_as_claimed(tmp_path, capsys):
    assert main(["diff", "--from", "classic-2012", "--to", "heroes", "--symbolic", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["regions"] and doc["covered"]["fact variables"] > 30
    for i, r in enumerate(doc["regions"]):
        rulings = run_witness(tmp_path, capsys, r["witness"], f"region{i}.yaml")
        assert {x["edition"] for x in rulings} == {"classic-2012", "heroes"}


def test_every_builtin_chain_executes_within_the_proved_bound():
    from legality.chain_rules import ChainRules
    from legality.scenario import BUILTIN_DIR, parse_scenario
    from legality.verify.chains import bound, executed_bound
    folder = os.path.join(BUILTIN_DIR, "chains")
    for fn in sorted(os.listdir(folder)):
        sc = parse_scenario(os.path.join(folder, fn))
        for r in rule_scenario(sc):
            in_play = [c for c in sc.state.cards if c.zone.value == "play"]
            owned = [(c.id, t) for c in in_play for t in sc.question.triggers.get(c.id, ())]
            rules = ChainRules(sc.state, r.edition, sc.question.triggers)
            b = bound(owned, r.edition, len(in_play))
            limit = max(executed_bound(rules, n, b) for n in ("triggered", "replacement", "rule"))
            assert len(r.answer.chain.executed) <= limit, (fn, r.edition, b)


def test_every_value_of_every_fact_has_a_witness_the_engine_reads_back():
    """The fact space's ties are the scenario format's: every fact at every value the space allows (numbers
    0-2), and each card-clause kind with and without a source, becomes a scenario whose facts are that point."""
    import z3

    from legality.facts import FACTS
    from legality.verify.space import CARD_FLAG, CARD_KINDS, SPACE_FACTS, Space
    from legality.verify.witness import checked, legal_scenario
    INTS = {n for n in SPACE_FACTS if FACTS[n].type is int}
    space = Space()
    asks = [[space.is_(n, v)] for n in SPACE_FACTS for v in Space.tries(n)[:3 if n in INTS else None]]
    asks += [[space.is_(CARD_FLAG + k.name, True), space.is_("source.type", s)] for k in CARD_KINDS
             for s in ("none", "hero")]
    names = list(SPACE_FACTS) + [CARD_FLAG + k.name for k in CARD_KINDS]
    for asked in asks:     # the solver's own model, not the canonical point: any point must be a scenario
        assert space.check(*asked) == z3.sat, asked
        model = space.solver.model()
        point = {n: space.plain(n, model) for n in names}
        checked(legal_scenario(point, "classic", "declaration", "t", {}), point)
    assert len(asks) > 140
