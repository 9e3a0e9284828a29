"""Final read n3 of session 44: the hand-written page gates of ``structured_pages.keep_event_dates``
(``EVENT_BOX_WORDS``) and ``story_comments.drop_story_comments`` (``COMMENT_BOX_WORDS``) are tighter than what
``literal_gate.folded_literals`` derives from their regexes, so they stay by hand; each derived literal must hold one
of the hand words (or be a branch's other word, listed with the hand word its branch holds), and each name the
regexes are written for must match and hold one, or a box the regex names would be skipped by the gate.
"""

from __future__ import annotations

import pytest

from extract.algorithms.auto import story_comments, structured_pages
from extract.literal_gate import folded_literals

# (pattern, hand words, derived literals that hold none: literal -> the branch holding a hand word beside it)
HAND_GATES = {
    "event_box": (structured_pages.EVENT_BOX_RE, structured_pages.EVENT_BOX_WORDS,
                  {"single": "single[-_]event"}),
    "comment_box": (story_comments.COMMENT_BOX_RE, story_comments.COMMENT_BOX_WORDS, {}),
}
# names each regex is written for (the modules' comments), in their sites' cases
NAMED_BOXES = [
    ("event_box", "tribe-events-single"), ("event_box", "tribe-events-schedule"), ("event_box", "mec-single-event"),
    ("event_box", "Single_Event"), ("event_box", "event-details"), ("event_box", "EVENT_WHEN"),
    ("comment_box", "comments-area"), ("comment_box", "Comment_Wrapper"), ("comment_box", "disqus_thread"),
    ("comment_box", "responses"),
]


@pytest.mark.parametrize("gate", sorted(HAND_GATES))
def test_hand_gate_words_cover_derived_literals(gate):
    pattern, words, other_words = HAND_GATES[gate]
    literals = folded_literals(pattern)
    if literals is None:
        pytest.skip("this Python's parser gives no literals")
    assert literals
    for literal in literals:
        if literal in other_words:
            branch = other_words[literal]
            assert branch in pattern.pattern and any(word in branch for word in words), literal
        else:
            assert any(word in literal for word in words), literal


@pytest.mark.parametrize(("gate", "name"), NAMED_BOXES)
def test_named_boxes_pass_hand_gate(gate, name):
    pattern, words, _ = HAND_GATES[gate]
    assert pattern.search(name)
    assert any(word in name.lower() for word in words)
