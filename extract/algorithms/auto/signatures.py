"""Signature rules: a forum member's signature told by the rule of underscores over it (``signature_rules``), cut
from a post's text under its separator line (``cut_signature_tails``).

vBulletin prints a member's signature with no class of its own, under a line of underscores; a thread repeats it
under the member's every post. Read in the text of the blocks (``never_kept``'s ``signature_rule`` finder).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import block_literals
from extract.dom import Dom

# vBulletin's signature has no class: a rule of underscores and the member's lines under it ("__________________<br>...").
# Extraction-dev: 7 such rules in the pages, none in a ground truth; no page changes (QA h81: a vBulletin 3 thread).
# The rule is a line of its own: a fill-in-the-blank item opens with a rule of underscores too ("________ is the
# capital of Tibet.", review h83), a blank in its sentence, not a rule over lines.
SIGNATURE_RULE_UNDERSCORES = 8  # underscores at least of a rule
SIGNATURE_RULE_RE = re.compile(rf"\s*_{{{SIGNATURE_RULE_UNDERSCORES},}}\s*")  # the block's first line, whole (``fullmatch``)
SIGNATURE_BLOCK_CHARS = 500  # characters at most of a signature block (the rule and a few lines)
# A thread's signatures: such rules over SIGNATURE_MIN_RULES blocks of the page at least. One alone is a document's
# (an old typewritten report's footnotes under their rule, review h83).
SIGNATURE_MIN_RULES = 2


def signature_rules(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a forum signature, a rule of underscores on a line of its own over at most
    ``SIGNATURE_BLOCK_CHARS`` (``is_signature_rule``), when ``SIGNATURE_MIN_RULES`` blocks of the page are. A page
    whose blocks of ``SIGNATURE_BLOCK_CHARS`` at most hold no run of ``SIGNATURE_RULE_UNDERSCORES`` underscores
    (``page_memo.block_literals``, one scan) has none: exact, every rule holds one."""
    if not block_literals(dom, blocks, ("_" * SIGNATURE_RULE_UNDERSCORES,), SIGNATURE_BLOCK_CHARS):
        return [False] * len(blocks.ids)
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


# phpBB 2 (subSilver) prints a member's signature inside the post's own text element, under a line of underscores:
# ``<span class="postbody">text<br>_________________<br>signature</span>``. No node holds the signature alone, so its
# lines are cut from the rendered text (``Dom.cut_pieces``, as ``quote_headers`` cuts a header line): the separator
# line (``SIGNATURE_SEPARATOR_RE``: underscores only, SIGNATURE_SEPARATOR_MIN_CHARS at least) and its tail,
# SIGNATURE_TAIL_LINES short lines at most (SIGNATURE_TAIL_LINE_CHARS each) closing the block, with the post's own
# text before it. Guard: the element is a forum post's body, a class word of the engines (``POST_BODY_CLASS_WORDS``)
# on the line's element or on one of its POST_BODY_LEVELS ancestors; a story's rule of underscores over its footnotes
# sits in an article's body ("entry-content", Blogger's "post-body") and stays. Checker h246: phpBB 2 threads in
# Tibetan and Uyghur kept each post's signature.
# Underscores only: the engines print them ("_________________"); a line of dashes is one the poster typed, over the
# rows of a table drawn in text, a quoted poem's poet or an "UPDATE:" note, all the post's own (review h258).
SIGNATURE_SEPARATOR_MIN_CHARS = 10  # underscores at least of such a line (phpBB 2 prints 17)
# a line of underscores alone (``fullmatch``)
SIGNATURE_SEPARATOR_RE = re.compile(rf"_{{{SIGNATURE_SEPARATOR_MIN_CHARS},}}")
SIGNATURE_SEPARATOR_LITERALS = ("_" * SIGNATURE_SEPARATOR_MIN_CHARS,)  # the gate: the separator's literal
SIGNATURE_TAIL_LINES = 3  # lines at most of a signature under the separator (a name, a motto, a link)
SIGNATURE_TAIL_LINE_CHARS = 120  # characters at most of each of them
POST_BODY_LEVELS = 3  # ancestors of the separator's element read for the post body's class (phpBB 2: span < td)
# a forum post's text element, class words of the engines (lowered): phpBB's "postbody", MyBB's "post_body",
# vBulletin's "postcontent" and "post_message", XenForo 1's "messagetext", Discuz!'s "t_msgfont" and "t_f"
POST_BODY_CLASS_WORDS = frozenset({"postbody", "post_body", "postcontent", "post_message", "messagetext",
                                   "messagecontent", "t_msgfont", "t_f"})
SIGNATURE_TAIL_KIND = "signature_tail"  # the kind ``cut_signature_tails`` tells ``cuts``


