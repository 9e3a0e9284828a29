"""Tag-path (XPath) clustering (seed 003, Liu Yunfeng), with per-site threshold training.

Steps (section numbers of the seed):

1. Preprocessing (§1): invisible noise is dropped and tags are paired by the
   parser and :mod:`extract.dom` (scripts, styles, hidden elements).
2. List (HUB) noise coefficient of a block (§2)::

       Cn = Nstring / (Nlink + Nstring) * NODEnohref / (NODEhref + 1) * 100 %

   with lengths that count a character above U+00FF as 2 and any other as 1.
3. XPath clustering (§3 (1), §4.1): the leaves of the DOM are numbered in
   document order and grouped by identical tag path. Per cluster: the spans
   ``|x_j - x_k|`` of its members, the mean period ``dT`` and the span variance.
4. Splitting (§3 (2)): a cluster whose span variance is not within the
   threshold is cut where ``theta = span(j+1, j+2) / span(j, j+1)`` leaves
   ``[THETA_MIN, THETA_MAX] = [0.85, 2]``.
5. Segmentation (§4.1): in document order, the first cluster with size >
   ``MAXSIZE``, length > ``LENGTH_THRESHOLD``, ``Cn > CN_THRESHOLD`` and
   ``dT > PRESPAN`` is the content block.
6. Text (§4.2): inside the block, text is collected between table/div
   boundaries, keyed by the tag path of the table/div that holds it; a path's
   document frequency is the number of such chunks sharing it; the chunks whose
   frequency reaches ``FREQUENCY_THRESHOLD`` are printed.
7. Thresholds (§5): trained per site. For one sample page
   ``Length_Threshold = Mid(KMeans(Length, Clusternum))``,
   ``Cn_Threshold = Mid(KMeans(Cn, Clusternum))`` and ``Frequency_Threshold =
   mean(document frequencies)`` (eq. 6-8); over M pages of a site the minimum
   of each (eq. 9-11). :class:`SiteThresholds` trains, saves and loads them;
   ``tsheg train-site`` stores them at ``<config folder>/trained/<site>.yaml``
   and the crawler passes :meth:`SiteThresholds.as_params` as ``params``.

Decisions where the seed is silent:

- A leaf is a block element with text of its own, the text of the inline
  elements it holds included (``BLOCK_LEAVES``; a ``<b>`` inside a paragraph
  does not make a cluster of its own). A leaf counts as a ``href`` node when
  most of its text is link text.
- §4.1 scans the clusters after ``Sort(new cluster)`` without saying by
  what: they are sorted by text length, most first (``SORT_BY_LENGTH``), so
  "the first cluster that passes" is the longest that passes.
- The block of a cluster, over which ``Cn`` is computed, is the stretch of
  leaves from its first to its last member (the list region it spans, links
  of other clusters inside included); its length is its members' text.
- "Variance within the threshold" is ``sigma <= CV_MAX * dT`` (coefficient of
  variation of the spans). A cut at ``theta > THETA_MAX`` falls after member
  ``j + 1`` (the next gap widened), at ``theta < THETA_MIN`` after member ``j``
  (the previous gap was the wide one). The pieces are final (not split again)
  and take their place in document order.
- When no cluster passes every rule, the cluster with the most text among
  those that pass ``Cn`` is the block (an article with one paragraph per
  leaf still yields its text); with none, nothing is extracted.
- The samples of eq. 6 and 8 are the page's table/div chunks (the blocks of
  §4.2: text between table/div boundaries), their length and Cn.
  ``Mid(KMeans(X, Clusternum))`` is the midpoint between the two centroids of
  a one-dimensional 2-means (``CLUSTERNUM``: noise and content), i.e. the
  boundary k-means draws between them; the means are seeded at the quantiles
  (deterministic). ``mean(frequencies)`` of eq. 7 is over the distinct tag
  paths of the chunks in the page's content block (found with the page's own
  Length and Cn thresholds).
- Measured on extraction-dev, training over the other pages of the same
  page structure (leave-one-out, 235 pages) gives SH F1 .643 against .755 for
  the defaults (Length and Cn alone .718; with cluster samples instead of
  chunks .605): the defaults stay the defaults, training is per site on request.
"""

