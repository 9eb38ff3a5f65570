"""Graphs over the rules and the cards (networkx): trigger chains, the static "can trigger" graph of a card
pool, and their DOT/SVG pictures. No solver imports here: the rules decide, these modules build and draw."""
