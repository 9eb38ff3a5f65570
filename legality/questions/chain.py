"""`chain`: from an initial event, which triggered effects run, where does the chain stop, and why?

Verdicts: `cut` (stopped before the first repetition, citing the edition's chain rule), `ended` (no feature
triggers any more), `unknown` (the solver timed out or the chain exceeded the link limit). The scenario
format is in docs/chains.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from model import GameState

from graphs.chain import INITIAL, Chain, Event, enumerate_choices
from ..cards_io import builtin_pool, family, find_card, normalize
from ..chain_rules import ChainRules
from ..chain_z3 import Unknown, first_repeat_direct, first_repeat_z3
from ..errors import InputError
from ..fields import Fields
from ..reach import chain_dependence, unknown_causes
from ..triggers import Trigger, builtin_triggers, pool_triggers
from . import register
from .expect import verdict_and_cites

LINK_LIMIT = 100_000
CHOICE_CAP = 64          # at most this many orders of simultaneous effects are tried
Z3_HISTORY = 10_000      # beyond this many earlier links the repetition is confirmed by the direct scan


@dataclass(frozen=True)
class ChainQuestion:
    text: str
    initial: Event
    triggers: dict            # card id → tuple of triggers


def _attrs(f: Fields, key: str) -> tuple:
    sub = f.sub(key)
    if sub is None:
        return ()
    return tuple(sorted((str(k), sub.opt(k, (str, int, bool))) for k in sub.node))


def parse_initial(q: Fields, state: GameState) -> Event:
    a = q.sub("initial", required=True)
    ids = {c.id for c in state.cards}

    def ref(key):
        v = a.opt(key, str)
        if v is not None and v not in ids:
            raise a.error(key, f"names card {v!r}, which is not in the scenario's cards ({', '.join(sorted(ids))})")
        return v

    kind = a.req("kind", str)
    source, target = ref("source"), ref("target")
    attrs = list(_attrs(a, "set"))
    g = a.sub("gain")
    if g is not None:
        attrs += [("gain_amount", g.nonneg("amount", 1)), ("gain_counter", g.req("counter", str))]
        g.done()
    a.done()
    return Event(kind, source, target, tuple(sorted(attrs)))


def scenario_triggers(path: str, state: GameState) -> dict[str, tuple[Trigger, ...]]:
    """Each card's triggers: built-in cards' from the built-in pool, inline cards' read from the scenario."""
    builtin = builtin_triggers()
    inline = [cs.card for cs in state.cards if find_card(cs.card.name, cs.card.edition) is not cs.card]
    names = {}
    for (game, _), card in builtin_pool().items():
        if inline and game == family(inline[0].edition):
            names[normalize(card.name)] = card
    own = pool_triggers(path, inline, names) if inline else {}
    out = {}
    for cs in state.cards:
        card = cs.card
        if card in inline:
            trigs = [own[(card.name, f.id)] for f in card.features if (card.name, f.id) in own]
        else:
            game = family(card.edition)
            trigs = [builtin[(game, card.name, f.id)] for f in card.features if (game, card.name, f.id) in builtin]
        out[cs.id] = tuple(trigs)
    return out