from __future__ import annotations

import errno
import math
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import yaml

from extract.algorithms._blocks import block_owner, merge_params, with_inline
from extract.atomic_files import atomic_write
from extract.dom import Dom, build_dom
from extract.strict_yaml import LocatedYaml, quote

THETA_MIN = 0.85  # lower bound of the span ratio theta inside one list (seed 003 §3 (2))
THETA_MAX = 2.0  # upper bound of theta (seed 003 §3 (2))
# Defaults of the trained thresholds (seed 003 §4.1, §5; decided on extraction-dev, see module doc):
MAXSIZE = 2  # a content cluster has more than MAXSIZE leaves
LENGTH_THRESHOLD = 1000.0  # minimum text length of the content cluster (chars above U+00FF count 2; SH F1 100 .547, 500 .720, 1000 .729)
CN_THRESHOLD = 50.0  # minimum list-noise coefficient Cn of the content block, in % (50 .547, 100 .548)
PRESPAN = 0.0  # minimum mean period dT of the content cluster, in leaves (0 .720, 1 .712 at length 500)
FREQUENCY_THRESHOLD = 1.0  # minimum document frequency of a printed chunk's table/div path
CV_MAX = 3.0  # span variance "within threshold": sigma <= CV_MAX * dT (at length 1000: 2 .725, 3 .729, never split .729)
CLUSTERNUM = 2  # k of the one-dimensional k-means of §5 eq. 6 and 8 (noise and content)
KMEANS_ROUNDS = 100  # iteration cap of the k-means (it converges long before on page data)

BLOCK_LEAVES = 1.0  # 1: inline text counts in its block's leaf (SH F1 .731); 0: every element with own text (.729)

SORT_BY_LENGTH = 1.0  # order of the clusters §4.1 scans: 1 most text first (SH F1 .742), 0 document order (.731)

PARAMS = ("SORT_BY_LENGTH", "BLOCK_LEAVES", "MAXSIZE", "LENGTH_THRESHOLD", "CN_THRESHOLD", "PRESPAN", "FREQUENCY_THRESHOLD",
          "CV_MAX", "THETA_MIN", "THETA_MAX")
# Tags whose boundaries cut the text into chunks (seed 003 §4.2).
CHUNK_TAGS = frozenset({"table", "div"})


def _params(params: Mapping[str, float] | None) -> dict[str, float]:
    return merge_params(globals(), PARAMS, params)


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    """Ids of the kept nodes: the frequent chunks of the first content cluster (seed 003 §4)."""
    p = _params(params)
    page = _Page(dom, bool(p["BLOCK_LEAVES"]))
    if not page.leaves:
        return []
    clusters = page.clusters(p)
    block = page.content_block(clusters, p)
    if block is None:
        return []
    chunks = page.chunks(block)
    frequency = _frequencies(dom, chunks)
    threshold = p["FREQUENCY_THRESHOLD"]
    kept: list[int] = []
    for chunk, leaves in chunks.items():
        if frequency[dom.path[chunk]] >= threshold:
            kept.extend(leaves)
    return with_inline(dom, kept, page.owner)


@dataclass
class Cluster:
    """Leaves (indices into the page's leaf list) sharing one tag path, in document order."""

    members: list[int]
    final: bool = False  # a piece of a split cluster (not split again)

    @property
    def period(self) -> float:
        """Mean period dT: the mean span between neighbouring members (§3 eq. 3)."""
        m = self.members
        return (m[-1] - m[0]) / (len(m) - 1) if len(m) > 1 else 0.0

    def variance(self) -> float:
        """Span variance (§3 eq. 4)."""
        m = self.members
        if len(m) < 2:
            return 0.0
        dt = self.period
        return sum((b - a - dt) ** 2 for a, b in zip(m, m[1:])) / (len(m) - 1)


