"""Questionnaires: a ``<form>`` whose controls answer the questions it prints is the page's text, not a site's
control (``questionnaire_forms``); a quiz widget set beside a page's text is the site's (``drop_quiz_widgets``).

``never_kept`` drops every block of a ``<form>`` holding a control a reader sees (``FORM_BIT``): a site's search box,
its login, its newsletter sign-up, a comment form, a shop's sort bar. A survey or a quiz sets its questions in one
form as well, each a line asking something (``QUESTION_END_RE``: "?", "？", "؟", a Tibetan question particle before
the shad) over the control that answers it (a drop-down, radio buttons or tick boxes, a text area): those questions
are what the page says (review h207: a Tibetan readers' survey and a Chinese residents' questionnaire lost every
question). A form is a questionnaire when it asks ``QUESTIONS_MIN`` distinct questions or more and offers as many
answers to give (``ANSWER_CONTROL_TAGS``, or groups of ``CHOICE_INPUT_TYPES`` by their ``name``). A site's forms ask
at most a question or two ("Forgot your password?", "No account yet?") and take typed text (a name, an e-mail, a
query, a password), one tick box at most ("Remember me"); a facet bar's drop-downs and tick boxes name choices and
ask nothing. A form that takes the reader's e-mail address or telephone number, a date or a quantity
(``ORDER_INPUT_TYPES``, ``ORDER_NAME_RE``) is an enquiry, a booking or an order: a service page's "Get a quote" form
asks "How did you hear about us?", "What is your budget?", "Which service do you need?" over its drop-downs and sends
them back with the visitor's address; a guest house's booking form asks "How many guests?", "Airport pickup?" beside
its arrival date; a shop's product form asks "Which size do you need?", "Gift wrapping?" over its quantity box.
Their questions are the site's, not the page's text (review h217). Its blocks are left for the model to judge as any block (``control_lines`` still drops a short line
holding a control that asks nothing; a questionnaire's line that asks a question stays: ``asked_questions``).

A quiz widget is no questionnaire of the page's: a service page's "Take the quiz" or self-assessment box ("Is your
team ready to grow?") shows one question at a time with its radio buttons, a progress bar and "Next" buttons, set in
a box its plugin or theme names so (Quiz Maker's ``ays-quiz-container``, Quiz And Survey Master's
``qsm-quiz-container``, WP-Pro-Quiz's ``wpProQuiz_content``, a theme's ``assessment-wrapper``), often with no
``<form>``. Its questions and their intro are the site's lead funnel, and the truths leave the box out (extraction-dev's
HR consulting page, wcxb 0182: a ten-question self-assessment, none of it in its truth). ``drop_quiz_widgets`` leaves
out the kept blocks of such a box (``QUIZ_BOX_RE`` within ``QUIZ_BOX_LEVELS`` of ``QUIZ_GROUPS_MIN`` radio groups or
more) when the page keeps more text outside its quiz boxes than inside them: a quiz page, whose quiz is its text, keeps
it, as a survey's form keeps its questions. Extraction-dev (after ``drop_flip_cards``): wcxb 0182 0.694 -> 0.916
(Uyghur) and 0.756 -> 0.984 (Tibetan), no other page changes. Review h284: a quiz of check boxes is one too, and a
page's ``<body>`` or ``<article>`` whose class names an assessment template or category is no quiz box (it held the
page's text, which then outweighed its quiz); own pages (tests/test_auto_service_review_s42.py).
"""

from __future__ import annotations

import re
from itertools import compress, islice

from extract.algorithms.auto.boxes import blocks_inside
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold, page_memo
from extract.dom import QUESTION_CHARS, QUESTION_END_RE, Dom

FORM_TAG = "form"
QUESTIONS_MIN = 3  # distinct questions at least (a survey's, a quiz's); a site's form asks two at most
ANSWER_CONTROL_TAGS = frozenset({"select", "textarea"})  # a control that answers one question alone
CHOICE_INPUT_TYPES = frozenset({"radio", "checkbox"})  # inputs that answer one question as a group (by ``name``)
# inputs that take the reader's address (HTML §4.10.5.1.5 E-mail, §4.10.5.1.4 Telephone) or a day (§4.10.5.1.7 Date,
# §4.10.5.1.10 Local Date and Time): an enquiry's, a booking's, not a survey's
ORDER_INPUT_TYPES = frozenset({"email", "tel", "date", "datetime-local"})
# an input's name or autofill hint asking for an address or a quantity: "your-email", "contact[phone]", "mobile",
# "tel", "quantity" (a shop's cart form: WooCommerce's, Shopify's), "qty" (Magento's)
ORDER_NAME_RE = re.compile(r"(?:^|[-_\[\s])(?:e-?mail|phone|mobile|tel|quantity|qty)(?:$|[-_\]\s])", re.IGNORECASE)
# elements whose text is no question the form prints: a drop-down's options, a button's caption, code
NO_QUESTION_TAGS = frozenset({"option", "optgroup", "select", "textarea", "button", "script", "style"})