@dataclass
class ChainAnswer:
    verdict: str
    edition: str
    chain: Chain
    decisions: dict                       # note → rules
    engine: str = "z3"
    unknown: tuple[str, ...] = ()
    cut_checked_by: str = ""              # which evaluator confirmed the repetition
    outcomes: tuple = ()                  # (signature, witness chooser, chain, orders) per distinct outcome
    orders: int = 1                       # how many orders of simultaneous effects were tried
    complete: bool = True                 # False: more orders exist than CHOICE_CAP

    def cites(self) -> set[str]:
        out = set()
        for l in self.chain.links:
            out.update(l.rules)
        for rules in self.decisions.values():
            out.update(rules)
        return out

    def executed(self) -> list[str]:
        return [label(l) for l in self.chain.executed]

    def to_json(self) -> dict:
        ch = self.chain
        return {
            "verdict": self.verdict,
            "edition": self.edition,
            "initial": event_json(ch.initial),
            "links": [link_json(l) for l in ch.links],
            "executed": self.executed(),
            "cut": None if ch.cut is None else {"link": label(ch.cut), "index": ch.cut.index + 1,
                                                 "repeats": ch.cut.repeats + 1, "rules": list(ch.cut.rules),
                                                 "checked_by": self.cut_checked_by},
            "blocked": [label(l) for l in ch.links if l.status == "blocked"],
            "tally": {k: dict(sorted(v.items())) for k, v in sorted(ch.tally.items())},
            "decisions": [{"note": n, "rules": list(r)} for n, r in self.decisions.items()],
            "orders_tried": self.orders,
            "all_orders_tried": self.complete,
            "outcomes": [outcome_json(o) for o in self.outcomes],
            "unknown": list(self.unknown),
            "cites": sorted(self.cites()),
        }

    def lines(self) -> list[str]:
        ch = self.chain
        out = [f"  verdict: {self.verdict}" + (f" — {why(self)}" if why(self) else "")]
        out.append(f"    initial event: {event_text(ch.initial)}")
        for l in ch.links:
            cause = "the initial event" if l.cause == INITIAL else f"{l.cause + 1}"
            mark = {"executed": "  ", "cut": "✂ ", "blocked": "✗ ", "declined": "– "}[l.status]
            rules = f" [{', '.join(l.rules)}]" if l.rules else ""
            tail = {"executed": "", "cut": f" — cut: repeats {(l.repeats or 0) + 1}",
                    "blocked": " — not applied", "declined": " — declined"}[l.status]
            note = f" ({l.note})" if l.note else ""
            out.append(f"    {mark}{l.index + 1}. {label(l)} ← {cause}{tail}{note}{rules}")
        if ch.tally:
            parts = [f"{c}: " + ", ".join(f"{k} {v}" for k, v in sorted(t.items())) for c, t in sorted(ch.tally.items())]
            out.append("    tally: " + "; ".join(parts))
        for note, rules in self.decisions.items():
            out.append(f"    decided by [{', '.join(rules)}]: {note}")
        out += choice_lines(self)
        for u in self.unknown:
            out.append(f"    unknown: {u}")
        return out


def choice_lines(a: ChainAnswer) -> list[str]:
    if a.orders == 1:
        return []
    tried = f"{a.orders} orders of simultaneous effects" + ("" if a.complete else f" (the first {a.orders})")
    if len(a.outcomes) == 1:
        return [f"    choices: {tried}, one outcome: the order the players choose cannot matter here"]
    out = [f"    choices: {tried}, {len(a.outcomes)} outcomes: the players' order decides"]
    for i, (_sig, ch, chain, n) in enumerate(a.outcomes, 1):
        cut = f", cut before {label(chain.cut)}" if chain.cut else ""
        out.append(f"      {i}. ({n} orders) executed: {'; '.join(label(l) for l in chain.executed)}{cut}")
        for p in ch.points:
            out.append(f"         witness: {p}")
    return out


def outcome_json(o) -> dict:
    _sig, ch, chain, n = o
    return {"orders": n, "stop": chain.stop, "executed": [label(l) for l in chain.executed],
            "cut": None if chain.cut is None else label(chain.cut),
            "tally": {k: dict(sorted(v.items())) for k, v in sorted(chain.tally.items())},
            "witness": list(ch.points)}


def signature(chain: Chain) -> tuple:
    """What an outcome is: how the chain stopped, the effects executed (as a multiset) and the tally."""
    return (chain.stop, tuple(sorted((label(l), l.option if l.option is not None else -1) for l in chain.executed)),
            tuple(sorted((c, tuple(sorted(t.items()))) for c, t in chain.tally.items())))


def why(a: ChainAnswer) -> str:
    ch = a.chain
    if ch.cut is not None:
        return (f"the chain stops before link {ch.cut.index + 1} ({label(ch.cut)}), which repeats link "
                f"{ch.cut.repeats + 1} [{', '.join(ch.cut.rules)}]")
    if a.verdict == "ended":
        return f"no feature triggers any more after {len(ch.executed)} effects"
    return ""


def label(l) -> str:
    return l.label