class _Page:
    """Leaves of one page with prefix sums for O(1) block statistics."""

    def __init__(self, dom: Dom, block_leaves: bool = True) -> None:
        self.dom = dom
        weight = _weighted_own_lengths(dom)
        in_link = dom.in_link
        n = len(dom)
        owner = block_owner(dom) if block_leaves else list(range(n))
        self.owner = owner
        text, link_text = [0] * n, [0] * n
        for i in range(n):
            if weight[i]:
                text[owner[i]] += weight[i]
                if in_link[i]:
                    link_text[owner[i]] += weight[i]
        self.leaves = [i for i in range(n) if text[i]]
        self.weight = [text[i] for i in self.leaves]
        # prefix sums over leaves: non-link length, link length, href leaves (mostly link text)
        nonlink, link, href = [0], [0], [0]
        for i, w in zip(self.leaves, self.weight):
            nonlink.append(nonlink[-1] + w - link_text[i])
            link.append(link[-1] + link_text[i])
            href.append(href[-1] + (1 if 2 * link_text[i] > w else 0))
        self._nonlink, self._link, self._href = nonlink, link, href

    def clusters(self, p: Mapping[str, float]) -> list[Cluster]:
        """XPath clusters (§4.1) with high-variance ones split (§3 (2)), in document order."""
        by_path: dict[int, list[int]] = {}
        path = self.dom.path
        for k, i in enumerate(self.leaves):
            by_path.setdefault(path[i], []).append(k)
        out: list[Cluster] = []
        for members in by_path.values():
            cluster = Cluster(members)
            if len(members) > 2 and math.sqrt(cluster.variance()) > p["CV_MAX"] * cluster.period:
                out.extend(_split(members, p["THETA_MIN"], p["THETA_MAX"]))
            else:
                out.append(cluster)
        if p["SORT_BY_LENGTH"]:
            out.sort(key=lambda c: (-self.length(c), c.members[0]))
        else:
            out.sort(key=lambda c: c.members[0])
        return out

    def length(self, cluster: Cluster) -> int:
        """Text length of the cluster's members (a character above U+00FF counts 2)."""
        return sum(self.weight[k] for k in cluster.members)

    def cn(self, cluster: Cluster) -> float:
        """List-noise coefficient Cn (§2, in %) of the block the cluster spans."""
        a, b = cluster.members[0], cluster.members[-1] + 1
        n_string = self._nonlink[b] - self._nonlink[a]
        n_link = self._link[b] - self._link[a]
        href = self._href[b] - self._href[a]
        nohref = (b - a) - href
        if n_string + n_link == 0:
            return 0.0
        return n_string / (n_link + n_string) * nohref / (href + 1) * 100.0

    def chunk_statistics(self) -> tuple[list[float], list[float]]:
        """Length and Cn of every table/div chunk of the page (the samples of §5 eq. 6 and 8)."""
        chunk_of = _nearest_chunk(self.dom)
        by_chunk: dict[int, list[int]] = {}
        for k, leaf in enumerate(self.leaves):
            by_chunk.setdefault(chunk_of[leaf], []).append(k)
        lengths, cns = [], []
        for members in by_chunk.values():
            n_string = sum(self._nonlink[k + 1] - self._nonlink[k] for k in members)
            n_link = sum(self._link[k + 1] - self._link[k] for k in members)
            href = sum(self._href[k + 1] - self._href[k] for k in members)
            lengths.append(float(n_string + n_link))
            cns.append(n_string / (n_link + n_string) * (len(members) - href) / (href + 1) * 100.0)
        return lengths, cns

    def content_block(self, clusters: list[Cluster], p: Mapping[str, float]) -> Cluster | None:
        """The first cluster that passes every rule of §4.1 (fallback: the longest passing Cn)."""
        fallback, fallback_length = None, 0
        for cluster in clusters:
            cn = self.cn(cluster)
            if cn <= p["CN_THRESHOLD"]:
                continue
            length = self.length(cluster)
            if (len(cluster.members) > p["MAXSIZE"] and length > p["LENGTH_THRESHOLD"]
                    and cluster.period > p["PRESPAN"]):
                return cluster
            if length > fallback_length:
                fallback, fallback_length = cluster, length
        return fallback

    def chunks(self, block: Cluster) -> dict[int, list[int]]:
        """Leaves of the block's stretch grouped by their nearest table/div (§4.2), in order.

        The key is the table/div node (or the root when there is none); the
        values are the leaves' node ids.
        """
        chunk_of = _nearest_chunk(self.dom)
        out: dict[int, list[int]] = {}
        for k in range(block.members[0], block.members[-1] + 1):
            leaf = self.leaves[k]
            out.setdefault(chunk_of[leaf], []).append(leaf)
        return out


