"""Why each block of a page was kept or dropped: ``auto``'s ladder explained, block by block (``tsheg extract --explain``).

``auto`` (``extract.algorithms.auto``) scores every text block twice (stage 1: the block's own features; stage 2:
with its neighbours', siblings' and container's), leaves out the blocks ``never_kept`` names, keeps those whose
stage-2 logit passes the threshold, then runs the named steps of its ladder (``auto.ladder.LADDER``), each keeping or
dropping blocks, and last ``drop_inline_furniture``. ``explain_page`` runs that same ladder once with a trace
(``kept_nodes(..., trace=...)``: the keep marks compared before and after each step, only when asked) and returns,
per block, its scores, whether ``never_kept`` left it out and which of its named finders did, every one that holds
it (``never_kept_parts``: ``never:footer``, ``never:related+footer``), its state after the threshold and every step
that changed it, in order: the answer to "why did my paragraph vanish?" without a script that copies the ladder.
Text left out after the steps, where the kept nodes are rendered (``drop_inline_furniture``: a scrolling ticker, an
element for screen readers alone, a wiki's "[edit]" link, a list row's date), is named per block too
(``BlockTrace.render_cuts``: ``render:ticker`` and the text cut), also when the block stays kept with the rest.

A trace's final states are the normal run's kept blocks (the steps are the same functions, read from the same list).

>>> page = "<html><body><h1>ཁ་བྱང་།</h1><p>བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད། ང་ཚོས་ཡི་གེ་བྲིས།</p></body></html>"
>>> [(b.tag, start_state(b), flips_text(b), b.kept) for b in explain_page(page.encode())]
[('h1', 'over', 'none', True), ('p', 'over', 'none', True)]
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field

from extract.algorithms.auto.features import Blocks, block_features
from extract.algorithms.auto.ladder import MAX_MODELLED_NODES, THRESHOLD_STEP, LadderState, kept_nodes
from extract.algorithms.auto.model import THRESHOLD, block_scores, stage1_logits
from extract.decode import BINARY_ENCODING, Decoded, decode_page
from extract.dom import Dom, build_dom

EXPLAINED_ALGORITHM = "auto"  # the one extractor with a ladder of named steps to explain
INLINE_STEP = "drop_inline_furniture"  # the last step, after the ladder: a kept block drawn for screen readers alone
RENDER_STEP_PREFIX = "render:"  # before the kind of a render-time cut (``render:ticker``): ``inline.furniture_kind``
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


@dataclass(frozen=True)
class RenderCut:
    """Text of a block left out where the kept nodes are rendered, after the steps (``drop_inline_furniture``): the
    cut's step name (``render:ticker``, ``render:screen_reader``, ``render:inline_furniture``, ``render:row_date``,
    ``render:headline_info``) and the text it cut (the block's whole text when the block itself went)."""

    step: str
    text: str


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
    # the text cut from it where the kept nodes are rendered, in document order (empty when none): a block kept with
    # its ticker cut out stays ``kept``, its output text without the ticker's
    render_cuts: list[RenderCut] = field(default_factory=list)

    def __post_init__(self) -> None:
        """The two names agree whichever was given: the first finder is ``never_kept_by``, and a trace made with
        ``never_kept_by`` alone (before ``never_kept_finders`` was added) lists that one."""
        if self.never_kept_finders and not self.never_kept_by:
            self.never_kept_by = self.never_kept_finders[0]
        elif self.never_kept_by and not self.never_kept_finders:
            self.never_kept_finders = [self.never_kept_by]

    def record(self) -> dict[str, object]:
        """The JSON fields (``tsheg extract --explain --json``): the fields, the flips as ``{step, kept}``;
        ``never_kept_by`` a string as it always was, ``never_kept_finders`` the list, ``render_cuts`` as
        ``{step, text}``."""
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
    (``stage2`` the ladder reads; ``stage1`` reported alongside): the ladder run once with a trace, its last step
    (``drop_inline_furniture``) telling what it cut (``render_cuts``)."""
    trace = _Recorder(blocks.ids)
    cut_roots: list[tuple[int, str]] = []
    final = set(kept_nodes(dom, blocks, stage2, threshold, trace=trace, cuts=cut_roots))
    cuts = render_cuts(dom, blocks, trace.keep, cut_roots)
    out = []
    for k, b in enumerate(blocks.ids):
        flips = trace.flips[k]
        if trace.keep[b] and b not in final:
            flips.append(StepFlip(INLINE_STEP, False))
        out.append(BlockTrace(node=b, tag=dom.tags[b], text=blocks.texts[k], stage1=stage1[k], stage2=stage2[k],
                              never_kept=trace.excluded[k], threshold_kept=trace.start[k], flips=flips,
                              kept=b in final, never_kept_finders=list(trace.never_by[k]),
                              render_cuts=cuts.get(b, [])))
    return out


def render_cuts(dom: Dom, blocks: Blocks, keep: bytearray,
                cut_roots: list[tuple[int, str]]) -> dict[int, list[RenderCut]]:
    """The text ``drop_inline_furniture`` cut from the blocks the ladder kept (``keep``: its final marks;
    ``cut_roots``: each node it left out with its subtree and the rule's kind, as ``kept_nodes`` tells them), per block
    id: a cut inline node's text under the block that owns it, a cut block's (or a block inside a cut element's)
    whole text under that block. Linear in the cut nodes' blocks."""
    owner = blocks.owner
    out: dict[int, list[RenderCut]] = {}
    texts = dict(zip(blocks.ids, blocks.texts))
    ids = blocks.ids   # (in document order: the blocks inside a cut element are a stretch of them)
    end = dom.end
    for root, kind in cut_roots:
        step = RENDER_STEP_PREFIX + kind
        if owner[root] != root:
            out.setdefault(owner[root], []).append(RenderCut(step, dom.text(root)))
        for b in ids[bisect_left(ids, root):bisect_left(ids, end[root])]:
            if keep[b]:
                out.setdefault(b, []).append(RenderCut(step, texts[b]))
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


def steps_text(block: BlockTrace) -> str:
    """The table's steps column: the steps that changed the block (``flips_text``), then the name of each render-time
    cut of its text (``render:ticker``: once per kind, in order), or ``NO_STEPS``.

    >>> steps_text(BlockTrace(1, "div", "", 0.0, 0.0, False, True, render_cuts=[RenderCut("render:ticker", "ཀ")]))
    'render:ticker'
    """
    flips = [flips_text(block)] if block.flips else []
    cuts = list(dict.fromkeys(cut.step for cut in block.render_cuts))
    return " ".join(flips + cuts) or NO_STEPS


# The table's columns (``table_lines``): their header names, how each is aligned (``<`` left, ``>`` right) and its
# least width in characters (the header name's, or wider for the short values it holds: a node id of five digits, a
# logit "+12.34", a tag); each is as wide as its widest value on the page, so a long finder's name
# ("never:consent+footer") or a row of several steps moves the columns after it on every line alike. The text runs
# last, as long as it is, after ``TEXT_GAP``.
TABLE_COLUMNS = (("kept", "<", 4), ("node", ">", 5), ("tag", "<", 8), ("stage1", ">", 7), ("stage2", ">", 7),
                 ("start", "<", 6), ("steps", "<", 5))
TEXT_HEADER = "text"
COLUMN_GAP, TEXT_GAP = " ", "  "  # between two columns; between the last (steps) and the text


def table_cells(block: BlockTrace) -> tuple[str, ...]:
    """One block's values for ``TABLE_COLUMNS``: kept mark, node id, tag, the two logits, start state, steps."""
    return (KEPT_MARK if block.kept else DROPPED_MARK, str(block.node), block.tag, f"{block.stage1:+.2f}",
            f"{block.stage2:+.2f}", start_state(block), steps_text(block))


def table_lines(blocks: list[BlockTrace]) -> list[str]:
    """The table of ``blocks``: the header, then one line per block (kept mark, node id, tag, the two logits, the
    start state, the steps, the text shortened), every column as wide as its widest value (``TABLE_COLUMNS``), so
    each starts at the same offset on every line."""
    rows = [table_cells(block) for block in blocks]
    widths = [max([least, len(name)] + [len(row[c]) for row in rows])
              for c, (name, _, least) in enumerate(TABLE_COLUMNS)]

    def line(cells: tuple[str, ...], text: str) -> str:
        padded = COLUMN_GAP.join(f"{cell:{align}{width}}"
                                 for cell, (_, align, _), width in zip(cells, TABLE_COLUMNS, widths))
        return f"{padded}{TEXT_GAP}{text}"

    header = line(tuple(name for name, _, _ in TABLE_COLUMNS), TEXT_HEADER)
    return [header] + [line(row, shorten(block.text)) for row, block in zip(rows, blocks)]


TABLE_HEADER = table_lines([])[0]  # the header of a table whose values all fit the least widths (no block: the same)


def table_line(block: BlockTrace) -> str:
    """One block as a table line, its columns sized to it alone (``table_lines`` sizes a page's lines together)."""
    return table_lines([block])[1]
