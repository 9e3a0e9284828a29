"""Builder modules: a page builder's call-to-action module is the site's appeal (``drop_cta_modules``), the
label of its animated number counter a caption of a figure no text holds (``drop_counter_modules``), and a flip
card's two faces a teaser and its answer (``drop_flip_cards``): none is the page's text.

The page builders set a landing page's closing appeal as a module of its own: a heading, a sentence and a button
("Ready to start a project? Call us and we answer within a day. [Contact us]"). Divi names it ``et_pb_promo``,
Elementor ``elementor-widget-call-to-action``, WPBakery ``vc_cta3``, Beaver Builder ``fl-module-cta``, SiteOrigin
``sow-cta-base``: the builder's own name for the module, the same on every site it draws. The appeal asks the reader
to act (book, call, enrol, donate); it says nothing of the service the page describes, and the truths leave it out
(extraction-dev's HR consulting page drops its "How Can We Help You? ... Get in touch with us today!" box). The
model keeps it: a heading over a full sentence in the page's main column. Guards: the module is short (at most
``CTA_MODULE_CHARS``), holds a button (a link outside its kept prose: a story's closing paragraph or a quote set in
the box for its colours holds its link inside a sentence, and stays), the page keeps text outside it (a page whose
only kept text is in such a module keeps it), and the page holds fewer than ``CTA_CARD_SET_MODULES`` of them (a row
of three course or service cards drawn with Elementor's widget is the page's offer, not its appeal).

A landing page's row of number counters ("5000+ patients treated", "32 villages") is drawn by a script: the
builder writes the figure in a data attribute (Divi's ``data-number-value``, Elementor's ``data-to-value``) and an
empty or "0" span, so the text holds the caption alone ("patients treated"), a heading the model keeps. Divi names
the module ``et_pb_number_counter`` / ``et_pb_circle_counter``, Elementor ``elementor-widget-counter``, WPBakery
``vc_pie``. Guard: the module is short (at most ``COUNTER_MODULE_CHARS``: a caption, not a paragraph). Extraction-dev
holds neither module: dev texts unchanged; own pages (tests/test_auto_service_builders_s40.py).

A flip card shows a short teaser on its front ("95%", "Ready for a change?") and turns on a click or a hover to a
back face that answers it ("of our clients keep their new hire a year"): a landing page's stats or service grid drawn
by Elementor's flip box (``elementor-flip-box``, its faces ``elementor-flip-box__front`` / ``__back``), a theme's or
Bootstrap's ``flip-card`` (``flip-card-front`` / ``flip-card-back``), the classic ``flip-container``. Both faces are
in the page's text at once, the back one hidden by a 3D transform the extractor does not see; a reader sees one face
of a card at a time, a teaser and its answer, and the truths leave the grid out, both faces (extraction-dev's HR
consulting page, wcxb 0182: a grid of three stat cards, neither face in its truth). ``drop_flip_cards`` leaves out
the kept blocks of a short card (at most ``FLIP_CARD_CHARS``: two faces of a phrase or two) when the page keeps more
text outside the flip cards than in them: a bilingual glossary or a flash-card page whose cards are its text (a
word on the front, its meaning on the back) keeps them. Extraction-dev: wcxb 0182 0.647 -> 0.694 (Uyghur) and
0.722 -> 0.756 (Tibetan), no other page changes; own pages (tests/test_auto_service_pages_s42.py). Review h284: a
card's outer box and a CSS module's card are named so too, a card holds a back face (a table in a "table-flipbox" box
is none), and a card whose faces share no script is a word and its translation, the page's text (a bilingual poem's
verses); own pages (tests/test_auto_service_review_s42.py).
"""
from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.dom import Dom