def _split(members: list[int], theta_min: float, theta_max: float) -> list[Cluster]:
    """Cut a cluster where theta leaves [theta_min, theta_max] (§3 (2), heuristic rule 1)."""
    cuts: set[int] = set()  # a cut at c separates members[c - 1] and members[c]
    for j in range(len(members) - 2):
        before = members[j + 1] - members[j]
        after = members[j + 2] - members[j + 1]
        theta = after / before
        if theta > theta_max:
            cuts.add(j + 2)
        elif theta < theta_min:
            cuts.add(j + 1)
    pieces: list[Cluster] = []
    start = 0
    for c in sorted(cuts):
        pieces.append(Cluster(members[start:c], final=True))
        start = c
    pieces.append(Cluster(members[start:], final=True))
    return pieces


def _nearest_chunk(dom: Dom) -> list[int]:
    """For every node, its nearest table/div ancestor-or-self (0, the root, when none)."""
    out = [0] * len(dom)
    tags, parent = dom.tags, dom.parent
    for i in range(len(dom)):
        if tags[i] in CHUNK_TAGS:
            out[i] = i
        elif parent[i] >= 0:
            out[i] = out[parent[i]]
    return out


def _frequencies(dom: Dom, chunks: Iterable[int]) -> dict[int, int]:
    """Document frequency of each chunk's tag path: chunks sharing it (§4.2)."""
    freq: dict[int, int] = {}
    for chunk in chunks:
        path = dom.path[chunk]
        freq[path] = freq.get(path, 0) + 1
    return freq


def _weighted_own_lengths(dom: Dom) -> list[int]:
    """Own text length per node, a character above U+00FF counting 2 (§2)."""
    out = [0] * len(dom)
    for owner, text in zip(dom.piece_owner, dom.piece_text):
        if text is None:
            continue
        compact = "".join(text.split())
        wide = len(compact) - len(compact.encode("latin-1", "ignore"))
        out[owner] += len(compact) + wide
    return out


# --- Training (§5) ------------------------------------------------------------------

def kmeans_1d(values: list[float], k: int = CLUSTERNUM) -> list[float]:
    """Sorted centroids of a deterministic one-dimensional k-means (quantile seeds).

    >>> kmeans_1d([1, 2, 3, 50, 52, 400], 3)
    [2.0, 51.0, 400.0]
    """
    data = sorted(values)
    if not data:
        return []
    k = max(1, min(k, len(set(data))))
    centroids = [data[min(len(data) - 1, int((j + 0.5) * len(data) / k))] for j in range(k)]
    for _ in range(KMEANS_ROUNDS):
        groups: list[list[float]] = [[] for _ in centroids]
        for x in data:
            nearest = min(range(len(centroids)), key=lambda j: abs(x - centroids[j]))
            groups[nearest].append(x)
        new = [sum(g) / len(g) if g else c for g, c in zip(groups, centroids)]
        if new == centroids:
            break
        centroids = new
    return sorted(float(c) for c in centroids)


