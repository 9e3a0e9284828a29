"""Thread summaries: a machine's summary of a thread and a post's form fields, named so by their class
(``thread_summary_boxes``).

Boards now print a summary of the whole thread over its posts, written by a language model: XenForo's GPT thread
summary add-on (``div#ai-summary-block.xfa-gptts-block``: "Click For Summary", "Discussion Overview", "Main Points
Raised"), Discourse AI's ``div.ai-summary-box`` ("Summarized by AI on <date>"), a theme's ``ai_summary`` panel. Its
text retells the posts in the board's language (a Tibetan or Uyghur thread's summary is Tibetan or Uyghur prose as
long as a post), so it is read by its class, never by its words or its length: a class word naming an AI or GPT
summary (``AI_SUMMARY_CLASS_RE``); on a Discourse topic the box, as long as a post, took the posts' slot and the
topic came out as its summary (tests/test_auto_forum_furniture.py). XenForo 2 prints the custom fields of a thread's form as a list of pairs over
or under the first post (``div.message-fields``: "TL;DR", "Location", "Version" and their values): the form's labels
and a member's answers to them, not the post (``POST_FIELDS_CLASS_RE``). A post that quotes the words ("Click For
Summary", "TL;DR: ...") is no such box; an element so named that holds the page's ``<h1>``, ``<main>`` or
``<article>`` (``PAGE_WRAPPER_TAGS``) or over ``OVERLAY_PAGE_SHARE`` of its text is the page (a "summary view"
layout around the whole thread).
Extraction-dev: all 0.9130 -> 0.9137, the three variants of a physics board's XenForo thread with its GPT summary and
a "TL;DR" field better (0.740 -> 0.866, 0.773 -> 0.903, 0.693 -> 0.843), none lower.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, PAGE_WRAPPER_TAGS, named_boxes
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.algorithms.auto.words import KEYWORD_CACHE_SIZE
from extract.ascii_patterns import holds_any
from extract.dom import Dom

# A class or id word naming a machine's summary: "ai-summary-box" (Discourse AI), "ai_summary", "aiSummary",
# "gpt-summary", "llm-summary", XenForo's GPT thread summary add-on ("xfa-gptts-block", "gptts"). Not a page's own
# "summary", "entry-summary" (WordPress's excerpt) or "article-summary" (a story's standfirst), which are its text.
AI_SUMMARY_CLASS_RE = re.compile(r"(?<![a-z])(?:ai|gpt|llm)[-_]?(?:thread[-_]?|topic[-_]?)?summar(?:y|ies|ize)"
                                 r"|(?<![a-z])gptts(?![a-z])", re.IGNORECASE)
# XenForo 2's custom fields of a thread or post ("message-fields", "message-fields--before"): pairs of a field's
# label and a member's answer, printed over or under the post's text
POST_FIELDS_CLASS_RE = re.compile(r"(?<![\w-])message-fields(?:--(?:before|after))?(?![\w-])")


# The cheap test's words (``is_thread_summary_name``, beside an upper-case "UMMAR"), lowered: the page gate's too
THREAD_SUMMARY_GATE_WORDS = ("ummar", "gptts", "message-fields")


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_thread_summary_name(name: str) -> bool:
    """Whether a class attribute names a machine's summary of a thread (``AI_SUMMARY_CLASS_RE``) or a post's
    custom fields (``POST_FIELDS_CLASS_RE``); remembered across pages, as ``words.class_masks``."""
    if not holds_any(name, THREAD_SUMMARY_GATE_WORDS) and "UMMAR" not in name:
        return False  # (the cheap test first: most class names hold none of the words, lowered or "UMMAR")
    return AI_SUMMARY_CLASS_RE.search(name) is not None or POST_FIELDS_CLASS_RE.search(name) is not None


def thread_summary_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements named as a machine's thread summary or a post's custom fields
    (``is_thread_summary_name``) among the blocks and their ancestors that hold neither the page's
    ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text. Read by class alone: the engines name the box
    so (XenForo's id "ai-summary-block" beside its class "xfa-gptts-block"), and reading the ids as well cost 0.27
    CPU-s over the dev set's 460 pages, the classes alone 0.13 (``statements.statement_boxes``: 0.10)."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, THREAD_SUMMARY_GATE_WORDS):
        return []  # (the page gate, exact, h309: a class ``is_thread_summary_name`` finds holds one, lowered)
    end, tags, tree_text = dom.end, dom.tags, dom.tree_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    return named_boxes(dom, blocks, is_thread_summary_name,
                       lambda i: tree_text[i] <= most and PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]))
