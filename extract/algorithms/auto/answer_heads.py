"""Answer heads: the count of answers heading a Q&A page's box of answers ("3 Answers") is that box's title, kept
(``answer_box_heads``); an answer's own text in that box is kept when the question is (``keep_answer_bodies``);
an FAQ page's own questions under a theme's "also asked" name are no copied box (``own_question_boxes``)."""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold, names_may_hold
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import QUESTION_END_RE, Dom

# A Q&A engine's box of the answers to the page's question, by its id or class: Stack Exchange's ``<div
# id="answers">`` over its ``answers-header`` with ``<h2>1 Answer</h2>``, Question2Answer's "qa-a-list", AnswerHub's
# and Discourse-like themes' "answers" / "answer-list". Its first block, a heading of a count ("3 Answers", "2 个回答"),
# titles the answers the page is about: the dev truths keep Stack Exchange's "1 Answer" over its answer (a forum page,
# extraction-dev), and review h219's Q&A page lost its "3 Answers" heading to ``count_lines.is_counts_line``. A count
# set apart from the answers, in a list's header ("list-header": a Zhihu-like page), is the list's tool line and still
# goes (tests/test_auto_counts.py).
ANSWERS_BOX_RE = re.compile(r"(?<![a-z])(?:answers|answer[-_]list|qa-a-list)(?![a-z])", re.IGNORECASE)
ANSWERS_BOX_WORDS = ("answer", "qa-a-list")  # one is in every match of ``ANSWERS_BOX_RE`` (the gate, lowered)
ANSWERS_BOX_LEVELS = 3  # ancestors of the heading searched for the answers' box (h2 < answers-subheader < answers-header)
ANSWER_HEAD_CHARS = 40  # characters at most of such a heading ("3 Answers", "Answers (12)")
HAS_DIGIT_RE = re.compile(r"\d")  # a count's figure, any script's digits


