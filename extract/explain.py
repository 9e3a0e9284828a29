"""Why each block of a page was kept or dropped: ``auto``'s ladder explained, block by block (``tsheg extract --explain``).

``auto`` (``extract.algorithms.auto``) scores every text block twice (stage 1: the block's own features; stage 2:
with its neighbours', siblings' and container's), leaves out the blocks ``never_kept`` names, keeps those whose
stage-2 logit passes the threshold, then runs the named steps of its ladder (``auto.ladder.LADDER``), each keeping or
dropping blocks, and last ``drop_inline_furniture``. ``explain_page`` runs that same ladder once with a trace
(``kept_nodes(..., trace=...)``: the keep marks compared before and after each step, only when asked) and returns,
per block, its scores, whether ``never_kept`` left it out and which of its named finders did, every one that holds
it (``never_kept_parts``: ``never:footer``, ``never:related+footer``), its state after the threshold and every step
that changed it, in order: the answer to "why did my paragraph vanish?" without a script that copies the ladder.

A trace's final states are the normal run's kept blocks (the steps are the same functions, read from the same list).

>>> page = "<html><body><h1>ཁ་བྱང་།</h1><p>བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད། ང་ཚོས་ཡི་གེ་བྲིས།</p></body></html>"
>>> [(b.tag, start_state(b), flips_text(b), b.kept) for b in explain_page(page.encode())]
[('h1', 'over', 'none', True), ('p', 'over', 'none', True)]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field

from extract.algorithms.auto.features import Blocks, block_features
from extract.algorithms.auto.ladder import MAX_MODELLED_NODES, THRESHOLD_STEP, LadderState, kept_nodes
from extract.algorithms.auto.model import THRESHOLD, block_scores, stage1_logits
from extract.decode import BINARY_ENCODING, Decoded, decode_page
from extract.dom import Dom, build_dom

EXPLAINED_ALGORITHM = "auto"  # the one extractor with a ladder of named steps to explain
INLINE_STEP = "drop_inline_furniture"  # the last step, after the ladder: a kept block drawn for screen readers alone
TEXT_CHARS = 80  # characters of a block's text a table line shows (the whole text: ``BlockTrace.text``, JSON)
SHORTENED_MARK = "…"  # ends a shortened text
NO_STEPS = "none"  # a table line's steps column when no step changed the block
KEPT_MARK, DROPPED_MARK = "K", "."  # a table line's first column: the block is in the main text, or not
NEVER_STATE, NEVER_NAME_MARK = "never", ":"  # a never-kept block's start state and what joins its finders' names
FINDERS_JOIN = "+"  # between the names of several finders that hold one block (``never:related+footer``)
SPACES_RE = re.compile(r"\s+")  # runs of white space (a block's line breaks) read as one space in a table line


class UnexplainedAlgorithm(ValueError):
    """An extractor other than ``auto`` was asked to explain itself: it has no named steps."""


@dataclass(frozen=True)
class StepFlip:
    """One ladder step that changed a block: the step's name and whether the block is kept after it."""

    step: str
    kept: bool


@dataclass
class BlockTrace:
    """Why one text block is in the main text or not."""

    node: int  # the block's id in the page's Dom (pre-order)
    tag: str
    text: str  # the block's whole text
    stage1: float  # stage-1 logit (the block's own features)
    stage2: float  # stage-2 logit (with its context), before ``never_kept``
    never_kept: bool  # ``never_kept`` left it out of every step
    threshold_kept: bool  # kept after the threshold on the stage-2 logit (never when ``never_kept``)
    flips: list[StepFlip] = field(default_factory=list)  # the steps that changed it, in order
    kept: bool = False  # in the main text at the end
    never_kept_by: str = ""  # the first ``never_kept`` finder that holds it ("" when none): ``never_kept_finders[0]``
    # every ``never_kept`` finder that holds it, in ``never_kept_parts``' order (empty when none): each alone would
    # leave it out, so bringing the block back means changing all of them
    never_kept_finders: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        """The two names agree whichever was given: the first finder is ``never_kept_by``, and a trace made with
        ``never_kept_by`` alone (before ``never_kept_finders`` was added) lists that one."""
        if self.never_kept_finders and not self.never_kept_by:
            self.never_kept_by = self.never_kept_finders[0]
        elif self.never_kept_by and not self.never_kept_finders:
            self.never_kept_finders = [self.never_kept_by]

    def record(self) -> dict[str, object]:
        """The JSON fields (``tsheg extract --explain --json``): the fields, the flips as ``{step, kept}``;
        ``never_kept_by`` a string as it always was, ``never_kept_finders`` the list."""
        return asdict(self)


class _Recorder:
    """The trace ``kept_nodes`` calls: the threshold's marks, then each step's changes (a step that changed nothing
    costs one comparison of the marks)."""

    def __init__(self, ids: list[int]) -> None:
        self.ids = ids
        self.flips: list[list[StepFlip]] = [[] for _ in ids]
        self.excluded: list[bool] = [False] * len(ids)
        self.never_by: list[tuple[str, ...]] = [()] * len(ids)
        self.start: list[bool] = [False] * len(ids)
        self.keep = bytearray()

    def __call__(self, step: str, before: bytes | None, state: LadderState) -> None:
        keep = self.keep = state.keep
        if before is None:
            assert step == THRESHOLD_STEP
            self.excluded = list(state.excluded)
            self.never_by = list(state.never_by)
            self.start = [bool(keep[b]) for b in self.ids]
        elif before != keep:
            for k, b in enumerate(self.ids):
                if before[b] != keep[b]:
                    self.flips[k].append(StepFlip(step, bool(keep[b])))


