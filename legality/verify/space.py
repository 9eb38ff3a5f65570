"""The fact space the proofs range over: every fact of `legality/facts.py` within its domain, tied together
only as far as a scenario can make them (the facts `situation_facts` derives from others, a card that is
absent has no zone, …), and the abstract card clauses the card language can write.

The rule clauses are compiled by the core z3 engine's own compiler (`Z3Engine.compile`), so a proof speaks
about exactly the formulas the engine rules with. Card-valued facts (`action.source`, `action.target`) are
not in the space: no rule clause tests them, and a card clause's own condition is an abstract literal here
(a card can name any action; see CARD_KINDS).
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from model import ATTACKS, Modality, Step

from ..clauses import ActiveClause
from ..expr import Cmp, Const, Var
from ..board import MELEE
from ..facts import CARD_VALUED, FACTS, NONE, PROTECTIONS
from ..registry import ruleset_clauses, topic_rule
from ..situation import rule_clauses
from ..z3_engine import SEED, Z3Engine, check

CARD_FLAG = "cardkind."      # the abstract literal "this card clause applies to the action"


@dataclass(frozen=True)
class CardKind:
    """A kind of card clause the card language can write («Не может …», «Может …», «обязан …», a «Может …»
    that names the rule it contradicts). The witness lays it, with these timestamps, on the action's source
    (its target when it has none) through an effect record of a giver card (`witness.py`), so the engine
    meets the same attributes."""
    name: str
    modality: Modality
    overrides_rules: bool
    timestamp: int
    text: str


CARD_KINDS = (
    CardKind("forbid", Modality.FORBID, False, 1, "Не может [действие]"),
    CardKind("permit", Modality.PERMIT, False, 2, "Может [действие]"),
    CardKind("oblige", Modality.OBLIGE, False, 2, "Обязан [действие]"),
    CardKind("permit-over-rules", Modality.PERMIT, True, 2, "Может [действие], несмотря на правила"),
)


def edition_topics(edition: str) -> tuple[str, ...]:
    return tuple(sorted({r.clause_topic(c) for r, cl in ruleset_clauses(edition) for c in cl}))


def card_clause(kind: CardKind, edition: str) -> ActiveClause:
    force = topic_rule(edition, "cannot-text") if kind.modality is Modality.FORBID else None
    return ActiveClause(
        key=f"card:{kind.name}", modality=kind.modality, when=Cmp("==", Var(CARD_FLAG + kind.name), Const(True)),
        origin="card", rule=force.id if force else None, code=f"card-{kind.modality.value}",
        message=f"a card clause «{kind.text}»", topic="card-text",
        overrides=edition_topics(edition) if kind.overrides_rules else (), permanent=True,
        timestamp=kind.timestamp, card="giver", feature=kind.name, text=kind.text)


def step_groups(edition: str) -> list[tuple[Step, ...]]:
    """Steps with the same rule clauses in force, in step order (a proof runs once per group)."""
    groups: dict[tuple, list[Step]] = {}
    for st in Step:
        groups.setdefault(tuple(c.key for c in rule_clauses(edition, st)), []).append(st)
    return [tuple(v) for v in groups.values()]


class VerifyZ3(Z3Engine):
    """The core engine's compiler, with the abstract card-clause literals as Boolean facts. Proofs range over
    the facts themselves, so a condition is compiled over them (not over per-question atom literals)."""

    def _prop(self, e, atoms: dict, n: int) -> z3.ExprRef:
        return self.compile(e)

    def var(self, name: str) -> z3.ExprRef:
        if name.startswith(CARD_FLAG):
            v = self._vars.get(name)
            if v is None:
                v = self._vars[name] = z3.Bool(name)
            return v
        return super().var(name)

    def value(self, name: str, value) -> z3.ExprRef:
        if name.startswith(CARD_FLAG):
            return z3.BoolVal(bool(value))
        return super().value(name, value)


SPACE_FACTS = tuple(n for n in FACTS if n not in CARD_VALUED and n != "action.step")

# Where a canonical witness starts: a source creature of the first player and a target creature of the
# second, both in play and open, an ability with nothing declared. Each fact keeps its default when it can.
DEFAULTS = {
    "action.kind": "ability", "action.has_x": False, "action.x": 0, "action.x_from": "none",
    "action.pays_tokens": False, "action.tokens_paid": 0, "action.has_param": False, "action.param": 0,
    "action.is_attack": False, "action.simple": True, "action.directed": False, "action.targeted": True,
    "action.unanswered": False, "action.generated": False, "action.redirected": False,
    "action.playing": False, "action.free": False, "action.compound": False, "action.cost_x": False,
    "action.feature_on_target": False, "action.source_tokens_short": False,
    "source.zone": "play", "source.open": True, "source.type": "creature", "source.controller": "first",
    "source.defended_this_turn": 0, "source.tokens": 0, "source.acted_this_turn": 0, "action.card_action": False, "action.more_acts": 0,
    "action.non_sudden": False,
    "target.zone": "play", "target.open": True, "target.revealed": True, "target.type": "creature",
    "target.controller": "second", "target.is_defender": False, "target.protection_spells": False,
    "target.protection_magic": False, "target.protection_discharges": False,
    "target.protection_magic_strikes": False, "target.protection_shots": False,
    "target.protection_strikes": False, "target.protection_flyer_attacks": False,
    **{f"source.ignores_{p}": False for p in PROTECTIONS}, "source.ignores_features": False,
    "target.lives_left": 1, "state.active": "first", "target.cost": 0, "target.cost_x": False,
    # the board: a witness gives every card in play that is not a flyer a cell (witness.py `_cells`)
    "board.adjacent": False, "board.apart": False, "board.distance": 0, "board.target_on_cell": False, "action.has_range": False,
    "action.range": 0, "action.via": "none", "board.to_given": False, "board.to_distance": 0,
    "board.to_orthogonal": False, "board.to_same": False, "board.to_occupied": False,
    "source.may_accumulate": True, "target.over_token_max": False,
    "board.to_own_row": 0, "target.incarnation": 0, "board.row_over_occupying_marker": False,
    "target.hosts_symbiote": False, "source.incarnation": 0, "squad.unique_clash": False, "summon.read": False, "summon.fits": False, "summon.onto_host": False,
    "summon.place_in_additional_zone": False,
    # an ability's targets by zone, count, classes and quoted text (legality/zones.py)
    "ability.targets_read": False, "ability.target_in_zone": False, "ability.target_fits": False,
    "ability.one_each_read": False, "ability.one_each_fits": False, "ability.count_read": False,
    "ability.count_fits": False, "ability.feature_text_read": False, "ability.feature_text_fits": False,
    # unused movement (rules/movement_units.py) and «по разным существам» (rules/different_targets.py)
    "board.movement_left": 0, "ability.different_targets": False, "action.target_attacked_before": False,
}
assert set(DEFAULTS) == set(SPACE_FACTS), set(DEFAULTS) ^ set(SPACE_FACTS)


class Space:
    """One solver over the fact space; proofs add their formulas under push/pop or as assumptions."""

    def __init__(self, engine: VerifyZ3 | None = None, timeout_ms: int = 10000):
        self.engine = engine or VerifyZ3(timeout_ms)
        self.solver = z3.Solver()
        self.solver.set("random_seed", SEED)
        self.solver.set("timeout", timeout_ms)
        self.solver.add(self.constraints())
        self.checks = 0

    def v(self, name: str) -> z3.ExprRef:
        return self.engine.var(name)

    def is_(self, name: str, value) -> z3.ExprRef:
        return self.engine.fact_literal(name, value) if not name.startswith(CARD_FLAG) else \
            (self.v(name) == z3.BoolVal(bool(value)))

    def constraints(self) -> list:
        """Each fact within its domain, and the ties a scenario imposes (see `situation_facts`)."""
        e, v, is_ = self.engine, self.v, self.is_
        out = []
        for name in SPACE_FACTS:
            fs = FACTS[name]
            if fs.type is str:
                out.append(z3.Or([is_(name, x) for x in fs.domain]))
            elif fs.type is int:
                out.append(v(name) >= 0)
        for end in ("source", "target"):
            present = z3.Not(is_(f"{end}.type", NONE))
            out += [present == z3.Not(is_(f"{end}.zone", NONE)), present == z3.Not(is_(f"{end}.controller", NONE))]
            for name in SPACE_FACTS:
                if name.startswith(end + ".") and name not in (f"{end}.type", f"{end}.zone", f"{end}.controller"):
                    fs = FACTS[name]
                    out.append(z3.Implies(z3.Not(present), v(name) == (z3.BoolVal(False) if fs.type is bool else 0)))
        src = z3.Not(is_("source.type", NONE))
        tgt = z3.Not(is_("target.type", NONE))
        is_summon = z3.Or(is_("action.kind", "summon"), is_("action.kind", "resurrect"))
        out += [
            v("action.is_attack") == z3.Or([is_("action.kind", k.value) for k in sorted(ATTACKS)]),
            z3.Implies(z3.Not(v("action.has_x")), v("action.x") == 0),
            z3.Implies(v("action.has_x"), z3.Not(is_("action.x_from", "none"))),
            z3.Implies(z3.Not(v("action.has_param")), v("action.param") == 0),
            z3.Implies(is_("action.x_from", "tokens"), v("action.pays_tokens")),
            z3.Implies(z3.Not(v("action.pays_tokens")), v("action.tokens_paid") == 0),
            v("action.source_tokens_short") == z3.And(v("action.pays_tokens"), src,
                                                      v("source.tokens") < v("action.tokens_paid")),
            v("action.cost_x") == z3.And(v("action.playing"), v("target.cost_x")),
            z3.Implies(z3.Not(tgt), z3.And(v("target.cost") == 0, z3.Not(v("target.cost_x")))),
            z3.Implies(v("target.cost_x"), v("target.cost") == 0),
            z3.Implies(v("action.feature_on_target"), tgt),
            # a summon reading is the source's, for the action's kind (legality/summons.py); `fits` needs a target
            z3.Implies(v("summon.onto_host"), z3.And(src, is_summon)),
            z3.Implies(v("summon.read"), z3.And(src, tgt, is_summon)),
            z3.Implies(v("summon.fits"), v("summon.read")),
            z3.Implies(v("summon.place_in_additional_zone"), z3.And(v("summon.read"), is_("action.kind", "summon"))),
            # the feature naming an ability's targets is the one the action names (legality/zones.py)
            z3.Implies(v("ability.targets_read"), z3.And(src, tgt, z3.Not(v("action.non_sudden")),
                                                         z3.Not(is_summon), z3.Not(v("summon.onto_host")))),
            *[z3.Implies(v(f"ability.{f}"), v("ability.targets_read"))
              for f in ("target_in_zone", "target_fits", "one_each_read", "count_read", "feature_text_read")],
            z3.Implies(v("ability.one_each_fits"), v("ability.one_each_read")),
            z3.Implies(v("ability.count_fits"), v("ability.count_read")),
            z3.Implies(v("ability.feature_text_fits"), v("ability.feature_text_read")),
            # the card brought into a squad (legality/incarnation.py): the incarnating source, else the target
            z3.Implies(v("squad.unique_clash"), z3.And(src, z3.Or(
                is_("action.kind", "incarnate"), z3.And(tgt, is_summon)))),
            # a witness names no ability: its card actions are the declared simple strikes (facts.card_action)
            v("action.card_action") == z3.And(is_("action.kind", "simple_strike"), z3.Not(v("action.generated"))),
            # «может атаковать {strike} N раз за ход» on a witness source: its simple strikes (facts.more_acts)
            v("action.more_acts") >= 0,
            z3.Implies(v("action.more_acts") >= 1, z3.And(src, is_("action.kind", "simple_strike"))),
            # a printed playable ability without {instant} (facts.non_sudden): the source's, declared (404.7)
            z3.Implies(v("action.non_sudden"), z3.And(src, z3.Not(v("action.generated")))),
            # «по разным существам» (legality/different_targets.py): the source's ability the action names (not
            # the witness's playable one); a target attacked before is a target named in `earlier`
            z3.Implies(v("ability.different_targets"), z3.And(src, v("action.is_attack"), z3.Not(v("action.non_sudden")),
                                                              z3.Not(v("ability.targets_read")),
                                                              z3.Not(v("board.row_over_occupying_marker")))),
            z3.Implies(v("action.target_attacked_before"), tgt),
            # unused movement (legality/board.py `movement_left`): only a move by movement of a source on a cell
            z3.Implies(z3.Not(z3.And(src, is_("action.kind", "move"), is_("action.via", "movement"))),
                       v("board.movement_left") == 0),
        ]
        for end, present in (("source", src), ("target", tgt)):   # a card-valued fact is `none` exactly without the card
            out.append(is_(f"action.{end}", NONE) == z3.Not(present))
        out += self.board_constraints(src, tgt)
        for kind in CARD_KINDS:              # a card clause is laid on the action's source, else its target
            out.append(z3.Implies(v(CARD_FLAG + kind.name), z3.Or(src, tgt)))
        return out

    def board_constraints(self, src, tgt) -> list:
        """The board facts as legality/board.py reads them off cells, for witnesses that give every card in play
        but a flyer a cell (2012 207, 211.4): both ends on cells stand 1-5 cells apart (adjacent at 1); a move's
        destination is read from its source (a move of another card is left out of the space)."""
        v, is_ = self.v, self.is_
        on_cell = {end: z3.And(present, is_(f"{end}.zone", "play"), z3.Not(is_(f"{end}.type", "flyer")))
                   for end, present in (("source", src), ("target", tgt))}
        s_cell, t_cell = on_cell["source"], on_cell["target"]
        dist, to_d, to_given = v("board.distance"), v("board.to_distance"), v("board.to_given")
        move = is_("action.kind", "move")
        incarnate = is_("action.kind", "incarnate")
        return [
            v("board.target_on_cell") == t_cell,
            z3.And(s_cell, t_cell) == (dist >= 1), dist <= 5,
            v("board.adjacent") == (dist == 1),
            v("board.apart") == z3.And(src, tgt, z3.Not(v("board.adjacent"))),   # every witness card has a cell
            # a declared melee attack between cells 2+ apart is unknown (legality/board.py): not a verdict to prove;
            # a strike through a row over a cell a marker makes occupied is a ranged strike two cells off
            z3.Implies(z3.And(z3.Or([is_("action.kind", k) for k in MELEE]), z3.Not(v("action.generated")), s_cell,
                              t_cell, z3.Not(v("board.row_over_occupying_marker"))), dist == 1),
            z3.Implies(v("board.row_over_occupying_marker"),
                       z3.And(z3.Or(is_("action.kind", "simple_strike"), is_("action.kind", "special_strike")),
                              s_cell, t_cell, dist == 2)),
            z3.Implies(z3.Not(v("action.has_range")), v("action.range") == 0),
            z3.Implies(z3.Not(is_("action.via", "none")), move),
            # a destination is a move's, or an incarnation's (legality/rules/incarnation_place.py: no cell read but
            # the destination's row and whether it is occupied)
            z3.Implies(to_given, z3.And(z3.Or(move, z3.And(incarnate, src)), z3.Not(tgt))),
            z3.Implies(z3.And(to_given, incarnate), z3.And(to_d == 0, z3.Not(v("board.to_orthogonal")),
                                                           z3.Not(v("board.to_same")),
                                                           v("board.to_own_row") <= 3)),
            z3.Implies(z3.Not(z3.And(to_given, incarnate)), v("board.to_own_row") == 0),
            z3.Implies(z3.Not(to_given), z3.And(to_d == 0, z3.Not(v("board.to_orthogonal")),
                                                 z3.Not(v("board.to_same")), z3.Not(v("board.to_occupied")))),
            z3.Implies(z3.And(to_given, z3.Not(s_cell)), z3.And(to_d == 0, z3.Not(v("board.to_orthogonal")),
                                                                   z3.Not(v("board.to_same")))),
            z3.Implies(z3.And(to_given, s_cell), z3.And(v("board.to_same") == (to_d == 0), to_d <= 5,
                                                         z3.Implies(v("board.to_orthogonal"), to_d == 1))),
            z3.Implies(v("board.to_occupied"), z3.Not(v("board.to_same"))),
        ]

    @property
    def variables(self) -> int:
        """The size of a situation: its fact variables and the card-clause literals."""
        return len(SPACE_FACTS) + len(CARD_KINDS)

    def check(self, *assumptions) -> z3.CheckSatResult:
        self.checks += 1
        return check(self.solver, assumptions)   # the engine's: no per-assumption casting

    def canonical(self, assumptions: list, extra_names=()) -> tuple[dict, z3.ModelRef]:
        """A witness for a satisfiable check: every fact at its default where the assumptions allow, else at
        the value the solver found (facts in a fixed order), so the witness does not depend on what the
        solver was asked before. Returns the point and a model of it (every fact fixed)."""
        fixed = list(assumptions)
        names = list(SPACE_FACTS) + [CARD_FLAG + k.name for k in CARD_KINDS] + list(extra_names)
        model = self._near_defaults(fixed, names)
        out = {}
        for name in names:
            want = DEFAULTS.get(name, False)
            lit = self.is_(name, want)
            ok = z3.is_true(model.eval(lit, model_completion=True))   # the model satisfies `fixed` already
            if not ok and self.check(*fixed, lit) == z3.sat:
                model, ok = self.solver.model(), True
            if ok:
                fixed.append(lit)
                out[name] = want
            else:   # the least value the assumptions allow (domain order, smallest number), else the model's
                out[name] = self.plain(name, model)
                for value in self.tries(name):
                    if value == out[name]:
                        break
                    if self.check(*fixed, self.is_(name, value)) == z3.sat:
                        model, out[name] = self.solver.model(), value
                        break
                fixed.append(self.is_(name, out[name]))
        return out, model

    def _near_defaults(self, fixed: list, names: list):
        """A model keeping as many defaults as a few checks find (dropping an unsatisfiable core's defaults
        each time): it only saves checks below, the point does not depend on it."""
        wanted = {self.is_(n, DEFAULTS.get(n, False)).get_id(): self.is_(n, DEFAULTS.get(n, False)) for n in names}
        for _ in range(4):
            if self.check(*fixed, *wanted.values()) == z3.sat:
                return self.solver.model()
            core = {c.get_id() for c in self.solver.unsat_core()} & set(wanted)
            if not core:
                break
            for i in core:
                del wanted[i]
        self.check(*fixed)
        return self.solver.model()

    @staticmethod
    def tries(name: str) -> list:
        if name.startswith(CARD_FLAG) or FACTS[name].type is bool:
            return [False, True]
        if FACTS[name].type is int:
            return list(range(0, 8))
        return list(FACTS[name].domain)

    def plain(self, name: str, model) -> object:
        t = model.eval(self.v(name), model_completion=True)
        if name.startswith(CARD_FLAG) or FACTS[name].type is bool:
            return z3.is_true(t)
        if FACTS[name].type is int:
            return t.as_long()
        code = t.as_long()
        return next(x for x in FACTS[name].domain if self.engine.code(str(x)) == code)
