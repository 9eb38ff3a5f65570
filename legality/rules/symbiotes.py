"""Симбиоты и паразиты: classic 2012 210.3 and 210.4 — who may be a symbiote's or parasite's host.

A symbiote (and a parasite, 210.13) is put on its host (210.2); some abilities change its host (210.11.a): the
`attach` action, the symbiote or parasite as its source and the new host as its target. Only a creature on the
battlefield without a subtype may be a host (210.3: a flying creature or a symbiote is a creature with a
subtype, 208.2; an artifact is no creature), and a creature hosts one symbiote only (210.4). A scenario says on
whom a symbiote stands with its `host:` field. The judges apply 210.4 to a symbiote moving to another host
(dev-480: Сугед may be put only on a creature without a symbiote) and to a creature making an attacked card its
parasite (dev-478: Хищная росянка with a symbiote cannot).
"""
from ..registry import rule
from ..ruledsl import V, forbid, is_, kind

rule(
    "classic-2012:210.3", "A symbiote's host",
    """210.3 Only a creature on the Battlefield without a subtype may be chosen as a symbiote's host. If its host
gains a subtype or stops being a creature during play, the symbiote dies. 208.2 Creature has three subtypes:
flying creature, parasite, and symbiote. 210.13 Parasites follow all symbiote rules except the differences in
210.14–210.15.""",
    "Only a creature on the battlefield with no subtype (not a flyer, symbiote or parasite; not an artifact) may "
    "host a symbiote or parasite.",
    topic="symbiote-host",
    clauses=[
        forbid("creature-host", kind("attach") & V("target.type").ne("creature"), "host-not-plain-creature",
               "only a creature without a subtype may host a symbiote or parasite (210.3)",
               ["choose a creature that is not a flyer, symbiote or parasite"]),
        forbid("host-in-play", kind("attach") & V("target.zone").ne("play"), "host-not-in-play",
               "a symbiote's host is a creature on the battlefield (210.3)"),
    ],
)

rule(
    "classic-2012:210.4", "One symbiote per host",
    """210.4 A creature may host only one symbiote.""",
    "A creature that already hosts a symbiote or parasite cannot take another.",
    topic="symbiote-one",
    clauses=[
        forbid("one", kind("attach") & is_("target.hosts_symbiote"), "host-has-symbiote",
               "the creature already hosts a symbiote: a creature may host only one (210.4)",
               ["choose a creature without a symbiote"]),
    ],
)

rule(
    "classic-2012:210.9", "A symbiote stands with its host",
    """210.2 (…) Then put the symbiote in the same cell as its host. 210.8 A symbiote moves with its host on the
Battlefield. 210.9 A symbiote is considered adjacent to every card adjacent to its host, and vice versa. 210.9.a
A symbiote and its host are considered adjacent to each other. 210.13 Parasites follow all symbiote rules except
the differences in 210.14–210.15.""",
    "A symbiote or parasite stands in its host's cell: it is adjacent to its host and to every card adjacent to "
    "its host (so it may defend its host, and «стоящие рядом с атакованным» include the attacked card's "
    "companion).",
    topic="symbiote-adjacency",
    note="Read by legality/board.py (`where`, `adjacency`), so the board facts of `legal` and the stack tracer's "
         "defender adjacency (205.3.a) see it; the judges: dev-086 (a companion defends its host), dev-012 and "
         "dev-157 (a companion or parasite stands next to its host).",
)
