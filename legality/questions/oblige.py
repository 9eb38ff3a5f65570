"""`oblige`: is this card obliged to take this action? A view on the `legal` question's run, not a second model.

An obligation comes from one of two places:
- a card's deontic feature «обязан …» (`modality: oblige`): a clause of the core, as in `legal`. Where a
  prohibition applies as well, the precedence rules decide as they do for a permission (classic 525.2, heroes
  513.2: the prohibition wins; the axe rule, classic 521.1 / heroes 511.1, lets card text beat a rule);
- a triggered feature named by `trigger:` whose effect the action is: it must be declared unless its text says
  «может» (classic 2012 405.2 / 405.3, heroes 113.3 / 113.4), on a legal target, the player's own card
  included (the judges' ruling classic:ruling-dev-229).
The verdict is `obliged` when an obligation stands and the action is legal (the core's verdict, either
evaluator), `not-obliged` otherwise (with why: no obligation, the obligation lost to a prohibition, the
ability is optional, or another legal target leaves the target to the player's choice), `unknown` when the
legality itself is unknown.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model import Action, FeatureKind, GameState, Modality, Zone

from ..action_io import describe, parse_action
from ..expr import evaluate
from ..fields import Fields
from ..registry import topic_rule
from ..verdict import Reason, Verdict
from . import register
from .expect import verdict_and_cites

# «может» / «можете» / «могут» as a word, not «не может» (a prohibition in a condition is no option)
OPTIONAL = re.compile(r"(?<!не )\b(может|можете|могут)\b", re.IGNORECASE)
# the words a triggered ability begins with (classic 2012 405.1, heroes 113.2)
TRIGGER_WORDS = r"(?:при|до|после|если|когда|в начале|в конце)\b"
# an ability may carry a condition or a name before a colon («На глубине: В начале хода …»)
TRIGGER_START = re.compile(r"^\s*([^:.]{1,30}:\s*)?" + TRIGGER_WORDS, re.IGNORECASE)
# one feature's text may hold several triggers («При движении может … (1 раз за ход) При прыжке …»)
PART_BREAK = re.compile(r"(?<=[.)])\s+(?=" + TRIGGER_WORDS + ")", re.IGNORECASE)
# the words naming an action's effect in a trigger's text: which part of the text the asked action is
ACTION_WORDS = {
    "special_strike": r"особ\w* удар", "simple_strike": r"(?<!особый )(?<!магический )удар|напа\w*|сраж\w*",
    "magic_strike": r"магическ\w* удар", "finishing_blow": r"добивани", "throw": r"метани", "shot": r"выстрел",
    "discharge": r"разряд", "move": r"движ|перемещ|прыж", "heal": r"излеч|лечени", "wound": r"ран",
}


def trigger_part(text: str, kind: str) -> tuple[str | None, str]:
    """The part of a feature's text whose effect is an action of `kind`: (part, why not found)."""
    parts = [p for p in PART_BREAK.split(text) if p and TRIGGER_START.search(p)] or [text]
    if len(parts) == 1:
        return parts[0], ""
    words = ACTION_WORDS.get(kind)
    hits = [p for p in parts if words and re.search(words, p, re.I)]
    if len(hits) == 1:
        return hits[0], ""
    if len({bool(OPTIONAL.search(p)) for p in parts}) == 1:
        return text, ""
    return None, (f"the text holds {len(parts)} triggers, some worded «может» and some not, and which one's "
                  f"effect a {kind} is cannot be told from its words")


@dataclass(frozen=True)
class ObligeQuestion:
    text: str
    action: Action
    trigger: tuple[str, str] | None      # (card id, feature id): the triggered feature whose effect it is
    candidates: tuple[str, ...]          # the other targets the effect could be declared on
    part_of: tuple[str, str] | None = None   # (card id, feature id): a declared ability the action is a part of