# The builders' class names of a call-to-action module: Divi's "et_pb_promo", Elementor's
# "elementor-widget-call-to-action", WPBakery's "vc_cta3" (its box; "vc_cta3-container" wraps it), Beaver Builder's
# "fl-module-cta", SiteOrigin's "sow-cta-base". Whole names only: Divi's "et_pb_promo_description" is the module's
# text box, inside the module, and "vc_cta3-content" WPBakery's.
CTA_MODULE_RE = re.compile(
    r"(?<![\w-])(?:et_pb_promo|elementor-widget-call-to-action|vc_cta3|fl-module-cta|sow-cta-base)(?![\w-])"
)
# literals one of which every name ``CTA_MODULE_RE`` matches holds (the page-wide gate, ``class_text_may_hold``)
CTA_MODULE_LITERALS = ("et_pb_promo", "call-to-action", "vc_cta3", "module-cta", "sow-cta")
# characters at most (white space aside) of a call-to-action module: a heading and one or two sentences, as a
# Tibetan or Uyghur fill writes them (~2.2 characters per Chinese one); a box of more is a section of the page's text
CTA_MODULE_CHARS = 400
# levels at most from a kept block up to the module holding it (Divi: text, description, module; Elementor: title,
# content, cta, skin box, widget container, widget)
CTA_MODULE_LEVELS = 7
# call-to-action modules holding kept text, at least, that make a page's card set rather than its closing appeal
# (Elementor's widget drawn three or four to a row as course or service cards; a landing page repeats its appeal
# once, at the top and at the bottom)
CTA_CARD_SET_MODULES = 3


def _named_box(dom: Dom, blocks: Blocks, node: int, name_re: re.Pattern[str], levels: int) -> int:
    """The box holding ``node`` (or ``node`` itself) within ``levels`` levels whose class ``name_re`` matches, else
    -1."""
    classes, parent = blocks.classes, dom.parent
    for _ in range(levels + 1):
        if node < 0:
            return -1
        name = classes.get(node, "") if classes is not None else dom.attr(node, "class")
        if name and name_re.search(name):
            return node
        node = parent[node]
    return -1