def event_text(e: Event) -> str:
    attrs = ", ".join(f"{k}={v}" for k, v in e.attrs)
    return f"{e.kind} {e.source or ''} → {e.target}".replace("  ", " ") + (f" ({attrs})" if attrs else "")


def event_json(e: Event) -> dict:
    return {"kind": e.kind, "source": e.source, "target": e.target, "attrs": dict(e.attrs)}


def link_json(l) -> dict:
    return {"index": l.index + 1, "feature": l.feature, "owner": l.owner, "source": l.source, "target": l.target,
            "cause": None if l.cause == INITIAL else l.cause + 1, "status": l.status, "nature": l.nature,
            "rules": list(l.rules), "repeats": None if l.repeats is None else l.repeats + 1, "note": l.note}


def history_keys(chain: Chain, upto: int, mode: str) -> list:
    """The keys of the executed links before `upto`, and their link indices, under `mode` (node | edge)."""
    keys, idx = [], []
    for l in chain.links[:upto]:
        if l.status != "executed":
            continue
        keys.append(l.identity if mode == "node" else (chain.cause_identity(l), l.identity))
        idx.append(l.index)
    return keys, idx


def check_cut(chain: Chain, rules: ChainRules, engine: str) -> tuple[str, str | None]:
    """Ask the chosen evaluator whether the cut link repeats an earlier one, and which: it must be the
    link expansion found. Returns (evaluator, problem or None)."""
    cut = chain.cut
    mode = rules.repeat_key(cut.nature)
    keys, idx = history_keys(chain, cut.index, mode)
    proposed = cut.identity if mode == "node" else (chain.cause_identity(cut), cut.identity)
    if engine == "z3" and len(keys) <= Z3_HISTORY:
        at, _ = first_repeat_z3(keys, proposed, cut.rules[0] if cut.rules else "chain")
    else:
        engine = "direct" if engine == "fast" else "direct (history too long for z3)"
        at = first_repeat_direct(keys, proposed)
    found = None if at is None else idx[at]
    if found != cut.repeats:
        return engine, f"{engine} finds the repetition at {found}, expansion at {cut.repeats}"
    return engine, None


class ChainKind:
    name = "chain"
    verdicts = ("cut", "ended", "unknown")

    def parse(self, q: Fields, state: GameState) -> ChainQuestion:
        text = q.opt("text", str, "")
        initial = parse_initial(q, state)
        trig = scenario_triggers(q.path, state)
        return ChainQuestion(text or f"what does the chain from {event_text(initial)} do?", initial, trig)

    def parse_expect(self, ef: Fields) -> dict:
        out = {}
        ex = [x for _, x in ef.texts("executed")]
        if ef.has("executed"):
            out["executed"] = tuple(ex)
        cut = ef.opt("cut", str)
        if cut is not None:
            out["cut"] = cut
        blocked = [x for _, x in ef.texts("blocked")]
        if blocked:
            out["blocked"] = tuple(blocked)
        n = ef.nonneg("outcomes", None)
        if n is not None:
            out["outcomes"] = n
        t = ef.sub("tally")
        if t is not None:
            tally = {}
            for cid in t.node:
                sub = t.sub(cid)
                tally[str(cid)] = tuple(sorted((str(k), sub.nonneg(k)) for k in sub.node))
            out["tally"] = tuple(sorted(tally.items()))
        return out

    def answer(self, scenario, edition: str, engine: str = "z3") -> ChainAnswer:
        from dataclasses import replace
        from ..stack.turn_start import chain_unknowns
        a = rule_chain(scenario.state, scenario.question, edition, engine)
        more = chain_unknowns(scenario.state, scenario.question.initial.kind)    # 311.4's own abilities
        return replace(a, verdict="unknown", unknown=a.unknown + tuple(more)) if more else a

    def matches(self, a: ChainAnswer, exp) -> list[str]:
        problems = verdict_and_cites(a.verdict, a.cites(), exp)
        x = exp.extra
        if "executed" in x and tuple(a.executed()) != x["executed"]:
            problems.append(f"executed {a.executed()}, expected {list(x['executed'])}")
        got_cut = None if a.chain.cut is None else label(a.chain.cut)
        if "cut" in x and got_cut != x["cut"]:
            problems.append(f"cut {got_cut}, expected {x['cut']}")
        blocked = tuple(label(l) for l in a.chain.links if l.status == "blocked")
        if "blocked" in x and blocked != x["blocked"]:
            problems.append(f"blocked {list(blocked)}, expected {list(x['blocked'])}")
        if "outcomes" in x and len(a.outcomes) != x["outcomes"]:
            problems.append(f"{len(a.outcomes)} outcomes, expected {x['outcomes']}")
        if "tally" in x:
            got = {c: tuple(sorted(t.items())) for c, t in a.chain.tally.items()}
            for cid, want in x["tally"]:
                if got.get(cid, ()) != want:
                    problems.append(f"{cid} ends with {dict(got.get(cid, ()))}, expected {dict(want)}")
        return problems


