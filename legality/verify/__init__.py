"""`legality verify`: proofs over the whole fact space that an edition's rules are consistent, and the
symbolic diff of two editions. One module per proof; `deontic.py` puts the engine's own clause encoding
over the fact space of `space.py`; `witness.py` writes a point of it as a scenario."""
from __future__ import annotations

from ..registry import EDITIONS
from . import borrowed, chains, conflicts, decide, meta, values
from .deontic import models
from .result import ProofResult
from .space import Space


def verify_edition(edition: str, pool: str | None = None, space: Space | None = None) -> list[ProofResult]:
    space = space or Space()
    ds = models(space, edition)
    return [conflicts.prove(space, ds, edition), decide.prove(space, ds, edition), values.prove(space, edition),
            chains.prove(edition, pool), borrowed.prove(space, ds, edition), meta.prove(space, ds, edition)]


def verify(editions=EDITIONS, pool: str | None = None) -> list[ProofResult]:
    space = Space()
    out = []
    for ed in editions:
        out += verify_edition(ed, pool, space)
    return out
