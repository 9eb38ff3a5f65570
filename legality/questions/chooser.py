"""`chooser`: who makes this choice? (classic 2012 207.6.a, 400.1.a, 312.2 and the judges' rulings,
legality/rules/choices.py).

    question:
      kind: chooser
      choice: effect          # effect: a choice an ability's effect leaves open (a target, an option, a cell)
      ability: shaman/f1      #   the feature whose effect it is (CARD/FEATURE)
      controller_then: first  #   optional: who controlled that card when the effect was created (a marker …)
    question: {kind: chooser, choice: order, cards: [a, b]}      # the order of actions these cards must declare
    question: {kind: chooser, choice: cell, card: x, into: first}  # the cell x enters when brought into a squad
    question: {kind: chooser, choice: landing, card: x}  # the cell a flyer that lost Flight or became an artifact
                                                           # enters (the glossary's «Flight»)

The answer is the player (`first` / `second`) with the rules that decide it, or `unknown`: an edition without the
rule, a feature whose text itself names who chooses («по выбору …», not read), cards of both players to order.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from model import GameState, Player

from ..fields import Fields
from ..registry import topic_rule
from . import register
from .expect import verdict_and_cites

CHOICES = ("effect", "order", "cell", "landing")
NAMES_CHOOSER = re.compile(r"по (его |их |своему )?выбору|выбирает", re.IGNORECASE)


@dataclass(frozen=True)
class ChooserQuestion:
    text: str
    choice: str
    ability: tuple[str, str] | None = None
    controller_then: Player | None = None
    cards: tuple[str, ...] = ()
    card: str | None = None
    into: Player | None = None


@dataclass(frozen=True)
class ChooserAnswer:
    verdict: str                   # player | unknown
    edition: str
    player: str | None
    rules: tuple[str, ...]
    why: str
    unknown: tuple[str, ...] = ()

    def cites(self) -> set[str]:
        return set(self.rules)

    def ruling_key(self) -> str:
        return self.verdict + (f": {self.player}" if self.player else "")

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "player": self.player, "why": self.why,
                "unknown": list(self.unknown), "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}" + (f" — the {self.player} player chooses" if self.player else "")]
        if self.why:
            out.append(f"    {self.why}" + (f" [{', '.join(self.rules)}]" if self.rules else ""))
        out += [f"    unknown: {u}" for u in self.unknown]
        return out


def _unknown(edition: str, why: str) -> ChooserAnswer:
    return ChooserAnswer("unknown", edition, None, (), why, (why,))


def answer_chooser(state: GameState, q: ChooserQuestion, edition: str) -> ChooserAnswer:
    if q.choice == "effect":
        cid, fid = q.ability
        feat = state.card(cid).card.feature(fid)
        if NAMES_CHOOSER.search(feat.text):
            return _unknown(edition, f"«{feat.text}» itself says who chooses: that part of the text is not read")
        r = topic_rule(edition, "effect-choice")
        if r is None:
            return _unknown(edition, f"no rule of {edition} here says who makes the choices an effect leaves open")
        rules = [r.id]
        who = state.card(cid).controller
        why = (f"the choice «{feat.text}» leaves open is made by the controller of {cid} "
               f"({state.card(cid).card.name})")
        if q.controller_then is not None:
            fixed = topic_rule(edition, "source-fixed")
            if fixed is None:
                return _unknown(edition, f"no rule of {edition} here says whose an effect stays once created")
            rules.append(fixed.id)
            who = q.controller_then
            why += " when the effect was created (its source never changes)"
        return ChooserAnswer("player", edition, who.value, tuple(rules), why)
    if q.choice == "order":
        owners = {state.card(c).controller for c in q.cards}
        if len(owners) != 1:
            return _unknown(edition, "cards of both players: each orders their own, and whose go first is the "
                                     "stack's question (215.4)")
        who = owners.pop()
        r = topic_rule(edition, "main-phase-declarations")
        if r is None:
            return _unknown(edition, f"no rule of {edition} here says who orders the declarations")
        if who is not state.active:
            return _unknown(edition, f"the cards are the inactive player's: when they declare is not read here")
        return ChooserAnswer("player", edition, who.value, (r.id,),
                             f"{', '.join(q.cards)} are the active player's: that player declares their actions in "
                             "the Main Phase, in the order they choose")
    if q.choice == "landing":
        r = topic_rule(edition, "flight-landing")
        if r is None:
            return _unknown(edition, f"no rule of {edition} here says where a flyer that lost Flight lands")
        cs = state.card(q.card)
        return ChooserAnswer("player", edition, cs.controller.value, (r.id,),
                             f"{q.card} ({cs.card.name}) leaves the Additional Zone for a free cell of the "
                             "Battlefield: its controller chooses the cell")
    r = topic_rule(edition, "entering-cell-choice")
    if r is None:
        return _unknown(edition, f"no rule of {edition} here says who chooses the cell a card enters")
    return ChooserAnswer("player", edition, q.into.value, (r.id,),
                         f"{q.card} ({state.card(q.card).card.name}) enters the {q.into.value} player's squad: that "
                         "player chooses its cell")


class ChooserKind:
    name = "chooser"
    verdicts = ("player", "unknown")
    unused_card_fields: dict = {}

    def parse(self, q: Fields, state: GameState) -> ChooserQuestion:
        ids = {c.id for c in state.cards}
        choice = q.enum("choice", CHOICES, required=True)
        text = q.opt("text", str, "") or f"who makes this {choice} choice?"
        allowed = {"effect": ("ability", "controller_then"), "order": ("cards",), "cell": ("card", "into"),
                   "landing": ("card",)}[choice]
        for key in ("ability", "controller_then", "cards", "card", "into"):
            if q.has(key) and key not in allowed:
                raise q.error(key, f"a {choice} choice takes {', '.join(allowed)}, not {key}")
        if choice == "effect":
            raw = q.req("ability", str)
            cid, _, fid = raw.partition("/")
            feat = state.card(cid).card.feature(fid) if cid in ids and fid else None
            if feat is None:
                raise q.error("ability", f"{raw!r} is not a feature of a card in the scenario; write CARD/FEATURE")
            return ChooserQuestion(text, choice, ability=(cid, fid),
                                   controller_then=q.enum("controller_then", Player))
        if choice == "order":
            cards = tuple(v for _l, v in q.texts("cards", required=True))
            bad = [c for c in cards if c not in ids]
            if bad or len(cards) < 2:
                raise q.error("cards", "names two or more cards of the scenario whose actions are ordered")
            return ChooserQuestion(text, choice, cards=cards)
        card = q.req("card", str)
        if card not in ids:
            raise q.error("card", f"names card {card!r}, which is not in the scenario's cards")
        if choice == "landing":
            if state.card(card).card.type.value not in ("artifact", "creature"):
                raise q.error("card", f"{card} lands as what it became: state its type now (artifact, creature)")
            return ChooserQuestion(text, choice, card=card)
        return ChooserQuestion(text, choice, card=card, into=q.enum("into", Player, required=True))

    def parse_expect(self, ef: Fields) -> dict:
        p = ef.enum("player", Player)
        return {"player": p.value} if p else {}

    def answer(self, scenario, edition: str, engine: str = "z3") -> ChooserAnswer:
        return answer_chooser(scenario.state, scenario.question, edition)

    def matches(self, answer: ChooserAnswer, exp) -> list[str]:
        problems = verdict_and_cites(answer.verdict, answer.cites(), exp)
        if "player" in exp.extra and answer.player != exp.extra["player"]:
            problems.append(f"player {answer.player}, expected {exp.extra['player']}")
        return problems


register(ChooserKind())
