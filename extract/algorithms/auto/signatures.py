"""Signature rules: a forum member's signature told by the rule of underscores over it (``signature_rules``).

vBulletin prints a member's signature with no class of its own, under a line of underscores; a thread repeats it
under the member's every post. Read in the text of the blocks (``never_kept``'s ``signature_rule`` finder).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# vBulletin's signature has no class: a rule of underscores and the member's lines under it ("__________________<br>...").
# Extraction-dev: 7 such rules in the pages, none in a ground truth; no page changes (QA h81: a vBulletin 3 thread).
# The rule is a line of its own: a fill-in-the-blank item opens with a rule of underscores too ("________ is the
# capital of Tibet.", review h83), a blank in its sentence, not a rule over lines.
SIGNATURE_RULE_RE = re.compile(r"\s*_{8,}\s*")  # the block's first line, whole (``fullmatch``)
SIGNATURE_BLOCK_CHARS = 500  # characters at most of a signature block (the rule and a few lines)
# A thread's signatures: such rules over SIGNATURE_MIN_RULES blocks of the page at least. One alone is a document's
# (an old typewritten report's footnotes under their rule, review h83).
SIGNATURE_MIN_RULES = 2


def signature_rules(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a forum signature, a rule of underscores on a line of its own over at most
    ``SIGNATURE_BLOCK_CHARS`` (``is_signature_rule``), when ``SIGNATURE_MIN_RULES`` blocks of the page are."""
    rules = [length <= SIGNATURE_BLOCK_CHARS and SIGNATURE_RULE_RE.match(text) is not None and is_signature_rule(dom, b)
             for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths)]
    return rules if sum(rules) >= SIGNATURE_MIN_RULES else [False] * len(rules)


def is_signature_rule(dom: Dom, b: int) -> bool:
    """Whether block ``b``'s own text opens with a rule of underscores alone on its line, a ``<br>`` (or nothing)
    after it (vBulletin's "__________________<br>..."), not a sentence whose blank opens it ("________ is the ...").
    True for a Dom without its lxml elements (``tsheg bench train-auto`` keeps none)."""
    if not dom.has_elements:
        return True
    el = dom.elements[b]
    strings = [(el.text, el[0] if len(el) else None)]
    strings += [(child.tail, child.getnext()) for child in el]
    for string, after in strings:
        if string and string.strip():
            return SIGNATURE_RULE_RE.fullmatch(string) is not None and (after is None or after.tag == "br")
    return False