@dataclass(frozen=True)
class ObligeAnswer:
    verdict: str                         # obliged | not-obliged | unknown
    edition: str
    legality: Verdict                    # the `legal` question's answer for the same action
    obliged_by: tuple[Reason, ...]       # obligations that stand
    overridden: tuple[Reason, ...]       # obligations that applied and lost, with what beat them
    choice: tuple[str, ...] = ()         # the effect must be declared, its target chosen among these
    why: str = ""
    unknown: tuple[str, ...] = ()

    def cites(self) -> set[str]:
        out = set()
        for r in self.obliged_by + self.overridden:
            out.update(r.rules)
        return out | (self.legality.cites() if self.verdict != "obliged" else set())

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "why": self.why,
                "obliged_by": [r.to_json() for r in self.obliged_by],
                "overridden": [r.to_json() for r in self.overridden], "choice": list(self.choice),
                "legality": self.legality.to_json(), "unknown": list(self.unknown), "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}" + (f" — {self.why}" if self.why else "")]
        for title, rs in (("obliged by", self.obliged_by), ("obligation overridden", self.overridden)):
            for r in rs:
                out.append(f"    {title}: {r.message} [{', '.join(r.rules)}]")
        if self.choice:
            out.append(f"    legal targets to choose from: {', '.join(self.choice)}")
        out.append(f"    the action itself: {self.legality.verdict}")
        for r in self.legality.reasons:
            out.append(f"      forbidden: {r.message} [{', '.join(r.rules)}]")
        for u in self.unknown:
            out.append(f"    unknown: {u}")
        return out


def _rule_reason(code: str, rule, message: str, card=None, feature=None, text=None) -> Reason:
    rules = (rule.id,) if rule is not None else ()
    return Reason(code=code, rule=rule.id if rule else None, rules=rules, message=message, card=card,
                  feature=feature, text=text)


def rule_oblige(state: GameState, q: ObligeQuestion, edition: str, engine: str = "z3") -> ObligeAnswer:
    from ..api import rule_action
    from ..situation import build, reason_from
    from .legal import limit_unstated
    legal = rule_action(state, q.action, edition, engine)
    if q.part_of is None:           # the `legal` answer: a per-turn use limit the turn so far could have spent
        legal = limit_unstated(state, q.action, legal)
    if legal.verdict == "unknown":
        return ObligeAnswer("unknown", edition, legal, (), (), why="whether the action is legal is unknown",
                            unknown=legal.unknown)
    sit = build(state, q.action, edition)
    obliging = [c for c in sit.clauses if c.modality is Modality.OBLIGE and evaluate(c.when, sit.facts)]
    stands, lost = [], []
    standing = []
    for o in obliging:
        beaten = [f for f in sit.forbids if evaluate(f.when, sit.facts)
                  and not any(not hs for _m, hs in sit.decisions[(o.key, f.key)].permit_wins_via)]
        if beaten:
            for f in beaten:
                meta = {m.key for m in sit.metas if m.key == "meta:prohibition"}
                lost.append(reason_from({o.key, f.key} | meta, sit, main=o.key))
        else:
            stands.append(reason_from({o.key}, sit))
            standing.append(o.key)
    choice: tuple[str, ...] = ()
    why = ""
    if standing and legal.verdict == "legal" and q.action.target is not None:
        # a card's «обязан …» that another legal target meets as well obliges the action, not this target
        # (the judges, dev-261: with several closed creatures the player chooses which to attack)
        alts = tuple(c.id for c in state.cards
                     if c.zone is Zone.PLAY and c.id not in (q.action.target, q.action.source)
                     and _obliged_at(state, q.action, c.id, standing, edition, engine))
        if alts:
            choice = (q.action.target,) + alts
            why = (f"the obligation holds for {', '.join(choice)} alike: which one is the player's choice, so it "
                   "is not obliged to this one")
            lost += stands
            stands = []
    if q.part_of is not None:
        cid, fid = q.part_of
        feat = state.card(cid).card.feature(fid)
        r = topic_rule(edition, "oblige-ability-parts")
        if r is None:
            why = f"no rule of {edition} here says whether a declared ability's later part must be made"
            return ObligeAnswer("unknown", edition, legal, (), (), why=why, unknown=(why,))
        msg = (f"{state.card(cid).card.name} ({cid}): «{feat.text}» is declared: each of its parts is made on a "
               "legal target")
        rs = [_rule_reason("ability-part", r, msg, cid, fid, feat.text)]
        choice, why = _must(state, q, edition, engine, legal, rs, cid, fid, feat, stands, lost)
        if why.startswith("?"):
            return ObligeAnswer("unknown", edition, legal, (), (), why=why[1:], unknown=(why[1:],))
    if q.trigger is not None and _reveals(state, q):
        cid, fid = q.trigger
        feat = state.card(cid).card.feature(fid)
        r = topic_rule(edition, "oblige-hidden-reveal")
        if r is None:
            why = f"no rule of {edition} here says whether a hidden card is revealed when its ability triggers"
            return ObligeAnswer("unknown", edition, legal, (), (), why=why, unknown=(why,))
        rs = [_rule_reason("oblige-hidden-reveal", r, f"{state.card(cid).card.name} ({cid}) is hidden and «{feat.text}» "
                           "has triggered: it is revealed at once", cid, fid, feat.text)]
        (lost if legal.verdict == "illegal" else stands).extend(rs)
    elif q.trigger is not None:
        cid, fid = q.trigger
        feat = state.card(cid).card.feature(fid)
        part, unread = trigger_part(feat.text, q.action.kind.value)
        if part is None:
            return ObligeAnswer("unknown", edition, legal, (), (), why=unread, unknown=(unread,))
        optional = OPTIONAL.search(part)
        r = topic_rule(edition, "trigger-optional" if optional else "trigger-mandatory")
        if optional:
            why = f"«{part}» says «{optional.group(1)}»: the player may decline it"
            lost.append(_rule_reason("trigger-optional", r, why, cid, fid, feat.text))
        else:
            msg = f"{state.card(cid).card.name} ({cid}): «{part}» has no «может»: it must be declared"
            rs = [_rule_reason("trigger-mandatory", r, msg, cid, fid, feat.text)]
            choice, why = _must(state, q, edition, engine, legal, rs, cid, fid, feat, stands, lost)
            if why.startswith("?"):
                return ObligeAnswer("unknown", edition, legal, (), (), why=why[1:], unknown=(why[1:],))
    if legal.verdict == "illegal" and (stands or lost) and not why:
        why = "the action is forbidden, and a prohibition beats an obligation"
        pr = topic_rule(edition, "prohibition-over-permission")
        if pr is not None and not any(pr.id in r.rules for r in lost):
            lost.append(_rule_reason("prohibition-over-obligation", pr, pr.summary))
        stands = []
    if not stands and not lost:
        why = "nothing obliges it: no obligation applies"
    verdict = "obliged" if stands and legal.verdict == "legal" else "not-obliged"
    if verdict == "obliged":
        why = "an obligation applies and nothing forbids the action"
    return ObligeAnswer(verdict, edition, legal, tuple(stands), tuple(lost), choice, why)