def rule_chain(state: GameState, question: ChainQuestion, edition: str, engine: str = "z3",
               uses=None, moment: str | None = None, log=None, history=None) -> ChainAnswer:
    """The chain from `question.initial`: asked by the `chain` kind, and by the tracer (legality/stack/firing.py)
    wherever an event happens in a trace — one code path. `uses`: limited features' uses already spent;
    `moment`: an action's event at its execution or after its payment (ChainRules), None: every trigger;
    `log(player)`: the abilities the player's cards performed this turn (the trace's), for «подряд»;
    `history()`: this turn's events (kind, source, target), for «во второй раз за ход»."""
    rules = ChainRules(state, edition, question.triggers, uses, moment, log, history)
    runs, complete = enumerate_choices(question.initial, rules, LINK_LIMIT, CHOICE_CAP)
    chain = runs[0][1]                    # the declared order: the witness the verdict is written for
    if chain.zero_initial is not None:
        zr, znote = chain.zero_initial
        rules.decisions.setdefault(f"{znote}: no feature fires on it", tuple(zr))
    unknown, checked = [], ""
    outcomes: dict[tuple, list] = {}
    for ch, c in runs:
        sig = signature(c)
        if sig in outcomes:
            outcomes[sig][3] += 1
        else:
            outcomes[sig] = [sig, ch, c, 1]
        if c.stop == "limit" and f"the chain exceeded {LINK_LIMIT} links without repeating" not in unknown:
            unknown.append(f"the chain exceeded {LINK_LIMIT} links without repeating")
        if c.cut is not None:
            try:
                checked, problem = check_cut(c, rules, engine)
                if problem:
                    unknown.append(problem)
            except Unknown as e:
                unknown.append(f"z3: {e}")
    if history is None:                  # not a trace: what a compound effect's later parts do is not followed
        from ..triggers import in_force
        forced = in_force(state, question.triggers)
        for l in chain.executed:
            t = next((t for t in forced.get(l.owner, ()) if t.feature == l.feature), None)
            if t is not None and t.effect.then is not None:
                unknown.append(f"{l.label}: the later parts of its compound effect depend on what the first part did "
                               "to the state, which only a trace (`sequence`) follows")
    if not complete:
        rotated = sorted({n for ch, _c in runs for n in ch.rotations_only})
        unknown.append(f"{', '.join(map(str, rotated))} effects triggered at once: only their rotations were tried, "
                       f"not every order" if rotated else
                       f"more than {CHOICE_CAP} orders of simultaneous effects; only the first were tried")
    from ..zones import acting_state, confined_unknowns     # a text confined to a zone its card is not in: aside,
    acting, aside = acting_state(state, edition)               # as the `legal` and `property` kinds read it
    for r in aside:
        rules.decisions.setdefault(r.message, r.rules)
    unknown += list(confined_unknowns(state, edition))
    unknown += unknown_causes(acting, chain_dependence(state, question.triggers, question.initial.kind))
    unknown += [u for u in dict.fromkeys(rules.unknown) if u not in unknown]
    verdict = "unknown" if unknown else ("cut" if chain.cut is not None else "ended")
    return ChainAnswer(verdict, edition, chain, dict(rules.decisions), engine, tuple(unknown), checked,
                       tuple(tuple(o) for o in outcomes.values()), len(runs), complete)


register(ChainKind())
