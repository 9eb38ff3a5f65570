"""Card-text conflicts across a pool: which features contradict on one card, in what situation (a z3
witness), who wins by which rule, which features are shadowed or never apply, and which third cards change a
pair's winner. `scan.scan_pool` is the entry point; `legality conflicts` prints it."""