def _reveals(state: GameState, q: ObligeQuestion) -> bool:
    """The action reveals the hidden card whose trigger has triggered (2012 415.2)."""
    cid = q.trigger[0]
    return (q.action.kind.value == "reveal" and q.action.target == cid and state.has(cid)
            and not state.card(cid).revealed)


def _obliged_at(state: GameState, action: Action, target: str, keys: list[str], edition: str, engine: str) -> bool:
    """Whether one of the obligation clauses `keys` obliges the same action at `target`, and it is legal there."""
    from ..api import rule_action
    from ..situation import build
    other = replace(action, targets=(target,))
    sit = build(state, other, edition)
    if not any(c.key in keys and evaluate(c.when, sit.facts) for c in sit.clauses):
        return False
    return rule_action(state, other, edition, engine).verdict == "legal"


def _must(state, q: ObligeQuestion, edition: str, engine: str, legal, rs: list, cid: str, fid: str, feat,
          stands: list, lost: list) -> tuple[tuple[str, ...], str]:
    """An ability that must be made on a legal target (a trigger with no «может», a declared ability's part): the
    player's own card included (classic:ruling-dev-229); another legal target among `candidates` leaves the target
    to the player. Adds to `stands` / `lost`; returns (choice, why)."""
    from ..api import rule_action
    actor = state.card(q.action.source) if q.action.source and state.has(q.action.source) else None
    own = (actor is not None and q.action.target is not None and state.has(q.action.target)
           and state.card(q.action.target).controller is actor.controller)
    dev = topic_rule(edition, "trigger-own-target")
    if own and dev is not None:
        rs.append(_rule_reason("trigger-own-target", dev, f"{q.action.target} is of {q.action.source}'s own squad: "
                               "still a legal target the obligation falls on", cid, fid, feat.text))
    if legal.verdict == "illegal":
        lost += rs
        return (), ""
    seen = {t: rule_action(state, replace(q.action, targets=(t,)), edition, engine) for t in q.candidates}
    others = tuple(t for t, v in seen.items() if v.verdict == "legal")
    open_ = [t for t, v in seen.items() if v.verdict not in ("legal", "illegal")]
    if not others and open_:          # another target may be legal too: then the player chooses (never a guess)
        causes = "; ".join(u for t in open_ for u in seen[t].unknown)
        return (), (f"?whether {', '.join(open_)} is a legal target too is not decided ({causes}), so neither is "
                    "whether the player may choose it instead")
    if others:
        choice = (q.action.target,) + others
        lost += rs
        return choice, (f"the ability must be made, but its target is the player's choice among "
                        f"{', '.join(choice)}: not obliged to this one")
    stands += rs
    return (), ""