def mid(centroids: list[float]) -> float:
    """``Mid`` of §5: the middle centroid; for an even k the midpoint of the two middle ones.

    >>> mid([10.0, 90.0]), mid([1.0, 5.0, 9.0])
    (50.0, 5.0)
    """
    n = len(centroids)
    if not n:
        return 0.0
    return centroids[n // 2] if n % 2 else (centroids[n // 2 - 1] + centroids[n // 2]) / 2


# The keys of a trained thresholds file (``<config folder>/trained/<site>.yaml``) that only label it, as
# :meth:`SiteThresholds.save` writes them; its other keys are the fields of SiteThresholds.
THRESHOLDS_FILE_LABELS = {"algorithm": "tagpath", "seed": "003 §5"}


@dataclass
class SiteThresholds:
    """The trained thresholds of one site (seed 003 §5, eq. 9-11): the minimum over its pages."""

    LENGTH_THRESHOLD: float = LENGTH_THRESHOLD
    CN_THRESHOLD: float = CN_THRESHOLD
    FREQUENCY_THRESHOLD: float = FREQUENCY_THRESHOLD
    pages: int = 0  # sample pages the values were trained on (0: defaults)

    @classmethod
    def train(cls, pages: Iterable[object]) -> SiteThresholds:
        """Train on sample pages (:class:`Dom` objects or lxml roots): eq. 6-8 per page, eq. 9-11 over them."""
        per_page = [page_thresholds(page if isinstance(page, Dom) else build_dom(page)) for page in pages]
        per_page = [t for t in per_page if t is not None]
        if not per_page:
            return cls()
        return cls(
            LENGTH_THRESHOLD=min(t[0] for t in per_page),
            CN_THRESHOLD=min(t[1] for t in per_page),
            FREQUENCY_THRESHOLD=min(t[2] for t in per_page),
            pages=len(per_page),
        )

    def as_params(self) -> dict[str, float]:
        """The ``params`` mapping for :func:`select`."""
        return {"LENGTH_THRESHOLD": self.LENGTH_THRESHOLD, "CN_THRESHOLD": self.CN_THRESHOLD,
                "FREQUENCY_THRESHOLD": self.FREQUENCY_THRESHOLD}

    def save(self, path: str | Path) -> None:
        """Write the thresholds as YAML (parent folders created), atomically: through a temporary file in the
        same folder and ``os.replace``, so a crawl reading the file meanwhile sees the old values or the new
        ones, never half a file, with the permissions any new file of the user gets (``extract.atomic_files``;
        it was owner-only 0600). Raises ``OSError`` when the folder or the file cannot be written."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        body = {**THRESHOLDS_FILE_LABELS, **asdict(self)}
        text = yaml.safe_dump(body, sort_keys=False, allow_unicode=True)
        if path.is_dir():   # (os.replace would say only "Is a directory" of the temporary file's rename)
            raise IsADirectoryError(errno.EISDIR, "is a folder, not a file", str(path))
        atomic_write(path, text.encode("utf-8"))

    @classmethod
    def load(cls, path: str | Path) -> SiteThresholds:
        """Read thresholds written by :meth:`save` with the strict YAML reader of the crawl configuration
        (:mod:`extract.strict_yaml`). A malformed file raises :class:`extract.strict_yaml.YamlError` (a
        ``ValueError``) with one line naming the file, the line and the key, a wrong value quoted short."""
        doc = LocatedYaml.read(Path(path), "trained thresholds file")
        if not isinstance(doc.data, dict):
            raise doc.error((), "not a tag-path thresholds file (expected a mapping of "
                            + ", ".join(THRESHOLDS_FILE_KEYS) + ")")
        values: dict[str, float | int] = {}
        for key, value in doc.data.items():
            if key not in THRESHOLDS_FILE_KEYS:
                raise doc.unknown_key((key,), THRESHOLDS_FILE_KEYS)
            if key in THRESHOLDS_FILE_LABELS:
                continue
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                raise doc.error((key,), f"must be a finite number, not {type(value).__name__} {quote(value)}")
            values[key] = int(value) if key == "pages" else float(value)
        return cls(**values)


# Every key a trained thresholds file may hold: its labels, then the thresholds and the page count.
THRESHOLDS_FILE_KEYS = (*THRESHOLDS_FILE_LABELS, *(f.name for f in fields(SiteThresholds)))


def page_thresholds(dom: Dom) -> tuple[float, float, float] | None:
    """Eq. 6-8 on one page: (Length_Threshold, Cn_Threshold, Frequency_Threshold), None without leaves."""
    page = _Page(dom)
    if not page.leaves:
        return None
    p = _params(None)
    clusters = page.clusters(p)
    lengths, cns = page.chunk_statistics()
    length = mid(kmeans_1d(lengths))
    cn = mid(kmeans_1d(cns))
    p.update(LENGTH_THRESHOLD=length, CN_THRESHOLD=cn)
    block = page.content_block(clusters, p)
    if block is None:
        return length, cn, FREQUENCY_THRESHOLD
    chunks = page.chunks(block)
    freq = _frequencies(dom, chunks)
    return length, cn, sum(freq.values()) / len(freq)
