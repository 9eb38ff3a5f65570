"""`recruit`: recruiting the squad (classic 2012 202, 304). What does this card cost to recruit now, in which
crystals, what does its «При наборе …» give as it enters, and what do the Recruitment's elements take or give?

The Recruitment is the scenario's cards in zone `recruitment`, in the order written (304.3: one at a time); the
card asked about (`card`, optional) enters after them. Its cost is read before it enters (304.6.a, the judges'
dev-364), its «При наборе X» sentences as it enters (dev-151); only cards in the Recruitment count (dev-069).
Unknown: an edition with no recruitment rules (heroes), a cost of X, a card whose crystal is not stated (a
hand-written card without `elite:`), kept card text about recruiting on a card in the Recruitment or entering.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import GameState, Zone

from ..fields import Fields
from ..recruitment import (copies_before, element_crystals, elements, kept_text, readings, recruitment)
from ..registry import topic_rule
from . import register
from .expect import verdict_and_cites


@dataclass(frozen=True)
class RecruitQuestion:
    text: str
    card: str | None
    with_card: str | None = None       # the card in the Recruitment whose «возьмите … и это существо» brings it


@dataclass(frozen=True)
class RecruitAnswer:
    verdict: str                       # value | unknown
    edition: str
    card: str | None
    costs: tuple[int, ...] = ()        # every cost the player may pay for it (a «может … бесплатно»: two)
    crystal: str | None = None         # gold | silver
    elite: bool | None = None          # its printed status (202.2)
    gains: int = 0                     # gold crystals its «При наборе …» gives as it enters
    element_penalty: int | None = None   # gold crystals the Recruitment's elements take (< 0: give), 304.6
    elements: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()
    shown: bool | None = None          # shown to the opponent as it is taken (only where its text says so, 206.6)

    def cites(self) -> set[str]:
        return set(self.rules)

    def ruling_key(self) -> str:
        return self.verdict + (f": {self.costs} {self.crystal} +{self.gains} pen {self.element_penalty} "
                               f"shown {self.shown}"
                               if self.verdict == "value" else "")

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "card": self.card, "costs": list(self.costs),
                "crystal": self.crystal, "elite": self.elite, "gains": self.gains,
                "element_penalty": self.element_penalty, "elements": list(self.elements), "shown": self.shown,
                "steps": list(self.steps), "unknown": list(self.unknown), "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}"]
        if self.verdict == "value":
            if self.card:
                out.append(f"    {self.card}: costs {' or '.join(map(str, self.costs)) or 'not read'} "
                           f"{self.crystal or '?'} crystals; elite: {self.elite}; gains {self.gains} gold; "
                           f"shown to the opponent: {'yes' if self.shown else 'no'}")
            out.append(f"    elements {', '.join(self.elements) or 'none'}: "
                       f"element penalty {self.element_penalty} gold")
        out += [f"    {s}" for s in self.steps]
        out += [f"    unknown: {u}" for u in self.unknown]
        return out


def _rule(edition: str, topic: str, used: list[str]) -> str | None:
    r = topic_rule(edition, topic)
    if r is not None and r.id not in used:
        used.append(r.id)
    return r.id if r else None


def answer_recruit(state: GameState, card: str | None, edition: str, with_card: str | None = None) -> RecruitAnswer:
    used: list[str] = []
    steps: list[str] = []
    base = [_rule(edition, t, used) for t in ("recruitment-order", "recruitment-elements", "elite-status")]
    if None in base:
        return RecruitAnswer("unknown", edition, card,
                             unknown=(f"no rule of {edition} here says how a squad is recruited",))
    rec = recruitment(state)
    entering = state.card(card) if card else None
    unknown = [f"{cs.id} ({cs.card.name}): «{t}» is kept as text and speaks of recruiting"
               for cs in rec + ([entering] if entering else []) for t in kept_text(cs)]
    costs: set[int] = set()
    crystal = elite = None
    gains = 0
    after = rec + ([entering] if entering else [])
    if entering is not None:
        c = entering.card
        elite = c.elite
        steps.append(f"{card} is {'elite' if elite else 'regular' if elite is not None else 'of unstated status'} "
                     f"by its printed crystal [{base[2]}]")
        if c.cost.x:
            unknown.append(f"{card} costs X: the player chooses X (202.4)")
        costs.add(c.cost.value)
        crystal = None if elite is None else ("gold" if elite else "silver")
        if crystal is None:
            unknown.append(f"{card}'s crystal (elite or regular) is not stated")
        for feat, r in readings(entering):
            if r.copies:
                n = copies_before(state, entering) + 1
                hit = dict(r.copies).get(n)
                if hit is not None:
                    costs, crystal = {hit}, r.crystal
                    steps.append(f"{card} is copy {n} of its name in the Recruitment: «{feat.text}» sets its cost "
                                 f"to {hit} {r.crystal} [{base[0]}]")
                else:
                    steps.append(f"{card} is copy {n} of its name: «{feat.text}» names no cost for it, the "
                                 f"printed one stands [{base[2]}]")
            if r.free_if_costs:
                rid = _rule(edition, "recruitment-cost-before", used)
                if rid is None:
                    unknown.append(f"no rule of {edition} here says whether «{feat.text}» counts {card} itself")
                    continue
                have = {x.card.cost.value for x in rec}
                missing = [v for v in r.free_if_costs if v not in have]
                if missing:
                    steps.append(f"the Recruitment before {card} holds no card costing {missing} (it does not "
                                 f"count itself): «{feat.text}» does not apply [{rid}]")
                else:
                    costs.add(0)
                    steps.append(f"the Recruitment holds cards of every cost {list(r.free_if_costs)}: the player "
                                 f"may take {card} for nothing [{rid}]")
            if r.gain_gold:
                rid = _rule(edition, "recruitment-on-entering", used)
                if rid is None:
                    unknown.append(f"no rule of {edition} here says whether «{feat.text}» counts {card} itself")
                    continue
                n = len(elements(after))
                if n >= r.if_elements_at_least:
                    gains += r.gain_gold
                    steps.append(f"with {card} the squad has {n} elements: «{feat.text}» gives {r.gain_gold} gold "
                                 f"[{rid}]")
                else:
                    steps.append(f"with {card} the squad has {n} elements: «{feat.text}» gives nothing [{rid}]")
        for feat, r in readings(entering):
            if r.pay_more_up_to:
                costs |= {v + x for v in tuple(costs) for x in range(1, r.pay_more_up_to + 1)}
                steps.append(f"«{feat.text}»: the player may pay up to {r.pay_more_up_to} more for {card} "
                             f"[{base[0]}]")
        for cs in rec:
            for feat, r in readings(cs):
                if r.discount and c.type.value in r.discount_types:
                    costs = {max(0, v - r.discount) for v in costs}
                    steps.append(f"{cs.id} ({cs.card.name}) is in the Recruitment before {card}: «{feat.text}» makes "
                                 f"it cost {r.discount} less [{base[0]}]")
        if with_card is not None:
            brought = [(f, r) for f, r in readings(state.card(with_card)) if r.crystal and r.copies == ()
                       and (r.with_cost_at_most is not None or r.with_elite is not None)]
            if not brought:
                unknown.append(f"{with_card} has no reading of a card recruited with it")
            for feat, r in brought:
                if ((r.with_cost_at_most is not None and c.cost.value > r.with_cost_at_most)
                        or (r.with_elite is not None and elite is not r.with_elite)):
                    unknown.append(f"{card} is not a card «{feat.text}» may bring")
                    continue
                rid = _rule(edition, "recruitment-elite-kept", used)
                crystal, costs = r.crystal, set()      # how many crystals «за {ordinary}» asks is not read
                steps.append(f"{card} is recruited with {with_card} («{feat.text}»): paid in {r.crystal} crystals "
                             f"(how many is not read), it stays {'elite' if elite else 'regular'}"
                             + (f" [{rid}]" if rid else ""))
                if rid is None:
                    unknown.append(f"no rule of {edition} here says whether a card recruited in other crystals "
                                   "keeps its elite status")
    shown = None
    if entering is not None:
        closed = _rule(edition, "recruitment-closed", used)
        if closed is None:
            unknown.append(f"no rule of {edition} here says whether a card is shown as it is recruited")
        else:
            shown = any(r.show for _f, r in readings(entering))
            steps.append(f"{card} is {'shown, as its text says' if shown else 'not shown'}: the Recruitment is seen "
                         f"by its player only [{closed}]")
    out_of = [c for c in state.cards if c.zone is not Zone.RECRUITMENT and c.id != card
              and (any(r.before for _f, r in readings(c))
                   # the compiler's «squad» form of «До набора отряда … положите … на кладбище»
                   or any(f.param("squad") and "кладбищ" in f.text.lower() for f in c.card.features))]
    for cs in out_of:
        rid = _rule(edition, "recruitment-not-recruited", used)
        steps.append(f"{cs.id} ({cs.card.name}) is in the {cs.zone.value}, put there before recruiting: not "
                     f"recruited, its element does not count" + (f" [{rid}]" if rid else ""))
    els = elements(after)
    pen = element_crystals(len(els))
    steps.append(f"the Recruitment{' with ' + card if card else ''} has {len(els)} element(s) "
                 f"({', '.join(els) or 'none'}): {pen:+d} gold crystal(s) lost [{base[1]}]")
    if unknown:
        return RecruitAnswer("unknown", edition, card, elite=elite, rules=tuple(used), steps=tuple(steps),
                             unknown=tuple(unknown))
    return RecruitAnswer("value", edition, card, tuple(sorted(costs)), crystal, elite, gains, pen, els,
                         tuple(used), tuple(steps), shown=shown)


class RecruitKind:
    name = "recruit"
    verdicts = ("value", "unknown")
    unused_card_fields = {"cell": "recruiting is before the battle: no card stands on a cell",
                          "at": "recruiting is before the battle: no card stands on a cell"}

    def parse(self, q: Fields, state: GameState) -> RecruitQuestion:
        ids = {c.id for c in state.cards}
        card = q.opt("card", str)
        if card is not None and card not in ids:
            raise q.error("card", f"names card {card!r}, which is not in the scenario's cards ({', '.join(sorted(ids))})")
        if card is not None and state.card(card).zone is Zone.RECRUITMENT:
            raise q.error("card", f"{card!r} is already in the Recruitment: the card asked about is one entering it")
        with_card = q.opt("with", str)
        if with_card is not None and (card is None or with_card not in ids
                                      or state.card(with_card).zone is not Zone.RECRUITMENT):
            raise q.error("with", "names the card in the Recruitment that brings `card` with it")
        return RecruitQuestion(q.opt("text", str, "") or (f"what does recruiting {card} cost?" if card else
                                                          "what do the Recruitment's elements cost?"), card,
                               with_card)

    def parse_expect(self, ef: Fields) -> dict:
        out = {}
        if ef.has("costs"):
            out["costs"] = tuple(sorted(v for _l, v in ef.items("costs")))
        crystal = ef.enum("crystal", ("gold", "silver"))
        if crystal:
            out["crystal"] = crystal
        for key, typ in (("elite", bool), ("gains", int), ("element_penalty", int), ("shown", bool)):
            v = ef.opt(key, typ)
            if v is not None:
                out[key] = v
        return out

    def answer(self, scenario, edition: str, engine: str = "z3"):
        q = scenario.question
        return answer_recruit(scenario.state, q.card, edition, q.with_card)

    def matches(self, answer, exp) -> list[str]:
        problems = verdict_and_cites(answer.verdict, answer.cites(), exp)
        for key, want in exp.extra.items():
            got = getattr(answer, key)
            if got != want:
                problems.append(f"{key} {got}, expected {want}")
        return problems


register(RecruitKind())
