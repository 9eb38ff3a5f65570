"""Reading real card bases: the two JSON bases (`bases`), the Russian card text split into sentences
(`sentences`) and compiled into the card language (`compiler`, grammar in `grammar.lark`, word forms through
pymorphy3 in `words`), the compiled pool cached by file hash (`cache`) and cards found by name for scenarios
(`resolve`). Text the compiler does not understand stays `kind: text`; legality/reach.py reads what it could bear on.
"""
