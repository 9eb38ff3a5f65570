"""Which rule each edition applies at each point of an attack's resolution, read from the registry: an
edition's own rule on a topic, else its fallback's (registry.FALLBACK). Points where the topic lookup is not
enough (the zero-effect parts registered under other topics by the core) are named explicitly."""
from __future__ import annotations

from functools import lru_cache

from ..registry import ruleset

# zero effects: classic-b 522.2 and classic 2012 103.7 are registered by the core for zero tokens and zero
# parameters (topics zero-resources, zero-parameter); their texts also carry the zero-effect rule
ZERO_EFFECT_EXTRA = {"classic-b": ("classic-b:522.2",), "classic-2012": ("classic-2012:103.7",)}


@lru_cache(maxsize=None)
def topic(edition: str, name: str) -> tuple[str, ...]:
    """Every rule the edition applies on a topic, in registry order."""
    return tuple(r.id for r in ruleset(edition) if r.topic == name)


def zero_effect(edition: str) -> tuple[str, ...]:
    return topic(edition, "zero-effect") or ZERO_EFFECT_EXTRA.get(edition, ())


def order_rule(edition: str) -> str:
    """The rule that fixes the order of value modifiers (classic 520.2, classic 2012 422.4, heroes 523.1)."""
    ids = topic(edition, "value-modifier-order")
    return next((i for i in ids if i.endswith(("520.2", "422.4", "523.1"))), ids[0] if ids else "")