class ObligeKind:
    name = "oblige"
    verdicts = ("obliged", "not-obliged", "unknown")
    unused_card_fields: dict = {}     # cells decide adjacency and range, as in `legal` (legality/board.py)

    def parse(self, q: Fields, state: GameState) -> ObligeQuestion:
        text = q.opt("text", str, "")
        action = parse_action(q, state)
        trigger = None
        raw = q.opt("trigger", str)
        if raw is not None:
            cid, _, fid = raw.partition("/")
            if not state.has(cid):
                raise q.error("trigger", f"names card {cid!r}, which is not in the scenario's cards "
                                         f"({', '.join(c.id for c in state.cards)}); write CARD/FEATURE")
            feat = state.card(cid).card.feature(fid) if fid else None
            if feat is None:
                ids = ", ".join(f.id for f in state.card(cid).card.features)
                raise q.error("trigger", f"{cid} has no feature {fid!r} (its features: {ids or 'none'}); "
                                         "write CARD/FEATURE")
            if feat.kind is not FeatureKind.TRIGGERED and not TRIGGER_START.search(feat.text):
                raise q.error("trigger", f"{cid}/{fid} «{feat.text}» is not a triggered feature (kind "
                                         f"{feat.kind.value}, and its text does not begin as a trigger does: "
                                         "При, До, После, Если, Когда, В начале, В конце)")
            trigger = (cid, fid)
        part_of = None
        raw = q.opt("part_of", str)
        if raw is not None:
            cid, _, fid = raw.partition("/")
            feat = state.card(cid).card.feature(fid) if state.has(cid) and fid else None
            if feat is None or feat.kind is not FeatureKind.ACTIVATED:
                raise q.error("part_of", f"{raw!r} is not an activated feature of a card in the scenario; write "
                                         "CARD/FEATURE")
            if trigger is not None:
                raise q.error("part_of", "an action is a trigger's effect or a declared ability's part, not both")
            part_of = (cid, fid)
        ids = {c.id for c in state.cards}
        cands = []
        for line, t in q.texts("candidates"):
            if t not in ids:
                raise q.error("candidates", f"names card {t!r}, which is not in the scenario's cards")
            if t != action.target and t not in cands:
                cands.append(t)
        if cands and trigger is None and part_of is None:
            raise q.error("candidates", "other targets matter only for a trigger's effect or an ability's part: "
                                        "give trigger or part_of")
        if cands and action.target is None:
            raise q.error("candidates", "other targets are compared with the action's own: give action.target")
        return ObligeQuestion(text or "is it obliged to " + describe(action).removeprefix("may "), action,
                              trigger, tuple(cands), part_of)

    def parse_expect(self, ef: Fields) -> dict:
        return {}

    def answer(self, scenario, edition: str, engine: str = "z3") -> ObligeAnswer:
        return rule_oblige(scenario.state, scenario.question, edition, engine)

    def matches(self, answer: ObligeAnswer, exp) -> list[str]:
        return verdict_and_cites(answer.verdict, answer.cites(), exp)


register(ObligeKind())
