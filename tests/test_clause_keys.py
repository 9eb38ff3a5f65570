"""A situation's shape key hashes the edition's rule and meta clauses once (situation._rule_key, _meta_key); the
key must follow the clauses when their cache is cleared (a registry swapped by a test, tests/verify)."""
from legality import situation
from model import Step


def test_the_key_follows_the_cached_clauses():
    before = situation._rule_key("classic", Step.DECLARATION)
    assert before.parts is situation.rule_clauses("classic", Step.DECLARATION)
    assert situation._rule_key("classic", Step.DECLARATION) is before        # kept while the clauses are
    situation.rule_clauses.cache_clear()
    situation.meta_clauses.cache_clear()
    after = situation._rule_key("classic", Step.DECLARATION)
    assert after.parts is situation.rule_clauses("classic", Step.DECLARATION) and after is not before
    assert situation._meta_key("classic").parts is situation.meta_clauses("classic")