def drop_cta_modules(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks inside a page builder's call-to-action module (``CTA_MODULE_RE``) of at most
    ``CTA_MODULE_CHARS`` characters holding a button, when the page keeps text outside such modules and holds fewer
    than ``CTA_CARD_SET_MODULES`` of them, in place. A button is a link of the module outside its kept prose (a
    sentence's own inline link, "give <a>a donation</a> and ...", is no button: the box is the story's or a quote's,
    set in the builder's appeal box for its colours). A Dom without its lxml elements (no classes to read) is left as
    it is; a page whose class names hold none of ``CTA_MODULE_LITERALS`` is left after one substring test."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, CTA_MODULE_LITERALS):
        return
    tree_text, links, link_text = dom.tree_text, dom.links, dom.link_text
    held: dict[int, list[int]] = {}  # short module with a link -> the kept blocks inside it
    prose_link_text: dict[int, int] = {}  # module -> link characters inside its kept blocks of mixed text
    outside = 0  # characters kept outside those modules
    for b in blocks.ids:
        if not keep[b]:
            continue
        module = _named_box(dom, blocks, b, CTA_MODULE_RE, CTA_MODULE_LEVELS)
        if module >= 0 and tree_text[module] <= CTA_MODULE_CHARS and links[module] > 0:
            held.setdefault(module, []).append(b)
            if link_text[b] < tree_text[b]:
                prose_link_text[module] = prose_link_text.get(module, 0) + link_text[b]
        else:
            outside += tree_text[b]
    if not outside:
        return  # the page's only kept text: the page is the appeal
    if len(held) >= CTA_CARD_SET_MODULES:
        return  # a row of such boxes is the page's cards (courses, services), each with its "more" button
    for module, inside in held.items():
        if link_text[module] > prose_link_text.get(module, 0):  # a link of its own beside the text: the button
            for b in inside:
                keep[b] = 0


# The builders' class names of an animated number counter: Divi's "et_pb_number_counter" and "et_pb_circle_counter",
# Elementor's "elementor-widget-counter", WPBakery's "vc_pie" (its round chart with a caption). Whole names only.
COUNTER_MODULE_RE = re.compile(
    r"(?<![\w-])(?:et_pb_number_counter|et_pb_circle_counter|elementor-widget-counter|vc_pie)(?![\w-])"
)
COUNTER_MODULE_LITERALS = ("_counter", "widget-counter", "vc_pie")  # the gate's literals (``class_text_may_hold``)
# characters at most (white space aside) of a counter module: its caption and figure ("ནད་པ་བཅོས་ཟིན།", "مەمنۇن
# ساياھەتچى", "5000+"), a phrase; a box of more holds a sentence of the page's own
COUNTER_MODULE_CHARS = 60
# levels at most from a kept block up to its counter module (Divi: title, module; Elementor: title, counter, widget
# container, widget)
COUNTER_MODULE_LEVELS = 4


def drop_counter_modules(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks inside a page builder's number counter module (``COUNTER_MODULE_RE``) of at most
    ``COUNTER_MODULE_CHARS`` characters, in place. A Dom without its lxml elements is left as it is; a page whose class
    names hold none of ``COUNTER_MODULE_LITERALS`` is left after one substring test."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, COUNTER_MODULE_LITERALS):
        return
    tree_text = dom.tree_text
    for b in blocks.ids:
        if keep[b]:
            module = _named_box(dom, blocks, b, COUNTER_MODULE_RE, COUNTER_MODULE_LEVELS)
            if module >= 0 and tree_text[module] <= COUNTER_MODULE_CHARS:
                keep[b] = 0


# The class names of a flip card, the box holding its two faces: Elementor's "elementor-flip-box" (its widget
# "elementor-widget-flip-box"), a theme's or Bootstrap recipe's "flip-card" / "flipcard" / "flip-box" / "flipbox"
# (also with a prefix: "hr-flip-card", "ux-flip-box"), "card-flip", and the classic "flip-container"; a card's outer
# box named so ("flip-card-container", "service-flip-box-wrapper"), and a CSS module's card ("FlipCard_card__x1B2",
# "FlipBox_root__9k": the component's name, its box's local name, a hash; review h284). Whole names only:
# "flip-card-front", "flip-card-inner" and "elementor-flip-box__back" are the card's parts, inside it. A prefix's
# words are letters and digits, each closed by "-", "_", "--" or "__" ("block__flip-card"; not ``\w``, which holds
# "_" too: "a_b_c_..." would split in exponentially many ways before a failing end; review of s42)
FLIP_CARD_RE = re.compile(
    r"(?<![\w-])(?:[^\W_]+(?:__|--|[-_]))*(?:flip[-_]?(?:card|box)|card[-_]flip|flip-container)"
    r"(?:[-_](?:container|wrapper|wrap|holder|outer)|_(?:root|card|box|container|wrapper)__[\w-]+)?(?![\w-])",
    re.IGNORECASE,
)
# A face of a flip card, by one class token (``_names_face``) ending in the word "back" / "front" after a face's or a
# card's word ("flip-card-back", "flip-box-front", "elementor-flip-box__back", "card-face--back", "cardBack", a CSS
# module's "FlipCard_back__p0Q"), or the token alone ("back", the classic flip-container's), or the word before
# "face"/"side" ("back-face"): a card has a back face, which a table or a box whose class merely holds the word has not
# (review h284: "table-flipbox" around a table of figures), nor a box holding a page's back-arrow link ("backToTop",
# "back-link", "go-back", "btn-back", "back2": review of s42). The face's or card's words start at a name boundary,
# the token's start, a "-" or "_", or a camel-case hump ("FlipCard_back"), and may run on ("flipcard-back",
# "card-face--back"): a word's tail is no card ("textbox-back", "inbox-front", "sandbox-back": session 43, h300).
# The run holds ``FLIP_FACE_WORDS_MAX`` words at most (an unbounded run split a long token, "card-card-...-x", in
# many ways at each start before failing: a 25,000-character class 9 s per search, review f3; a longer run still
# matches from a later word's boundary), and a run of separators is read one way only: between two words and after
# the run, never by two "[-_]*" in a row ("card" and 20,000 hyphens took 2 s per search, review f7)
FLIP_FACE_WORDS = r"(?:face|side|card|box|flipper|flip|layer)"
FLIP_FACE_WORDS_MAX = 3  # words at most before "back"/"front" ("flip-card-face-back": 3)
NAME_BOUNDARY = r"(?:^|(?<=[-_])|(?-i:(?<=[a-z])(?=[A-Z])))"  # a class token's word starts here
FLIP_FACE_CONTEXT = (rf"(?:^|{NAME_BOUNDARY}{FLIP_FACE_WORDS}(?:[-_]*{FLIP_FACE_WORDS}){{0,{FLIP_FACE_WORDS_MAX - 1}}})"
                     r"[-_]*")
FLIP_BACK_RE = re.compile(rf"{FLIP_FACE_CONTEXT}back(?:__[\w-]+)?$|^back[-_]*(?:face|side)$", re.IGNORECASE)
FLIP_FRONT_RE = re.compile(rf"{FLIP_FACE_CONTEXT}front(?:__[\w-]+)?$|^front[-_]*(?:face|side)$", re.IGNORECASE)
LATIN_LETTER_RE = re.compile(r"[A-Za-z]")  # a Latin letter: a face written (partly) in English
FLIP_CARD_LITERALS = ("flip",)  # the gate's literal (``class_text_may_hold``)
# characters at most (white space aside) of a flip card, both faces: a figure or a short title and a sentence or two
# on each side, as a Tibetan or Uyghur fill writes them; a box of more is a section of text set in a card
FLIP_CARD_CHARS = 600
# levels at most from a kept block up to its flip card (Elementor: title, inner, overlay, face, flip box; Bootstrap:
# text, body, face, inner, card)
FLIP_CARD_LEVELS = 6


def _names_face(name: str, face_re: re.Pattern[str]) -> bool:
    """Whether a token of the class attribute ``name`` names a card's face (``FLIP_BACK_RE`` or ``FLIP_FRONT_RE``)."""
    return any(face_re.search(token) is not None for token in name.split())


def _flip_faces(dom: Dom, card: int) -> tuple[int, int]:
    """(the first front face, the first back face) inside ``card`` by their class names (``FLIP_FRONT_RE``,
    ``FLIP_BACK_RE``), -1 where none. A card is short (``FLIP_CARD_CHARS``), so its subtree is read node by node."""
    front = back = -1
    for node in range(card + 1, dom.end[card]):
        name = dom.attr(node, "class")
        if not name:
            continue
        if back < 0 and _names_face(name, FLIP_BACK_RE):
            back = node
        elif front < 0 and _names_face(name, FLIP_FRONT_RE):
            front = node
        if front >= 0 and back >= 0:
            break
    return front, back


def _face_scripts(dom: Dom, face: int) -> set[str]:
    """The scripts a face's letters are written in (Tibetan, Arabic, CJK, Latin); none for a figure ("95%")."""
    counts = {"tibetan": dom.tibetan_letters[face], "arabic": dom.arabic_letters[face], "cjk": dom.cjk[face]}
    scripts = {script for script, count in counts.items() if count}
    if LATIN_LETTER_RE.search(dom.elements[face].text_content()):
        scripts.add("latin")
    return scripts


def _is_flip_card(dom: Dom, card: int) -> bool:
    """Whether ``card`` is a teaser card: it holds a back face (a box whose class merely holds the words has none),
    and its two faces are not a word and its translation, faces with letters that share no script (a language
    lesson's or a bilingual poem's cards, "ئالما" / "ཀུ་ཤུ། 苹果 apple", are the page's text; review h284). A front in
    one script with a hint in another ("ۋاقىت Tap to flip") shares its back's script, and stays a teaser."""
    front, back = _flip_faces(dom, card)
    if back < 0:
        return False
    if front < 0:
        return True
    front_scripts, back_scripts = _face_scripts(dom, front), _face_scripts(dom, back)
    return not (front_scripts and back_scripts and not front_scripts & back_scripts)


def drop_flip_cards(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks inside a flip card (``FLIP_CARD_RE``, with a back face, not a translation pair:
    ``_is_flip_card``) of at most ``FLIP_CARD_CHARS`` characters, both its faces, when the page keeps more text outside
    such cards than inside them (a flash-card page's cards are its text), in place. A Dom without its lxml elements is
    left as it is; a page whose class names hold no ``FLIP_CARD_LITERALS`` is left after one substring test."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, FLIP_CARD_LITERALS):
        return
    tree_text = dom.tree_text
    inside: list[int] = []
    kept_inside = kept_outside = 0
    judged: dict[int, bool] = {}  # card -> whether it is a short teaser card
    for b in blocks.ids:
        if not keep[b]:
            continue
        card = _named_box(dom, blocks, b, FLIP_CARD_RE, FLIP_CARD_LEVELS)
        if card >= 0 and card not in judged:
            judged[card] = tree_text[card] <= FLIP_CARD_CHARS and _is_flip_card(dom, card)
        if card >= 0 and judged[card]:
            inside.append(b)
            kept_inside += tree_text[b]
        else:
            kept_outside += tree_text[b]
    if kept_inside and kept_outside > kept_inside:
        for b in inside:
            keep[b] = 0
