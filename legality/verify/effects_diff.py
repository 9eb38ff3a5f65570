"""The symbolic diff for contradicting effects on one card (`property` questions): two effects setting one
property to different values, or granting and removing one ability, and optionally one effect's card removed
afterwards. What happens is decided by the precedence data (`precedence.pair_decision`) and the loser's fate
(`effect_order.loser_fate`), which read only these attributes of the two effects: the kind of pair, whether
each effect is permanent, whether it is the card's own-like (from a permanent feature) or acquired, whether the
later one was applied later or at the same time, and which card is removed. That space is finite
(3 x 4 x 4 x 2 x 3 plans: an element set twice, an ability removed then granted, an ability granted then
all abilities removed), so it is enumerated whole and each plan is run by the engine's own evaluator
(`effect_order.resolve_direct`); each region where two editions rule differently gets a witness scenario that
the engine rules under both editions as claimed."""
from __future__ import annotations

from itertools import product

from ..api import rule_scenario
from ..cards_io import family
from ..effect_order import Laid, Plan, resolve_direct
from ..questions.property import keep_acquired
from .witness import parse, to_yaml

VALUES = {"property": ("steppe", "dark", "swamp"), "ability": (False, False, True),   # base, first, later
          "ability-all": (False, True, False)}    # granted, then all abilities removed (classic-2012 407.4)
# (effect permanent, laid by a permanent feature: own-like for classic 525.1)
EFFECT_KINDS = ((True, True), (True, False), (False, False), (False, True))


def _ruling(plan: Plan):
    outs = resolve_direct(plan)
    if len(outs) > 1:
        return "undecided", None, ()
    return "decided", outs[0].value, tuple(dict.fromkeys(tuple(outs[0].rules) + plan.rules))


def _plan(kind: str, base, y: Laid, x: Laid, removed, edition: str) -> Plan:
    """The plan the engine builds (questions/property.py plan_for): for «ability-all», the later effect removes
    all abilities and the first, from another card, is an acquired grant."""
    laid, rules = [y, x], ()
    if kind == "ability-all":
        laid, rules = keep_acquired(laid, {x.key}, True, edition)
    return Plan("property" if kind == "property" else "ability", base, tuple(laid), removed, edition, rules)


def regions(old: str, new: str) -> list:
    from .result import Region
    out = []
    for kind, (y_perm, y_own), (x_perm, x_own), same_time, removed in product(
            tuple(VALUES), EFFECT_KINDS, EFFECT_KINDS, (False, True), ((), ("second",), ("first",))):
        base, first, later = VALUES[kind]
        y = Laid("first/e", "first", first, 1, y_perm, y_own)
        x = Laid("second/e", "second", later, 1 if same_time else 2, x_perm, x_own)
        want = {ed: _ruling(_plan(kind, base, y, x, removed, ed)) for ed in (old, new)}
        if want[old][:2] == want[new][:2]:
            continue
        doc = _scenario(kind, (y_perm, y_own), (x_perm, x_own), same_time, removed, old)
        got = {ed: r.answer for ed, r in zip((old, new), rule_scenario(parse(doc), editions=[old, new]))}
        for ed, a in got.items():
            v, val, rules = want[ed]
            if a.verdict != v or (v == "decided" and (a.value != val or not set(rules) <= a.cites())):
                raise AssertionError(f"the engine rules the effect witness under {ed} {a.verdict} {a.value}; "
                                     f"the plan gives {v} {val} by {rules}")
        doc["expect"], doc["rulings"] = _expect(got[old]), {new: _expect(got[new])}
        rulings = {ed: (f"decided: {a.show(a.value)}" if a.verdict == "decided" else a.verdict)
                   for ed, a in got.items()}
        cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
        roles = (" granting an ability", " removing all abilities") if kind == "ability-all" else ("", "")
        what = (f"{_name(y_perm, y_own)}{roles[0]} then {_name(x_perm, x_own)}{roles[1]}, "
                f"{'at the same time' if same_time else 'the second applied later'}"
                + (f", then the {removed[0]} effect's card removed" if removed else ""))
        out.append(Region("property" if kind == "property" else "ability", what, rulings, {ed: want[ed][2] or ("no rule decides",) for ed in (old, new)},
                          cites, tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc)))
    return out


def _expect(a) -> dict:
    out = {"verdict": a.verdict}
    if a.verdict == "decided":
        out["value"] = a.value
        if a.rules:
            out["cites"] = list(a.rules)
    return out


def _name(perm: bool, own: bool) -> str:
    return f"{'permanent' if perm else 'temporary'} effect of {'a permanent feature' if own else 'an ability'}"


def _scenario(kind, y_attrs, x_attrs, same_time, removed, edition) -> dict:
    game = family(edition)
    _base, first, later = VALUES[kind]

    def giver(cid, name, value, attrs):
        perm, own = attrs
        remove = "all" if kind == "ability-all" else "Рывок"
        eff = ({"set": {"element": value}} if kind == "property" else
               {"grant": "Рывок"} if value else {"remove": remove})
        text = (f"Существо, на котором {name}, становится {'тёмным' if value == 'dark' else 'болотным'}"
                if kind == "property" else f"Существо, на котором {name}, получает Рывок" if value else
                f"Существо, на котором {name}, теряет {'все особенности' if remove == 'all' else 'Рывок'}")
        feat = {"id": "e", "text": text, "kind": "permanent" if own else "activated",
                "effect": {**eff, "targets": "carrier", "permanent": perm}}
        return {"id": cid, "inline": {"name": name, "edition": game, "type": "equipment", "cost": 0,
                                      "features": [feat]}}

    subject = {"id": "subject", "inline": {"name": "Свидетель", "edition": game, "type": "creature", "cost": 0,
                                           "element": "steppe"},
               "effects": [{"source": "first", "feature": "e", "origin": "acquired", "timestamp": 1},
                           {"source": "second", "feature": "e", "origin": "acquired",
                            "timestamp": 1 if same_time else 2}]}
    q = {"kind": "property", "card": "subject", "property": "element" if kind == "property" else "ability"}
    if kind != "property":
        q["ability"] = "Рывок"
    if removed:
        q["remove"] = list(removed)
    return {"title": "verify diff: two contradicting effects on one card", "edition": edition,
            "cards": [subject, giver("first", "Свидетель-первый", first, y_attrs),
                      giver("second", "Свидетель-второй", later, x_attrs)],
            "question": q}