def answer_box_heads(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a heading (``HEADING_TAGS``) of at most ``ANSWER_HEAD_CHARS`` holding a figure, the
    first block of an element named as a box of answers (``ANSWERS_BOX_RE``) within ``ANSWERS_BOX_LEVELS`` ancestors.
    The elements only, read for the few short headings with a figure."""
    heads = [False] * len(blocks.ids)
    if not dom.has_elements or not names_may_hold(dom, blocks, ANSWERS_BOX_WORDS):
        return heads  # (the page gate, exact: the boxes searched are blocks' ancestors, their lowered names read there)
    tags, parent = dom.tags, dom.parent
    for k, (b, text, length) in enumerate(zip(blocks.ids, blocks.texts, blocks.lengths)):
        if tags[b] not in HEADING_TAGS or length > ANSWER_HEAD_CHARS or HAS_DIGIT_RE.search(text) is None:
            continue
        before = blocks.ids[k - 1] if k else -1
        x = parent[b]
        for _ in range(ANSWERS_BOX_LEVELS):
            if x < 0 or x <= before:
                break  # the box holds a block before the heading: the heading does not open it
            name = dom.names(x).lower()
            if any(word in name for word in ANSWERS_BOX_WORDS) and ANSWERS_BOX_RE.search(name) is not None:
                heads[k] = True
                break
            x = parent[x]
    return heads


# A box named for a search engine's "People also ask" (``words.RELATED_RE``: "people-also-ask", "also-asked") is
# other pages' questions copied under a story; one that holds more than ``OVERLAY_PAGE_SHARE`` of the page's text
# is the page's own questions under a theme's name: an FAQ page's "faq-list questions-also-asked" (review h228: an
# English delivery FAQ lost all six of its questions and answers to the related-reading mask). A copied box under
# a story is its tail, never most of the page (reviews h217, h228: "people-also-ask" under an English and a Chinese
# story still go). And the page's own list opens on its first question, while a copied box opens on its own title
# ("People also ask", "大家还在问"): a short story under a long copied box (more than half the page's text) kept the
# box whole (review h238, an English and a Chinese story); the box's first line must close as a question
# (``extract.dom.QUESTION_END_RE``, the project's one test of a question's end).
ALSO_ASKED_RE = re.compile(r"also[-_]?ask(?:ed)?(?![a-z])", re.IGNORECASE)
ALSO_ASKED_WORD = "ask"  # in every match of ``ALSO_ASKED_RE`` (the gate, lowered)


def own_question_boxes(dom: Dom, blocks: Blocks, related_bit: int, page_share: float) -> list[int]:
    """The elements named as related reading (veto ``related_bit``) for "also asked" questions (``ALSO_ASKED_RE``)
    that hold more than ``page_share`` of the page's text and open on a question (``QUESTION_END_RE``, their first
    block): the page's own questions and answers, not a copied box under its title. Read from the few named
    nodes (``Blocks.vetoed``), the elements only."""
    if not dom.has_elements:
        return []
    most = page_share * dom.tree_text[0]
    boxes: list[int] = []
    for i in blocks.vetoed:
        if not blocks.vetoes[i] & related_bit or dom.tree_text[i] <= most:
            continue
        name = dom.names(i)
        if ALSO_ASKED_WORD not in name.lower() or ALSO_ASKED_RE.search(name) is None:
            continue
        k = bisect_left(blocks.ids, i)
        if k < len(blocks.ids) and blocks.ids[k] < dom.end[i] \
                and QUESTION_END_RE.search(blocks.texts[k].strip()) is not None:
            boxes.append(i)
    return boxes


# An answer's own text in a Q&A engine's answers box (``ANSWERS_BOX_RE``): "answer-content", "answer-body",
# "answer_text" (Discourse-like and Chinese Q&A themes), Stack Exchange's "answercell", Question2Answer's
# "qa-a-item-content". A one-line answer ("No, that day is a holiday.", "ཡིན། ཚེས་བཅོ་ལྔ་ཉིན་ཡིན།") scores as low as
# the answerer's name and the vote buttons around it and was left out while the question was kept (review h230: a
# Tibetan and a Uyghur Q&A page lost their only answer). Kept when the page's question before the box is kept and
# ``never_kept`` did not leave the line out. An answer the model keeps a line of is judged as it stands: its other
# lines are the body's notes, left out ("编辑于 2024-09-03", "著作权归作者所有"; review h238: a Chinese answer kept its
# copyright note); the rule brings back the answers left out whole.
ANSWER_BODY_RE = re.compile(r"(?<![a-z])(?:answer[-_]?(?:content|body|text)|answercell|qa-a-item-content)(?![a-z])",
                            re.IGNORECASE)
ANSWER_WORDS = ("answer", "qa-a-")  # one is in every match of ``ANSWERS_BOX_RE`` and ``ANSWER_BODY_RE`` (lowered)


def keep_answer_bodies(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the blocks, not left out by ``never_kept``, inside an answer's body (``ANSWER_BODY_RE``, within an
    element named a box of answers, ``ANSWERS_BOX_RE``) none of whose blocks is kept, when a block before that box is
    kept: the question's text, in place. The classes the features read (``Blocks.classes``), gated by
    ``ANSWER_WORDS``."""
    classes = blocks.classes
    if not dom.has_elements or not classes:
        return
    if not class_text_may_hold(dom, blocks, ANSWER_WORDS):
        return  # (the page-wide gate: the classes read below, joined and lowered)
    end = dom.end
    named = [i for i in sorted(classes) if any(word in classes[i].lower() for word in ANSWER_WORDS)]
    boxes = [i for i in named if ANSWERS_BOX_RE.search(dom.names(i)) is not None]
    in_box = Subtrees(dom, boxes)  # (a bisect per body: a page of thousands of answers, each in its own box)
    bodies = [i for i in named if ANSWER_BODY_RE.search(classes[i]) is not None and in_box.encloses(i)]
    if not bodies:
        return
    first_box = max(box for box in boxes if box < bodies[0])
    if not any(keep[b] for b in blocks.ids if b < first_box):
        return  # the question is not the page's kept text
    ids, last = blocks.ids, -1
    for body in bodies:  # (in document order; a body inside another is read with it)
        if body < last:
            continue
        last = end[body]
        lines = range(bisect_left(ids, body), bisect_left(ids, last))
        if not any(keep[ids[k]] for k in lines):
            for k in lines:
                if not excluded[k]:
                    keep[ids[k]] = 1