def cut_signature_tails(dom: Dom, kept: list[int], cuts: list[tuple[int, str]] | None = None) -> list[int]:
    """Cut the signature under a separator line inside a forum post's text element (see above) from the rendered
    text (``Dom.cut_pieces``), in place; ``kept`` is returned as it is. Gated on the separator's literal in a piece of
    text; a Dom without its lxml elements is left as it is. Run after ``quote_headers.drop_quote_headers``, which
    resets the cut pieces."""
    if not dom.has_elements:
        return kept
    texts, owners = dom.piece_text, dom.piece_owner
    # the page gate (session 43, h306): the separator's literals (no newline in them) looked for once in the page's
    # text pieces joined, not with a test per piece (~0.7 ms a page on the extraction-dev pages, which hold none)
    page_text = "\n".join(filter(None, texts))
    if not any(literal in page_text for literal in SIGNATURE_SEPARATOR_LITERALS):
        return kept
    candidates = [k for k, text in enumerate(texts)
                  if text is not None and any(literal in text for literal in SIGNATURE_SEPARATOR_LITERALS)]
    if not candidates:
        return kept
    kept_nodes = set(kept)
    done: set[int] = set()
    for k in candidates:
        owner = owners[k]
        block = owner
        while block >= 0 and not dom.block[block]:
            block = dom.parent[block]
        if block < 0 or block in done or block not in kept_nodes or not _in_post_body(dom, owner):
            continue
        done.add(block)
        cut = _signature_tail_pieces(dom, block)
        if cut:
            dom.cut_pieces.update(cut)
            if cuts is not None:
                cuts.append((block, SIGNATURE_TAIL_KIND))
    return kept


def _in_post_body(dom: Dom, node: int) -> bool:
    """Whether ``node`` or one of its ``POST_BODY_LEVELS`` ancestors carries a post body's class word."""
    for _ in range(POST_BODY_LEVELS + 1):
        if node < 0:
            return False
        if not POST_BODY_CLASS_WORDS.isdisjoint((dom.elements[node].get("class") or "").lower().split()):
            return True
        node = dom.parent[node]
    return False


def _signature_tail_pieces(dom: Dom, block: int) -> list[int]:
    """The pieces of ``block``'s lines from its last separator line on, when that line has text before it and at
    most ``SIGNATURE_TAIL_LINES`` short lines after it, closing the block, none of them in a nested block but a
    ``<br>``; else none."""
    tags, end = dom.tags, dom.end
    if any(dom.block[j] and tags[j] != "br" for j in range(block + 1, end[block])):
        return []
    first, last = dom._piece_ends
    lines: list[list[int]] = [[]]
    for k in range(first[block], last[block] + 1):
        if dom.piece_text[k] is None:
            if lines[-1]:
                lines.append([])
        else:
            lines[-1].append(k)
    line_texts = [" ".join("".join(dom.piece_text[k] for k in line).split()) for line in lines]
    pairs = [(line, text) for line, text in zip(lines, line_texts) if text]
    rules = [n for n, (_, text) in enumerate(pairs) if SIGNATURE_SEPARATOR_RE.fullmatch(text)]
    if not rules:
        return []
    at = rules[-1]
    tail = pairs[at + 1:]
    if at == 0 or not tail or len(tail) > SIGNATURE_TAIL_LINES \
            or any(len(text) > SIGNATURE_TAIL_LINE_CHARS for _, text in tail):
        return []
    return [k for line, _ in pairs[at:] for k in line]


# A paragraph named a signature closing a letter is the writer's (``inside.letter_closes``), but not in a forum
# thread: a thread of ONE post still prints its member's signature in ``<p class="signature">`` under the post's text
# (checker h238's single-post thread kept it). A thread: an ancestor's class word names a thread or a forum's post
# (``FORUM_BOX_RE``: "thread", "threadlist", "forum-post", "forum_topic"), or a post body's (``POST_BODY_CLASS_WORDS``);
# a letter sits in an article's body ("article", "entry", "content"). Not "forum" alone: a newspaper's letters page is
# named so too ("forum-letters", 读者论坛's "forum"), and its letters close with their writers (review h258).
FORUM_BOX_RE = re.compile(r"(?<![a-z])(?:thread|forum[-_]?(?:post|topic|message|reply))", re.IGNORECASE)


def in_forum_thread(dom: Dom, node: int) -> bool:
    """Whether an ancestor of ``node`` names a forum thread or a post body (see ``FORUM_BOX_RE``); read for the few
    letter closes of a page, False for a Dom without its lxml elements."""
    if not dom.has_elements:
        return False
    node = dom.parent[node]
    while node >= 0:
        words = (dom.elements[node].get("class") or "").lower().split()
        if not POST_BODY_CLASS_WORDS.isdisjoint(words) or any(FORUM_BOX_RE.match(word) for word in words):
            return True
        node = dom.parent[node]
    return False