def questionnaire_forms(dom: Dom) -> list[int]:
    """The ``<form>`` elements of the page that are questionnaires (``is_questionnaire``), in document order. A Dom
    without its lxml elements has none. One scan of the tags (in C), then one walk of each form's subtree, once per
    page (``page_memo``: ``never_kept`` and ``asked_questions`` both ask; the list is read-only)."""
    if not dom.has_elements or FORM_TAG not in dom.tags:
        return []
    elements, tags = dom.elements, dom.tags  # (h315: the forms found in C, ``compress``, not a loop over every tag)
    return page_memo(dom, questionnaire_forms, lambda: [
        i for i in compress(range(len(tags)), map(FORM_TAG.__eq__, tags)) if is_questionnaire(elements[i])])


def asked_questions(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies in a questionnaire (``questionnaire_forms``) and its text asks a question
    (``QUESTION_END_RE``, at most ``QUESTION_CHARS`` characters): a question over the drop-down that answers it,
    which ``control_lines`` would read as a control's label."""
    inside = blocks_inside(dom, blocks, questionnaire_forms(dom))
    return [within and length <= QUESTION_CHARS and QUESTION_END_RE.search(text.rstrip()) is not None
            for within, text, length in zip(inside, blocks.texts, blocks.lengths)]


def is_questionnaire(form) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a ``<form>`` asks ``QUESTIONS_MIN`` distinct questions or more (text pieces of at most
    ``QUESTION_CHARS`` characters outside ``NO_QUESTION_TAGS`` ending as ``QUESTION_END_RE`` says) and offers at
    least as many answers (``ANSWER_CONTROL_TAGS`` elements, and groups of ``CHOICE_INPUT_TYPES`` inputs, one per
    ``name``; an unnamed one is a group of its own), and takes no address, date or quantity (``_is_order_input``).
    One walk of the form's subtree, after a count of its controls in C (h315, exact: its answers and choice groups are
    among its ``ANSWER_CONTROL_TAGS`` and ``<input>`` elements, and a form with fewer than ``QUESTIONS_MIN`` of them,
    a search box's, offers too few answers whatever its text)."""
    if sum(1 for _ in islice(form.iter(*ANSWER_CONTROL_TAGS, "input"), QUESTIONS_MIN)) < QUESTIONS_MIN:
        return False
    answers = 0
    groups: set[str | int] = set()
    questions: set[str] = set()
    for el in form.iter():
        tag = el.tag
        if not isinstance(tag, str):  # comments and processing instructions
            continue
        if tag in ANSWER_CONTROL_TAGS:
            answers += 1
        elif tag == "input" and (el.get("type") or "").strip().lower() in CHOICE_INPUT_TYPES:
            groups.add(el.get("name") or id(el))
        elif tag == "input" and _is_order_input(el):
            return False
        if tag not in NO_QUESTION_TAGS:
            _add_question(questions, el.text)
        parent = el.getparent()
        if el is not form and parent is not None and parent.tag not in NO_QUESTION_TAGS:
            _add_question(questions, el.tail)  # (a tail is its parent's text)
    return len(questions) >= QUESTIONS_MIN and answers + len(groups) >= QUESTIONS_MIN


def _is_order_input(control) -> bool:  # noqa: ANN001 (lxml element)
    """Whether an ``<input>`` takes the reader's e-mail address or telephone number, a date or a quantity: by its
    type (``ORDER_INPUT_TYPES``), or its name or autofill hint (``ORDER_NAME_RE``)."""
    if (control.get("type") or "").strip().lower() in ORDER_INPUT_TYPES:
        return True
    return any(ORDER_NAME_RE.search(control.get(key) or "") for key in ("name", "autocomplete"))


def _add_question(questions: set[str], piece: str | None) -> None:
    """Add ``piece`` (stripped) to ``questions`` when it is a question (``QUESTION_END_RE``, at most
    ``QUESTION_CHARS`` characters), in place."""
    if piece:
        piece = piece.strip()
        if len(piece) <= QUESTION_CHARS and QUESTION_END_RE.search(piece):
            questions.add(piece)


# The class names of a quiz widget's box: a name holding "quiz" or "assessment" (Quiz Maker's "ays-quiz-container",
# Quiz And Survey Master's "qsm-quiz-container", WP-Pro-Quiz's "wpProQuiz_content", "quiz-wrapper", a theme's
# "hr-assessment-wrapper", "self-assessment"); the radio groups inside decide (``QUIZ_GROUPS_MIN``). The word whole,
# or its plural: after no letter, or camel-cased after a small one ("ProQuiz"), and before no small letter ("squizz",
# "quizlet-embed", "reassessment-notes" are other words; review of s42)
QUIZ_BOX_RE = re.compile(
    r"(?:(?<![A-Za-z])(?:[Qq]uiz|[Aa]ssessment)|(?<=[a-z])(?:Quiz|Assessment))(?:zes|s)?(?![a-z])")
QUIZ_BOX_LITERALS = ("quiz", "assessment")  # the gate's literals (``class_text_may_hold``; lower case)
# levels at most from a radio button up to its quiz box (input, label, options, question step, steps, box, wrapper)
QUIZ_BOX_LEVELS = 8
# radio groups (by ``name``) at least in a quiz box: three questions, each with its choices; a poll asks one
QUIZ_GROUPS_MIN = 3
# the ``type`` of a choice input that answers one question in a group: a radio button, or a quiz's check box ("Which
# of these have you checked?": several answers to one question, review h284)
CHOICE_TYPES = ("radio", "checkbox")
# tags whose class names describe the page, not a box on it (WordPress's body_class "page-template-assessment" and
# post_class "category-self-assessment", a template's main): never a quiz widget's box (review h284)
PAGE_BOX_TAGS = frozenset({"html", "body", "main", "article"})


def quiz_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The boxes named as a quiz's (``QUIZ_BOX_RE``; not the page's own ``PAGE_BOX_TAGS``), each the outermost within
    ``QUIZ_BOX_LEVELS`` levels above a block, that hold radio buttons or check boxes (``CHOICE_TYPES``) of
    ``QUIZ_GROUPS_MIN`` distinct groups or more (by ``name``; an unnamed one is a group of its own). One walk up from
    each block, and one of each named box's subtree. A Dom without its lxml elements has none."""
    if not dom.has_elements:
        return []
    parent, classes, tags = dom.parent, blocks.classes, dom.tags
    named: set[int] = set()
    for b in blocks.ids:
        box, node = -1, b
        for _ in range(QUIZ_BOX_LEVELS + 1):
            if node < 0:
                break
            name = classes.get(node, "") if classes is not None else dom.attr(node, "class")
            if name and QUIZ_BOX_RE.search(name) and tags[node] not in PAGE_BOX_TAGS:
                box = node
            node = parent[node]
        if box >= 0:
            named.add(box)
    boxes = []
    for box in sorted(named):
        groups = {el.get("name") or id(el) for el in dom.elements[box].iter("input")
                  if (el.get("type") or "").strip().lower() in CHOICE_TYPES}
        if len(groups) >= QUIZ_GROUPS_MIN:
            boxes.append(box)
    return boxes


def drop_quiz_widgets(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks inside a quiz widget's box (``quiz_boxes``) when the page keeps more text outside
    such boxes than inside them, in place. A page whose class names hold no ``QUIZ_BOX_LITERALS`` is left after one
    substring test."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, QUIZ_BOX_LITERALS):
        return
    boxes = quiz_boxes(dom, blocks)
    if not boxes:
        return
    tree_text = dom.tree_text
    inside = [keep[b] and within for b, within in zip(blocks.ids, blocks_inside(dom, blocks, boxes))]
    kept_inside = sum(tree_text[b] for b, within in zip(blocks.ids, inside) if within)
    kept_outside = sum(tree_text[b] for b, within in zip(blocks.ids, inside) if keep[b] and not within)
    if kept_inside and kept_outside > kept_inside:
        for b, within in zip(blocks.ids, inside):
            if within:
                keep[b] = 0
