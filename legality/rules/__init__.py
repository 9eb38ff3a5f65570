"""One module per rule section. Each module registers its rules with `legality.registry.rule`."""