def explain_decoded(decoded: Decoded, algorithm: str = EXPLAINED_ALGORITHM,
                    params: Mapping[str, float] | None = None) -> list[BlockTrace]:
    """Every text block of a decoded page, in document order, with why ``auto`` kept or dropped it.

    The page is read as ``extract_decoded`` reads it (the same title, threshold and steps). ``UnexplainedAlgorithm``
    for another algorithm; ``ValueError`` for a page past ``MAX_MODELLED_NODES`` (``auto`` keeps its ``text_blocks``
    with no ladder to explain).
    """
    if algorithm != EXPLAINED_ALGORITHM:
        raise UnexplainedAlgorithm(f"only {EXPLAINED_ALGORITHM} explains its choices (a ladder of named steps); "
                                   f"{algorithm} has none")
    dom = build_dom(decoded.root)
    if len(dom) > MAX_MODELLED_NODES:
        raise ValueError(f"page of {len(dom)} elements, more than {EXPLAINED_ALGORITHM} models "
                         f"({MAX_MODELLED_NODES}): it keeps every block that is not a link list, no step to explain")
    threshold = (params or {}).get("THRESHOLD", THRESHOLD)
    blocks = block_features(dom, decoded.title or dom.title)
    return explain_blocks(dom, blocks, stage1_logits(blocks), block_scores(blocks), threshold)


def explain_blocks(dom: Dom, blocks: Blocks, stage1: list[float], stage2: list[float],
                   threshold: float = THRESHOLD) -> list[BlockTrace]:
    """Every block of ``blocks``, in document order, with why ``kept_nodes`` kept or dropped it given these scores
    (``stage2`` the ladder reads; ``stage1`` reported alongside): the ladder run once with a trace."""
    trace = _Recorder(blocks.ids)
    final = set(kept_nodes(dom, blocks, stage2, threshold, trace=trace))
    out = []
    for k, b in enumerate(blocks.ids):
        flips = trace.flips[k]
        if trace.keep[b] and b not in final:
            flips.append(StepFlip(INLINE_STEP, False))
        out.append(BlockTrace(node=b, tag=dom.tags[b], text=blocks.texts[k], stage1=stage1[k], stage2=stage2[k],
                              never_kept=trace.excluded[k], threshold_kept=trace.start[k], flips=flips,
                              kept=b in final, never_kept_finders=list(trace.never_by[k])))
    return out


def explain_page(body: bytes, headers: Mapping[str, str] | None = None,
                 algorithm: str = EXPLAINED_ALGORITHM) -> list[BlockTrace]:
    """Decode a page's bytes and explain ``auto``'s choice of every block (``explain_decoded``); a body that is no
    text (``BINARY_ENCODING``) has no blocks."""
    decoded = decode_page(body, headers)
    if decoded.encoding == BINARY_ENCODING:
        return []
    return explain_decoded(decoded, algorithm)


def shorten(text: str, chars: int = TEXT_CHARS) -> str:
    """``text`` on one line, at most ``chars`` characters (``SHORTENED_MARK`` closing a cut one).

    >>> shorten("ཀ་ཁ་\\nག་ང་", 4)
    'ཀ་ཁ…'
    """
    line = SPACES_RE.sub(" ", text).strip()
    return line if len(line) <= chars else line[:chars - 1] + SHORTENED_MARK


def start_state(block: BlockTrace) -> str:
    """What the block was before the steps: ``never:`` and the names of the ``never_kept`` finders that left it
    out, all that hold it (``never_kept_parts``: ``never:footer``, ``never:related+footer``), ``over`` or ``under``
    the threshold.

    >>> start_state(BlockTrace(1, "p", "", 0.0, 0.0, True, False, never_kept_finders=["footer"]))
    'never:footer'
    >>> start_state(BlockTrace(1, "p", "", 0.0, 0.0, True, False, never_kept_finders=["related", "footer"]))
    'never:related+footer'
    """
    if block.never_kept:
        names = FINDERS_JOIN.join(block.never_kept_finders)
        return f"{NEVER_STATE}{NEVER_NAME_MARK}{names}" if names else NEVER_STATE
    return "over" if block.threshold_kept else "under"


def flips_text(block: BlockTrace) -> str:
    """The steps that changed the block, ``name+`` (kept by it) or ``name-`` (dropped by it), or ``NO_STEPS``.

    >>> flips_text(BlockTrace(1, "p", "", 0.0, 0.0, False, True, [StepFlip("drop_headline", False)]))
    'drop_headline-'
    """
    return " ".join(f"{f.step}{'+' if f.kept else '-'}" for f in block.flips) or NO_STEPS


# The table's columns (``table_line``): the kept mark, node id, tag, the two logits, the start state, then the steps
# and the text, which run as long as they are; the header's names are set to the same widths.
TABLE_HEADER = f"{'kept':<4} {'node':>5} {'tag':<8} {'stage1':>7} {'stage2':>7} {'start':<6} steps  text"


def table_line(block: BlockTrace) -> str:
    """One block as a table line: kept mark, node id, tag, the two logits, the start state, the steps, the text."""
    mark = KEPT_MARK if block.kept else DROPPED_MARK
    return (f"{mark:<4} {block.node:5d} {block.tag:<8} {block.stage1:+7.2f} {block.stage2:+7.2f} "
            f"{start_state(block):<6} {flips_text(block)}  {shorten(block.text)}")
