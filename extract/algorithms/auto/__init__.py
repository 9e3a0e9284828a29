"""``auto``, the default extractor: a two-stage block classifier over the seed papers' node scores.

Design (the issue left it open; measured on ``../shared/data/extraction-dev``):

1. **Blocks.** The unit is the text block: a block-level element (``Dom.block``)
   with the text of the inline elements it holds (links inside a sentence stay
   with their sentence). Every block gets ``FEATURES`` (46 numbers) built from
   the ideas of the five seeds and of the classic extractors:
   link density of the block and of its ancestors at 1, 2, 3 and 5 levels
   (seed 000 Relativity, seed 004 rho), log text lengths (seed 002 TA), the
   number of links (seed 002 LA), membership of the maximum-subtree-sum
   container of ``text - 3 * link text`` (seed 002's CC read as one best
   subtree), tag-path repetition (seed 003 clusters), title likeness (seed
   001), sentence punctuation and digits, position, distance from the first
   ``<h1>``, duplicated text, HTML5 landmarks (``nav``/``footer``/``aside``
   vs ``article``/``main``) and class/id/role/itemprop words by kind (navigation,
   footer, header, sidebar, comments, social/byline, main text, ARIA
   landmarks), near (block and 3 ancestors) and far (any ancestor).
   Dot share (seed 000 Veracity) is left out: on the dev set menus and main
   text are in the same language, so it does not separate them.
2. **Stage 1**: a logistic regression over those features (``STAGE1_WEIGHTS``).
3. **Stage 2** (context, jusText-style but learnt): a second logistic
   regression (``STAGE2_WEIGHTS``, 14 weights) over the stage-1 logit, its gap
   to the page's best and mean block, the length-weighted mean probability of
   the neighbouring blocks (1 and 3 each side) and of the other blocks under
   the same ancestor (1, 2, 3, 4, 6 levels up), whether the block lies in
   the ancestor with the most evidence (sum of ``length * (2p - 1)``), and its
   topic similarity (``topic_similarity``, seed 004's TF-IDF cosine to the main
   block, the main block being the other blocks weighted by their stage-1
   probability). This handles forum threads (many short posts in a good
   container), short articles (the gap to the page's best block keeps a page
   from losing all its text), list pages (link-dense containers score low, so
   no menus are stitched together; a page whose blocks all lose keeps only its
   best ones) and teasers of other documents (their words are not the
   article's).
4. A block is kept when its stage-2 logit exceeds ``THRESHOLD``; a block inside a
   cookie-consent dialog, in related reading, in a forum signature, in a dialog
   over the page, in customers' reviews, in a wiki's furniture, in a newsletter or donation box
   (``CONSENT_RE`` / ``RELATED_RE`` / ``SIGNATURE_RE`` / ``OVERLAY_RE`` / ``REVIEWS_RE`` /
   ``WIKI_FURNITURE_RE`` / ``APPEAL_RE`` on the class/id of any
   ancestor), in a forum post's author
   pane or header line (``POSTER_RE``), in a ``<footer>`` or a ``<form>`` with a visible control or in a second
   ``<main>`` beside the headline's, or that is a post's subject, date or age line, an
   ad's label or a "read also" or previous/next story link line (``is_furniture_line``, in its text)
   (``never_kept``) never is.
5. **Records** (rules, ``rescue_records``): the slot (tag path and class) that
   holds most of the kept text keeps its doubtful blocks too, the one-line posts
   of a thread; a page where no block but a heading passes keeps its best slot
   (``keep_best_slot``); a heading just above kept text in its own box keeps its place
   (``keep_section_headings``: a listing's teaser titles); a table or a list whose cells
   or items are mostly kept keeps them all (``complete_tables``, ``complete_lists``: a
   spec sheet's number cells).
6. **Vetoes** (rules, ``furniture_veto``): breadcrumbs, bylines, call-to-action
   links (named so, or holding links named as buttons: "read more"), share bars, tag lists, copyright notices and reader
   comments under an article go; in a thread (the kept text is
   mostly "comments") every post's text slot stays; short blocks holding a control a reader
   sets (``control_lines``), breadcrumb trails read in the text (``is_trail``), each record's
   repeated link bar (``tool_bars``), a tab bar naming the page's headings (``tab_entries``)
   and a widget's heading over its form (``widget_headings``) go; an ``<h1>`` opening the kept
   text before an article's body is its title, not its text (``drop_headline``). The kept nodes
   are the kept blocks and the inline nodes they own.

Learning (shipped: ``tsheg bench train-auto``, :mod:`extract.bench.train_auto`):
blocks labelled by whether their whitespace-free text is a ground-truth line
(or, from 15 characters on, a part of the ground truth); samples weighted by
sqrt(length + 1); L2 logistic regression (C = 1, no intercept: ``bias`` is a
feature) fitted by Newton's method; stage 2 fitted on the rows the fitted
stage 1 gives the same pages. The weights live in ``auto_weights.py``, written
on all 460 dev pages (114,243 blocks) by::

    export TSHEG_TABLES_DIR=../shared/data/legacy-tibetan-tables
    tsheg bench train-auto --dataset ../shared/data/extraction-dev --seed 0 --seed 1 --write

(~14 minutes on one shared core: pure-Python Newton steps). On the model before
``topic_similarity`` the tool reproduced the scratch scripts' weights
(correlation 0.9995) and cross-validation (0.841 against 0.842).

Generalisation: 5-fold cross-validation grouped by page structure
(``source_structure``: a structure's Tibetan, Uyghur and original versions
always in one fold), both stages re-fit per fold, threshold and vetoes
included, SH F1 out-of-fold, mean of the fold assignments of seeds 0 and 1
(folds alone move a variant by up to ~0.03, "all" by ~0.003), in-sample in
brackets, from the command above:

| variant | 46 + 13 weights (before) | + ``topic_similarity`` (now) |
|---|---|---|
| all | 0.841 (0.854) | 0.847 (0.858) |
| tibetan-unicode | 0.866 (0.875) | 0.869 (0.875) |
| tibetan-pua | 0.860 (0.868) | 0.865 (0.876) |
| tibetan-tmw | 0.822 (0.841) | 0.840 (0.853) |
| uyghur-unicode | 0.806 (0.820) | 0.812 (0.825) |
| uyghur-ncr | 0.865 (0.877) | 0.873 (0.879) |
| uyghur-presentation | 0.792 (0.810) | 0.801 (0.815) |
| chinese-original | 0.921 (0.931) | 0.921 (0.929) |
| english-original | 0.810 (0.824) | 0.810 (0.826) |

The topic similarity raises every Tibetan and Uyghur variant in both fold
assignments (12 of 12), which is why it stays although "all" gains less than
0.01. Measured the same way and dropped (all, mean of both assignments):
page-normalised sample weights (0.843; with the similarity 0.847 but zh
-0.013); the mean probability of the blocks sharing the tag path, page-wide
(0.842); sibling repetition (blocks of the same tag path under one parent and
under the third ancestor, the spread of their lengths), position before/after
the main container, text before the first heading, tokens per sentence mark,
page link density and its product with the block's (0.840 together, 0.839 to
0.843 leaving out each group); repeated sibling records (ancestor repeated >= 3
times with the same tag and class: count, rank, first record, level: 0.840);
sentence-final mark / ellipsis at the block's end (0.845); the similarity to
the main container in stage 1 (0.844); similarity to the best block (0.846);
a third stage over the stage-2 logits with the similarity recomputed (0.843);
choosing per page the top blocks that maximise the expected F1 instead of a
threshold (0.841); labels from 8 or 30 characters on (0.844, 0.846). C = 0.1
or 10 changed nothing (0.843, 0.841 before). The threshold stays at -1.0 (with
the similarity: 0.840 / 0.847 / 0.840 at -1.5 / -1.0 / -0.5). Dropping the 13
weakest features (the far_* keyword flags and the ancestor-size features)
gained ~0.005 out-of-fold before, but then related-link lists next to an
article and a Chinese thread whose posts are named "comment" are lost
(tests/test_auto.py, tests/test_extraction.py), so the 46 stay. A
gradient-boosted tree model on the same features did no better.

Topic words for Arabic-script text (session 35; same recipe, the fit in numpy, which gives
the tool's out-of-fold figures to 0.001; baseline all 0.894, ug 0.873, zh
0.967, en 0.872): a Uyghur story's blocks share fewer whole words than a
Tibetan one's share syllables (main blocks' mean similarity 0.065 against
0.192, other blocks 0.022 against 0.069). Letter 3-grams inside a word match
Tibetan's figures (0.182 / 0.068); 4-grams, 5- or 6-letter prefix stems and a
suffix stripper lie between. Refitted, 3- and 4-grams and 5- and 6-letter stems
each raise ug out-of-fold (+0.006 to +0.009) and all (+0.002 to +0.003), but the
stage-2 ``topic_similarity`` weight rises from 4.4 to 5.5-6.9 for every
language, and zh (-0.004 to -0.014) and en (-0.003 to -0.010) lose (4-grams,
seed 1: a Chinese article and an English listing lose nearly all their text);
in-sample all falls by up to 0.0015.
Without a refit the best (the word and its 5-letter stem) moves the harness
0.9081 -> 0.9083 with 12 Uyghur pages worse (up to -0.04). A weight of its
own for the similarity of Arabic-script blocks (4-grams) does not mend it: the
other scripts' weight rises too (to 7.1), out-of-fold all +0.004 and ug +0.011
but zh and en -0.011 and -0.010, in-sample all 0.902. None shipped: the
logistic loss wants a stronger topic weight than the F1 of zh and en bears,
whatever the Uyghur tokens.
Session 36 normalised the similarity within the page instead (one pass over the page's
similarities, no new words; same numpy fit, baseline all 0.894, bo 0.903, ug 0.874, zh 0.967, en
0.874): the block's value over the page's maximum ("max"), over its 90th percentile ("p90"), its
z-score ("z"), its rank percentile ("rank"), or over the main-text level, the mean similarity
weighted by stage-1 probability times length + 1, capped at 3 ("level"); each beside the raw
feature ("+") or replacing it ("="). Out-of-fold change, mean of seeds 0 and 1:

| feature | all | bo | ug | zh | en |
|---|---|---|---|---|---|
| + max | +0.001 | +0.001 | +0.003 | -0.006 | -0.003 |
| = max | +0.001 | +0.001 | +0.003 | -0.008 | -0.003 |
| + p90 | +0.001 | +0.002 | +0.003 | -0.006 | -0.009 |
| + z | +0.000 | +0.003 | +0.001 | -0.010 | -0.002 |
| + rank | +0.002 | +0.003 | +0.004 | -0.003 | -0.009 |
| = rank | +0.002 | +0.004 | +0.001 | -0.004 | +0.001 |
| + level | +0.003 | +0.002 | +0.004 | +0.000 | +0.005 |
| = level | -0.001 | +0.001 | +0.001 | -0.012 | -0.006 |

Only "+ level" passed the screen (seed 0 +0.005, seed 1 +0.001; no language or variant
lost); the tool agrees (out-of-fold all 0.894 -> 0.897, bo 0.903 -> 0.905, ug 0.874 -> 0.878, zh
0.967 -> 0.967, en 0.874 -> 0.879; in-sample all 0.905 -> 0.905, zh 0.968 -> 0.966). Written with ``train-auto --write`` (stage-2 weights: topic_similarity 4.38 -> 3.31, the
level feature 0.37; stage 1 moved too: the shipped weights are not a refit of today's code and
data) the harness fell 0.9129 -> 0.9114 (a Uyghur and a Tibetan article-zh page -0.63 and
-0.25) and written test pages broke: with the refit, the article beside link lists (ug, zh) and a
table whose cells hold paragraphs; with the shipped weights plus the level feature's, the article
beside link lists (bo, ug, zh) and a Uyghur notice of short lines (the refit without it: the table
and a Chinese product page). Not shipped.

The vetoes of step 6 are rules with one chosen constant (``COMMENTS_ARTICLE_RATIO``:
leave-structure-out choice among 1, 2, 3, 5 picks 2 in 4 of 5 folds).
What remains is the page type: with the out-of-fold logits, the best
threshold per page would give 0.900 (against 0.840), but the best threshold
per WCXB page type only ~0.007 (listing -3, forum -2, product 0): the loss
sits in a few structures whose ground truth keeps a different part of the
page (a question without its answers, a product's one line), not in a
threshold a page type would set.

The ceiling. Keeping exactly the *lines* (text between two block boundaries as
``Dom.render`` draws them) that are ground-truth lines reaches SH F1 0.971 on
tibetan-unicode, 0.981 uyghur-unicode (0.943 all; en 0.673 and zh 0.886, whose
hand-cleaned truths are not verbatim); the 0.958 once measured per *block* was
the oracle's unit, not the rendering: a block's text joined across ``<br>``
and around child blocks is never one ground-truth line. Only 0.4 % of the
ground-truth tokens of the Unicode/original pages are missing from the whole
rendered page (``<option>`` lists taken as ground truth, FAQ answers behind
``display:none``, inline footnote marks, a ZWJ the decoder drops; accordion
headings inside ``<button>`` were the one DOM defect, fixed in ``extract.dom``).
Mixed blocks cost little: deciding each line of a multi-line block by the
oracle, on top of auto, adds only 0.006 (tibetan-unicode 0.872 -> 0.878), so
auto stays per block. Its loss is precision (P 0.80, R 0.91 over the dev set):
forum answers and teaser streams the ground truth leaves out, listing items
(titles, prices) it keeps, i.e. what a page type counts as main text.

Speed: on the dev set (460 pages, one core, ``time.process_time``, best of
3) ``decode_page`` takes ~1.9 s, ``build_dom`` ~1.5 s and ``auto`` ~3.9 s,
against ~0.9 s for a bare ``lxml.html`` parse: pure-Python per-node work, short
of the issue's 300 pages per CPU-second. The topic similarity costs ~1.7 s of
the 3.9 (auto without it: 2.2 s in the same run; it was ~3.1 s before the
attribute caching below): the words of each distinct block text (its first
``TOPIC_CHARS`` characters, ~0.7 s) and the cosines (~1 s, one dict step per
word); reading 120 characters instead of 300 saves ~0.3 s and loses 0.001 CV.
``tsheg bench extraction --algorithm auto --no-peers`` (command below)
reports SH F1 0.858 and 41.8 pages per CPU-second end to end on a machine
shared by other jobs. What made ``auto``
cheaper before (outputs identical on all 460 pages): class/id/role/itemprop
are read only for the text blocks and their ancestors (the only nodes a feature
or veto reads, ~38 % of the nodes), once per node for both the keyword features
and the vetoes, each distinct string matched once (cached); the rest is the
46-feature rows (~0.8 s) and stage 2 (~0.7 s), one Python step per block.
Since then (outputs identical on the 877 pages of extraction-dev,
recognition-dev and crawlsite-dev): a class/id pattern runs only on a name that
holds one of its leading words, through its ASCII twin
(:mod:`extract.ascii_patterns`: the 22,000 distinct names' masks ~1.0 -> ~0.3 s
with caches cold, as on a new site), and the cosines run over all the page's
words at once (~0.75 -> ~0.6 s) and the topic words of a text without Han or
repeated words skip the ``\\p{Han}`` search and ``Counter``. Measured page by page in
one process against the code before (both versions alternating, so the load of a
shared machine falls on both), ``auto`` takes ~16 % less process time, the DOM
walk ~4 % and ``decode_page`` ~3 %: ``extract_page`` ~10 % less (30 -> 33 pages
per CPU-second on that busy machine). The rules added since cost back some of
it; then (outputs identical on the 877 pages, each page's least time of three
rounds with the caches cleared, both versions alternating): the vetoes by name
start from the few nodes with a veto bit (``Blocks.vetoed``), not from every
node once per veto; a line's date, subject, page-tool and "read also" patterns
run only on a line holding a literal their every match holds
(:mod:`extract.literal_gate`: a ':' for a time stamp); a class/id table finds
all its leading words in one scan (:class:`extract.ascii_patterns.QuickTable`).
The decisions take ~19 % less, the features ~5 %: ``extract_page`` ~7 % less.
What is left is one Python step per node (the walk, ~1.2 s over the dev set)
or per block (the feature rows ~0.8 s, the topic words ~0.8 s and cosines
~0.9 s, stage 2's context ~0.7 s), and ``decode_page``'s passes over the
bytes (the long-tag cut ~0.4 s, the repairs ~0.8 s) beside the parse (~1.1 s):
none of them a regex run for nothing or a second walk. A subtree's text is read
from its own pieces (``Dom.text``): a thread quoting in every post no longer
renders the page once per quote.

Full benchmark (in-sample: these weights were fitted on these pages)::

    export TSHEG_TABLES_DIR=../shared/data/legacy-tibetan-tables
    tsheg bench extraction --dataset ../shared/data/extraction-dev --algorithm auto --no-peers

SH F1 all 0.924 (P 0.897, R 0.952; 0.858 before the record and copyright rules of
steps 5 and 6, 0.860 before the consent dialogs of step 4, 0.862 before related
reading, share bars and tag lists, 0.864 before forum signatures, dialogs and
footers, 0.868 before a second ``<main>`` and forum author panes, 0.872 before
reviews, wiki furniture, forms, time-stamped lines and whole tables, 0.8786 before
word gaps in whitespace elements, "most read" boxes, appeals, a post's age and
button-named links, 0.8793 before the headline rule, 0.8802 before the widgets,
trails, tool and tab bars, teaser titles and list completion of session 24,
0.8829 before the short dated stories, pull quotes, pagers and photo captions of
session 25, 0.8836 before session 26's ranking boxes, tables of contents, record
grids, title lists, facet panels, announcement bars and forum furniture, 0.895
before session 27's WordPress term classes, quotes, screen-reader text, enclosed
cards and orphan headings, 0.901 before session 28's continued lists, class-hidden
boxes and teaser cards, 0.903 before session 29's forum furniture, side columns,
phone-only copies and record labels, 0.9045 before session 30's single-block
main containers, 0.9053 before session 31's spec sections and alert messages,
0.9054 before session 33's member counts, reply prompts and grids over a shop's
description, 0.9061 before session 34's hidden copies of the story, icon buttons,
tag rows and statement boxes, 0.9081 before session 35's repeated runs, 0.909 before
session 36's shop panels, product cards, letter indexes and mega menus, 0.913 before session
37's thread summaries, questionnaires, reader prompts, box heads, outside-``<main>`` blocks and
teaser meta rows, 0.914 before session 38's variant furniture, thread engines, news lists and
category grids, 0.917 before session 39's forum engines, feed and table rules, product strips
and hero headlines; 0.923 too before session 40's engines, which the dev set barely holds,
and before session 41's; 0.924 before session 42's), tibetan-unicode 0.920, -pua 0.928, -tmw
0.946, uyghur-unicode 0.918, -ncr 0.925, -presentation 0.880, chinese-original 0.982,
english-original 0.917, article 0.961, article-zh 0.980, forum pages 0.834 (0.741 before),
listing 0.884 (0.728 before session 26), product 0.841 (0.807 before session 36), collection
0.888, service 0.914 (0.904 before session 42).
The rules of
the last steps came from pages we wrote in the shapes of sites the dev set lacks:
old Reddit, pdf2htmlEX, Mailman, exile news sites, live blogs, job boards (36
pages, 0.796 -> 0.871; trafilatura 2.3.1: 0.820); forums (phpBB, vBulletin,
XenForo, Invision, Discuz!), category and tag pages, shops, government services,
dictionaries (30 pages, 0.857 -> 0.896; trafilatura 0.786), then checked against
30 more pages written to break them (fill-in-the-blank items, quizzes, help
paths, litanies, e-text chapters), whose 19 losses the rules' final forms keep;
session 25 added 120 more in four rounds (forums and listings 0.703 -> 0.778,
products, collections and services 0.812 -> 0.874, articles 0.943 -> 0.976;
trafilatura 0.623, 0.786, 0.904) and 42 written to break the new rules; session 26
two more (Chinese CMSes and portals 0.765 -> 0.821, trafilatura 0.554; forums of
other engines 0.729 -> 0.772, trafilatura 0.656) and 142 written to break the rules;
session 27 two more (articles on unseen templates: Ghost, Hugo, Next.js, Wix, AMP,
MediaWiki, transcripts, 0.924 -> 0.973, trafilatura 0.925; listings, products,
services and collections of new shops and catalogues 0.860 -> 0.906, trafilatura
0.774) and 85 written to break the rules; session 28 two more in the shapes of the
Tibetan and Uyghur web (state portals' editions, diaspora news, poems, scripture,
Discuz! threads, notices: 0.883 -> 0.980, trafilatura 0.824; category, tag, search,
catalogue and board listings: 0.760 -> 0.826, trafilatura 0.672) and 101 written to
break the rules; session 29 one more (Tibetan and Uyghur forum threads of ten
engines, scored on their posts: 0.836 -> 0.910, trafilatura 0.539) and 41 written to
break the rules; session 30 16 more written to break its rules (Uyghur and Tibetan
meta-line twins, one-block main containers); session 31 51 more written to break the
rules (table layouts, verse ages, tickers, boxes of facts, spec sheets, alerts);
session 32 17 more (visitor counters, related records as tables, data grids, Tibetan
tickers and stanzas: 7 -> 14 pass, the session-31 review 18 -> 21 of 21). The
stage-1 feature rows, the topic similarity, the long-tag scan and the DOM walk have
C twins in ``extract/_speedups.c`` since session 32 (-11 % instructions end to end,
callgrind over 45 dev pages; 45 pages per CPU-second on an idle machine, the lxml
parse 614), and the subtree sums and the render's pass since session 33 (-5.7 %
instructions, callgrind over every 10th dev page). Session 33 also made four steps
linear that read a big parent's children once per block (member panes, verse ages,
"latest" boxes): a chat log of 16,000 messages 248 -> 3.6 CPU-s; its review sets,
written to break the session's rules, went 15 -> 29 of 31, 12 -> 18 of 20 and
9 -> 14 of 19. Session 34 cut 15.9 % of the instructions (callgrind, every 10th
dev page: linear scans for two splits over runs of spaces, possessive leads,
the logits in C, class-name answers cached); its 21 pages written to break its
article rules went 4 -> 19 of 21. A per-script copy of seven stage-1 features
gained out of fold (+0.0045 over five fold seeds) but, refitted in-sample, lost
English (-0.008) and eleven of our written pages: not shipped; trees (scikit-learn
gradient boosting) in either stage lost out of fold (-0.002 to -0.008).
Session 35 wrote 15 threads in the markup of the common engines (Discuz! X3 and 7, phpBB 3.3
with English, Uyghur and Tibetan packs, vBulletin 4 and 5, XenForo 2, SMF 2.1, MyBB, Discourse's
crawler view, a Tibetan board in plain tables, a Tianya-like BBS, and a story of the same words):
8 -> 14 of 15 whole (every post kept once, no furniture) with quote headers left out inline
(``quote_headers``), a thread's notes (``thread_notes``) and member panes by their fields'
words (``member_fields``); extraction-dev one forum page +0.001, none lower. A story printed
twice with no class hiding either copy (tab panels and a print box, a phone and a desktop
layout) is printed once (``repeated_runs``: a shop's product page 0.658 -> 0.973, all 0.9081 ->
0.9086), and a topic index keeps its row of tags. Its review sets, written to break the
session's rules, went 10 -> 16 of 21 (repeated runs and tag rows) and 5 -> 21 of 21 (the
forum rules, with a roster's and a contest's cards). The crawl's downloader counts a download
against its site's concurrency from its dispatch (Scrapy 2.19 let two through at
``concurrency: 1`` on a loaded machine). The marked-line literal scan is in C (-2.9 %
instructions before the session's new rules, which cost about as much back).
Session 36 wrote pages of the other weak types in the markup of the common engines, each
with guard pages of prose in the same words: product pages (Shopify's Dawn, WooCommerce, Magento 2,
BigCommerce, PrestaShop, OpenCart, a Taobao-like and a Steam-like page, a Tibetan bookshop:
9 -> 18 of 19 whole with ``shop_panels``, the buy box's price, stock, code and delivery lines
left out; extraction-dev's product pages 0.807 -> 0.836, 14 better, none lower), collections
(4 -> 8 of 14: a record's date line, a drop-down's label, a card's price beside its kept name:
``control_labels``, ``product_grids``), listings (an A-Z index, a schedule under its kept header
row, an archive's header, a feed of linked titles: ``indexes``, ``archives``; an A-Z catalogue
0.262 -> 1.000) and service pages (a mega menu's panel, a plan's price: ``mega_menus``,
``pricing_cards``; an HR service page 0.641 -> 0.702 and 0.784 -> 0.891). Last session's open
cases: a print or reader-view copy and a phone/desktop copy told by their classes, Discuz! 7's
quote header cut from the render (``Dom.cut_pieces``), a topic index's row (review sets 16 -> 20
of 21 and 14 -> 15 of 15). Its review sets, written to break the session's rules, went 11 -> 24
of 28, 22 -> 31 of 36, 11 -> 18 of 23 and 13 -> 19 of 20. All 0.9086 -> 0.9130 (harness, 20 of
460 pages changed, none lower). Page-level gates keep the new steps at 0.63 CPU-s over the 460
pages (0.94 ungated).
Session 37 took the furniture kept around forum posts (a machine's thread summary and XenForo's
post fields by their classes: ``thread_summaries``; a physics board's thread 0.693-0.773 ->
0.843-0.903), last session's open review pages (a survey's questions in its form:
``questionnaires``; a reader's prompt line, "Was this article helpful?", "关注我们", "满99元包邮":
``reader_prompts``; a box's lone kept title: ``box_heads``; a side column beside the one
``<main>``: ``outside_main``; FAQ pairs, schedule lists, spec field lists) 21 failing review pages
-> 2, and teaser cards whose blurb a meta row follows (counts, a date, a share button) with the
heading over their dropped box (a service page 0.673 -> 0.722, a forum 0.835 -> 0.876). It
compared each structure's Tibetan and Uyghur versions with its original: the fill is ~2.2 times
the characters of a Chinese original, which lifts every furniture line's length features, but
counting a Han character as 2.2 units and refitting gained nothing out of fold (0.892 -> 0.892),
so only markup-read twins of two word-read rules shipped (``statements``' copyright and disclaimer
boxes, "cmmts" comments). Review sets written to break the new rules: 17 -> 22 of 28, 13 -> 23 of
24, 11 -> 19 of 22. All 0.9130 -> 0.9143 (harness, 29 of 460 pages changed, none lower).
Session 38 read each Tibetan and Uyghur article against its original block by block (the
markup is the same, so the blocks align by tag path and order) and found what the variants keep
alone: a run of linked-title records after the story (``linked_records``), a one-block tip or
source box after it (``trailing_notes``), a card stream's later ``<h1>``s
(``headline.drop_card_headings``), a short Tibetan or Uyghur line the model doubted alone among
left-out blocks (``lone_lines``), a first h2/h3 headline that ``<title>`` does not hold on a page
without an ``<h1>``, and a control's label past a Latin-sized limit (``icon_buttons``): 360kuai's
variants 0.634 and 0.723 -> 1.000; 42 Tibetan and Uyghur pages better. It also wrote threads of engines not
yet covered (Reddit, Hacker News, Lemmy, Douban, Vanilla: ``thread_engines``), portal section
lists of dated titles (``news_lists``), category pages whose product grid is the page
(``product_grids``), and fixed last session's open review pages (``story_lists``,
``answer_heads``, ``statements``' info boxes, ``reader_prompts``' login boxes, a layout table's
link cell). A language-neutral headline feature and a refit of today's code were measured out of
fold and not shipped (0.8945 -> 0.8942; the refit lost 153 pages' texts in sample). Review sets
written to break the new rules: 15 -> 19 of 24, 22 -> 24 of 24, 14 -> 22 of 24, 9 -> 20 of 27.
All 0.9143 -> 0.9169 (harness, 45 of 460 pages changed, one lower by 0.005).
Session 39 took the page types that lose most on the dev set, each against its truths'
convention. Forums: the furniture of engines read by their own classes (Douban's share bar and
right column, new Reddit's sort row, Zhihu's answers and numbers board, Discourse's topic map,
Invision's guest teaser, XenForo's similar threads, a lone posting button; ``thread_engines``,
``thread_notes``). Listings: a results feed's own heading and blurb (``archives``), a
MediaWiki ``wikitable`` and a headed table in a story's flow (``tables``), the drawers, "read
more" links, overlay links and save rows every record carries (``teasers``), a category page's
letters (``indexes``), a roundup's run of titles (``records``), a post's series index
(``series_indexes``), an autoindex page's server line (``server_signatures``) and an aside's
thin table (``record_tables``): arc.dev's variants 0.506-0.714 -> 1.000, dev.to's 0.544-0.756 ->
0.943-0.949. Products and services: counter lists and rating lines (``count_lines``), priced
strips the model half-dropped (``shop_panels``), site-wide notice bars (``site_banners``), the
hidden copy of a plan card (``pricing_cards``). The leftovers of earlier reviews: an FAQ's own
"also asked" box and one-line answers (``answer_heads``), a story's own box of fields and a
letter's close (``inside``), ornaments (``figures``), sponsored cards (``sponsored_cards``),
right columns (``outside_main``): four article structures 0.78-0.87 -> 0.95-1.00. And the
``<h1>``: the truths keep a landing page's hero title over its tagline and a product's name over
its price, and drop a story's, a thread's and a doc page's (``headline``; 32 -> 16 pages where
the truth kept an h1 we dropped). Review sets written to break the new rules: 12 -> 21 of 22,
9 -> 20 of 23, 9 -> 20 of 20, 17 -> 28 of 35, 16 -> 27 of 27. All 0.9169 -> 0.9234 (harness,
68 of 460 pages changed, 57 better, 11 lower by at most 0.003: category and guide headers whose h1 the
truths split on).
Session 40 wrote pages in the markup of engines and themes the dev set lacks and
kept what their truths' conventions say: forum engines read by their own classes (Khoros,
bbPress, Stack Exchange, GitHub and GitLab threads, V2EX, IPB 3, phpBB 2's cells and the
signature under its underscores; ``thread_engines``, ``signatures``), shop themes (a price
beside a booking button, logo strips, buy-box labels, a closed description tab, shop bars;
``shop_panels``, ``site_banners``, ``product_grids``), collection cards titled by class and
filter bars (``collection_cards``), page builders' call-to-action and counter modules
(``builder_modules``), drawer lists, views tables and search counts (``teasers``,
``record_tables``, ``archives``), and Tibetan and Uyghur news sites' captions, stamps,
previous/next rows, player clocks and tool rows (``figures``, ``lone_lines``,
``reader_prompts``), a review's verdict line (``count_lines``) and a post's reading list
(``series_indexes``). Each set was then attacked by a second set written to break it (5 -> 10
of 10, 9 -> 14 of 14, 10 -> 15 of 15, 7 -> 17 of 17, 7 -> 14 of 16, 6 -> 10 of 12, 5 -> 9 of
12). All 0.9234 -> 0.9235 (harness: 5 of 460 pages changed, all better).

Session 41 went on with pages the dev set lacks: a MediaWiki article's end matter (See also,
References, External links in four languages; ``wiki_furniture``), poetry, lyrics and
scripture sites (a verse box's lines kept, its credit, tool and comment rows dropped;
``reference_texts``; a logo's masthead lines and status tickers, ``mastheads``), forum and
Q&A engines (Zhidao, Hupu, XenForo 2, NodeBB: tool rows, pagers, topic counts;
``thread_notes``), listings and services (GeoDirectory fields, an accordion's questions, a
lone arrowed back link; ``back_links``), playlist counts, card dates and shop sales lines
(``count_lines``, ``lone_lines``, ``shop_panels``), and elements named only in data
attributes (``data-testid``, ``data-hook``, ``data-framer-name``: ``dom.NAMING_ATTRIBUTES``,
read by the rules' vetoes and gates, not by the model, which measured worse with them).
A separator between inline siblings was measured and left out: the truths keep keycaps,
code tokens and split counters joined as often as a track list's fields apart. Each set was
attacked by a second set (5 -> 14 of 14, 9 -> 20 of 20, 4 -> 12 of 13, 11 -> 14 of 14,
3 -> 11 of 12, 7 -> 10 of 13). All 0.9235 -> 0.9238 (harness: 9 of 460 pages changed, all
better).

Session 42 wrote pages for more site kinds the dev set lacks or barely holds: flip cards (both
faces) and quiz widgets on service pages (``builder_modules``, ``questionnaires``), Chinese
CMS templates in their Tibetan and Uyghur editions (info lines, empty pagers, share bars;
``cms_lines``), WeChat, Telegram and mobile news templates (``app_articles``), journal and
repository pages (OJS, CNKI, DSpace, EPrints; ``scholarly``), Tibetan and Uyghur sites' script
and language bars, font notices, download and term rows (``script_bars``), a title block's
info line (``headline``), DataTables' controls, DokuWiki's stamps, Baike's section tools and
Framer's menus. Each set was attacked by a second set (3 -> 11 of 12, 12 -> 14 of 16, 8 -> 13
of 14, 4 -> 9 of 12, 6 -> 12 of 12, 4 -> 13 of 13), and five steps that grew faster than the
page were made near-linear with the same output. All 0.9238 -> 0.9249 (harness: 20 of 460
pages changed, all better).

Session 43 went on with site kinds the dev set lacks, each written in the markup of the common engines with
Tibetan, Uyghur and Chinese text and guard pages of prose in the same words: video and audio pages (players'
toolbars, counts, channel cards, episode selectors, next-up lists; ``media_pages``), blog platforms (Sina Blog,
Hexo, Typecho, LiveJournal, Substack, Blogger's div sidebars; ``blog_engines``), government portals and their
Tibetan and Uyghur editions (accessibility bars, site-code and licence footers, a document's record table, its
attachments kept; ``gov_portals``), a thread told from a story with comments (``thread_pages``) and mailing-list
archives (``mail_archives``), recipes, job postings, events and classifieds (``structured_pages``), dictionary
entries and lesson pages (``reference_pages``), photo sets (``photo_sets``) and web-novel and e-book chapters
(reader rows, injected watermark lines, Project Gutenberg's licence; ``chapter_pages``), and last session's
leftovers (data names set apart in ``Dom.names``, share words in tool rows, logo boxes, EPrints 3.4). Own pages
7 -> 37 of 37, 25 -> 47 of 47, 16 -> 32 of 32, 15 -> 27 of 27, 9 -> 21 of 21, 7 -> 20 of 20, 10 -> 17 of 17,
8 -> 18 of 18, 7 -> 20 of 20; each set was then attacked by a second set (5 -> 15 of 15, 9 -> 17 of 17,
10 -> 15 of 15, 9 -> 17 of 17, 7 -> 16 of 16, 7 -> 17 of 17, 6 -> 11 of 11, 5 -> 11 of 11, 2 -> 14 of
14) and read once more (an exponential badge pattern and a quadratic flip-card pattern made linear). Page
literal gates (``page_memo.block_literals``) cut 8 % of the CPU time with identical texts. All 0.9249 -> 0.9252
(harness: 3 of 460 pages changed, all better).

Session 44 made ``auto`` cheaper with byte-identical output, one area of the profile per engineer: the box
finders of ``never_kept`` (``boxes.named_boxes`` reads each distinct class or id once a page; exact page gates on
the words every match holds), the line predicates (one literal gate for every pattern an undigited line meets in
``lines.is_marked_line``, and one for ``reader_prompts``), the class masks (``ascii_patterns``' leading words
read through a pattern's first group, candidates matched only where a word starts) and stage 2 (the ancestors'
columns read level by level, from one transposition of the chains), decoding (the bytes lowered once, literal
gates before ``parse``'s scans), and about twenty ladder steps (name, tag and literal gates). Each gate says in a
comment why it is exact; four readers compared the old and new code on about 6,000 pages of the test suite, the
dev crawl site, the recognition set and pages built to slip past the gates, and found no page that differs. Net
instructions per page over every 20th dev page: 6.21 G -> 5.33 G for 23 pages (-14 %). Six of last session's
misses were fixed with guarded rules (``hosted_furniture``: Disqus's credit and comment toggles, Substack's
slogan and button rows; ``story_comments``: a comment box after an ``<article>``; inline "...more" expanders,
Google Groups' labels drawn as buttons, an event's ``<time>`` date); own pages 13 -> 31 of 31, review 6 -> 15
of 15. All 0.9252 -> 0.9252 (harness: 0 of 460 pages changed).

Session 45 made ``auto`` cheaper again with byte-identical output, one area of the profile per engineer: the box
finders of ``never_kept`` (a password gate for login boxes, name sets straight from the features' classes and
ids: ``page_memo.feature_attributes``; each distinct class split once; a form's controls counted in C first), the
line predicates (``lines.furniture_lines`` asks ``is_furniture_line`` only of the short lines a page-level literal
gate lets through, ``literal_gate.short_lines``/``short_lines_held``: 19,800 of 108,000 short blocks on the dev
set; the same for thread notes, reader and app prompts and SMF headers), ``furniture_veto`` and the early ladder
steps (tool bars' clickable nodes counted before their text, the trail scan gated on its marks ``TRAIL_MARKS``,
``rescue_records`` picking before it tests logos), the late ladder steps (case-blind name patterns searched
lowered: ``ascii_patterns.lowered_pattern``; page gates for gallery tools, nav items, logo strips, widgets, pull
quotes, mail furniture), and decoding (``Decoded.naming_attributes``: ``Dom.named_by_data``'s five scans run on 51
of 450 pages; ``topic_bags`` reads Latin, Arabic and Tibetan texts through ``re``). Three readers compared the old
and new code on about 75,000 page runs (the dev pages and the test suite's, mutated up to fifteen ways, and pages
built to slip past each gate) and wrapped every changed function: no difference. Net instructions over every 20th
dev page: 5.33 G -> 4.93 G for 23 pages (-7.6 %). All 0.9252 -> 0.9252 (harness: 0 of 460 pages changed).

The package, one module per idea, lowest first (each imports only from those above it):

- ``words``: Class/id words and attribute masks: what ``auto`` reads in a node's ``class``, ``id``, ``role`` and
  ``itemprop``.
- ``features``: Block features: the unit (``Blocks``) and the 46 numbers of every text block (``FEATURES``,
  ``block_features``).
- ``model``: The learnt model: stage-1 and stage-2 logits, their context features and the threshold (``block_scores``).
- ``page_memo``: Per-page indexes several steps read (the clickable elements' text, a chat log's runs), built once
  per page on its Dom, and the small readers they share (``kept_lines``, ``links_and_separators_only``).
- ``login_prompts``: Login prompts: a board's calls on the reader to log in before replying, or to be rid of its ads
  (``REPLY_PROMPT_RE``, ``AD_NOTE``).
- ``dates``: Dates and times as pages print them: the patterns the line predicates share (``NUMERIC_DATE``,
  ``WORD_DATE``, ``DAY_MONTH``, ``CLOCK_TIME``, ``DATE_TIME_RE``).
- ``cms_lines``: CMS lines: a Chinese CMS article template's meta lines as its Tibetan and Uyghur editions print them.
- ``gov_portals``: Government portals: the accessibility bar, size rows, QR prompts, footer boxes and document
  record tables of Chinese government sites and their Tibetan and Uyghur editions, and a notice's attachment box.
- ``count_lines``: Count lines: a card's, a post's or a topic row's counts, read in its words.
- ``lines``: Line predicates: what one block's text says it is, read in its words (``is_*_line`` and their patterns).
- ``signatures``: Signature rules: a forum member's signature told by the rule of underscores over it
  (``signature_rules``), cut from a post's text under its separator line (``cut_signature_tails``).
- ``thread_notes``: Thread notes: a post's edit note, its count of likes, a topic's count of its viewers, a board's
  count of those online and a thread's posting buttons, read in a block's words (``thread_note_lines``).
- ``mail_archives``: Mail archives: a mailing list's archive drawn by a mail client (Google Groups) keeps its
  messages, not the client's buttons and sender and recipients lines (``drop_mail_furniture``).
- ``boxes``: Box finders: the elements whose every block is furniture, found by their names and their shape.
- ``hidden_copies``: Hidden copies: an element its class hides that repeats the text shown elsewhere on the page
  (``hidden_copies``).
- ``answer_heads``: Answer heads: the count of answers heading a Q&A page's box of answers is that box's title
  (``answer_box_heads``).
- ``story_lists``: Story lists: a list named as related reading that links nowhere, between the story's paragraphs, is
  the story's own (``story_lists_named_related``).
- ``inside``: Inside the story: a box with the page's kept prose both before and after it is part of the story;
  a post-info box or a signature-named close set in it is the story's, and a share-named box holding a sentence and
  no control a post it quotes (``keep_story_quote_boxes``).
- ``sponsored_cards``: Sponsored cards: a feed's entry named as an advert among its entries is the ad's, not the
  page's (``sponsored_cards``).
- ``statements``: Statement boxes: a publisher's statement under a post, named so by its class
  (``statement_boxes``).
- ``outside_main``: Outside ``<main>``: on a page whose one ``<main>`` holds its headline and its story, a block
  outside it is the site's, not the page's (``outside_main_boxes``); so is a column named "right" after the headline's
  (``right_columns``), and a site builder's menu entries named "Nav Link" (``drop_named_nav_items``).
- ``reader_prompts``: Reader prompts: a line that is wholly a call on the reader to act on the page, not its text
  (``reader_prompt_lines``).
- ``app_articles``: App articles: an app platform's or a mobile template's furniture around an article, read by the
  names the engine gives it (``app_furniture_boxes``: WeChat's account line, Telegram's post footer) and by the prompts
  it prints in its own words (``app_prompt_lines``: "阅读原文", "展开全文", "ئەپتە ئېچىش").
- ``mega_menus``: Mega menus: a site's drop-down navigation panel, named so by its class (``mega_menus``).
- ``member_counts``: Member counts: a forum member's pane told by the count it repeats beside each of the member's
  posts (``counted_member_panes``).
- ``member_fields``: Member fields: a forum member's pane told by the profile fields it lists beside each post, in any
  board's words (``field_member_panes``).
- ``thread_pages``: Thread pages: whether a page setting its posts as comments beside a kept post says it is a
  forum thread (its box's forum words, a breadcrumb to a board, its members' panes), so its replies are kept
  (``names_a_thread``).
- ``thread_summaries``: Thread summaries: a machine's summary of a thread and a post's form fields, named so by their
  class (``thread_summary_boxes``).
- ``thread_engines``: Thread engines: a discussion's parts read by the names its engine gives them (a comment's meta
  line and action row, replies the model takes for comments, an opening post in a box of its own, a Q&A page's
  question text in its asker's box).
- ``questionnaires``: Questionnaires: a ``<form>`` whose controls answer the questions it prints is the page's text,
  not a site's control (``questionnaire_forms``); a quiz widget set beside a page's text is the site's
  (``drop_quiz_widgets``).
- ``scholarly``: Scholarly pages: a journal's or a repository's tools around an article's abstract page or a record
  (OJS's "How to Cite", CNKI's download buttons, DSpace's "Show full item record", EPrints' actions), read by the
  engine's class words (``scholarly_furniture_boxes``).
- ``blog_engines``: Blog engines: a blog platform's or theme's furniture around a post (Sina Blog's tag and
  previous/next rows, Hexo's reward, copyright and licence boxes, LiveJournal's entry controls, Blogger's gadgets,
  Substack's subscription widget, Artalk's comment form), read by the engine's class words (``blog_furniture_boxes``).
- ``never_kept``: ``never_kept``: the blocks no score keeps (the design's step 4), and the finders of records and
  rows it adds.
- ``box_heads``: Box heads: a kept label opening a box whose every other block the page left out is the box's title,
  not text (``drop_orphan_box_heads``).
- ``vetoes``: Vetoes: rules that drop kept blocks by what they are on the page (the design's step 6,
  ``furniture_veto``).
- ``records``: Record rescues: the rules that keep a listing's or a thread's doubtful records (the design's step 5).
- ``tables``: Table rules: a data table's cells kept whole, a layout table's side columns, catalogues,
  page-number rows and rows of link lists dropped.
- ``counters``: Counter rules: a site's visitor counter set in the article's box (a table or a ``<dl>`` of counter
  labels over bare counts) is dropped.
- ``record_tables``: Record tables: a run of sibling tables of the same labels, each linking to its own page (a
  product page's related products), beside the page's own text, is dropped; so is a side box's table the model kept a
  stray cell of (``drop_thin_side_tables``), and a data table plugin's count, pager and search labels
  (``drop_table_controls``).
- ``archives``: Archive headers: a category's, a tag's or a query loop's title and description, named so by the
  theme, over its kept list of posts are the listing's text (``keep_archive_headers``).
- ``indexes``: Letter indexes: a listing's A-Z index of links, each group under its one-letter heading, is the page's
  text.
- ``news_lists``: News lists: a section page's list of dated titles is the page's text, every row of it
  (``keep_dated_title_rows``), and the kept head of its column of sibling sections is not (``drop_section_menus``);
  a listing's records keep their linked headings (``keep_linked_record_headings``).
- ``series_indexes``: Series indexes: a box that holds all the page's kept text, a heading and an introduction, and
  then the rows of its list of dated titles is a listing whose rows are its text (``keep_boxed_dated_rows``); a
  story's reading list of linked titles and their years is the story's (``keep_reading_lists``).
- ``shop_panels``: Shop panels: a product's buy box keeps its name and description, not its price, stock, code, tax,
  delivery or brand lines; the links that put a product in a cart or a wishlist go; a product description's list of
  features stays with the description's kept paragraphs; a game store's app page keeps its summary and purchase
  boxes' text.
- ``lists``: List and quote rules: a list or a quote whose items are mostly kept keeps them all (the design's step 5).
- ``pricing_cards``: Pricing cards: a service page's plan keeps its price line beside its kept name and features
  (``keep_plan_prices``).
- ``headline``: Headline rules: the ``<h1>`` (or a post's title) opening the kept text is the page's title, not its
  text.
- ``reference_texts``: Reference texts: a poem's, a song's or a scripture's verses in a box named so by the site
  are the page's text (``keep_named_verse_blocks``), as are a poem's lines under the article's headline
  (``keep_headed_verse_blocks``); the boxes named for a role beside the verses (credits, ads, tools, comments, the
  verse of the day) are not (``drop_verse_furniture``), nor is a tool row of short links (``drop_tool_rows``).
- ``replies``: Thread rules: a status's stream of replies under a kept post is dropped (``drop_reply_streams``).
- ``figures``: Figure rules: pull quotes and photo captions set beside a story's text are dropped.
- ``teasers``: Teaser rules: cards linking to other pages after the kept text, and the labels and dates repeated on a
  listing's records.
- ``server_signatures``: Server signatures: the line a web server prints under a page it generated itself (an
  autoindex's "Apache/2.4.57 (Debian) Server at example.org Port 443") is the server's, not the page's text
  (``drop_server_signatures``).
- ``linked_records``: Linked records: a run of boxes after the story, each a linked title and a few short meta lines,
  is a list of other pages (``drop_linked_title_records``).
- ``trailing_notes``: Trailing notes: a one-line box named as a tip or as the source's address, set right after the
  story's box, is the platform's note, not the story (``drop_trailing_notes``).
- ``wiki_furniture``: Wiki furniture: a MediaWiki article's closing appendices ("See also", "References", "External
  links", in Tibetan, Uyghur, Chinese or English), read by their headings' titles (``drop_wiki_end_matter``); a
  DokuWiki page's id and revision lines (``drop_wiki_page_stamps``).
- ``product_grids``: Product grids: a shop's category page whose cards' names are kept, or whose grid is the page (its
  h1 over a sort or filter bar bound to the grid), keeps each card's name and price (``keep_product_cards``).
- ``collection_cards``: Collection cards: a collection's card titles named so by their engine are kept, its filter bar
  goes (``keep_card_titles``, ``drop_filter_bars``).
- ``control_labels``: Control labels: a kept line that is wholly the ``<label>`` of a drop-down list is the list's
  caption, not text (``drop_select_labels``).
- ``back_links``: Back links: a kept line wholly one link with a pager's arrow on its outer side ("« All events") is
  the way back to the list, not text (``drop_back_links``), and so is a footnote's "↩" inline
  (``is_footnote_back_link``).
- ``script_bars``: Script bars: a Tibetan or Uyghur site's bar of its languages or scripts, its font and input-method
  notices, a text's download row and its row of labelled terms are no part of the text (``drop_script_bars``,
  ``drop_font_notices``, ``drop_download_rows``, ``drop_term_rows``).
- ``reference_pages``: Reference pages: a dictionary entry's "report an error" and "listen" controls
  (``drop_entry_controls``; inline, ``is_audio_sign``), its word-of-the-day and recent-search boxes
  (``drop_dictionary_widgets``) and a course lesson's progress counts, "mark as done" prompts and completion
  conditions (``drop_completion_lines``) are no part of the page's text.
- ``hosted_furniture``: Hosted furniture: Disqus's credit and toggle lines, Substack's slogan and button rows, a
  description's inline "...more" toggle (``drop_hosted_lines``, ``is_inline_expander``).
- ``inline``: Inline furniture: the inline nodes inside kept blocks that are no text (``drop_inline_furniture``).
- ``quote_headers``: Quote headers: the inline line naming whom a forum post quotes, at the head of the quote's text
  (``drop_quote_headers``).
- ``icon_buttons``: Icon buttons: a kept short label drawn beside its own inline icon is a control, not text
  (``drop_icon_buttons``); so is a section's edit or listen button named by its class (``drop_named_section_tools``).
- ``builder_modules``: Builder modules: a page builder's call-to-action module is the site's appeal
  (``drop_cta_modules``), the label of its animated number counter a caption of a figure no text holds
  (``drop_counter_modules``), and a flip card's two faces a teaser and its answer (``drop_flip_cards``): none is the
  page's text.
- ``site_banners``: Site banners: a site-wide notice bar over the page's title is no part of the page's text
  (``drop_site_banners``).
- ``mastheads``: Mastheads: the site's name set as an ``<h1>`` logo and the box of lines beside it (the paper's address
  and telephone, a shop's "Free shipping over $50" promises) are the site's, not the page's text
  (``drop_masthead_lines``); so is a ticker of labelled status lines under the headline (``drop_status_tickers``).
- ``tag_links``: Tag rows: a kept line of links to the site's tag pages is the post's tag list, not its text
  (``drop_tag_rows``); a topic index's cloud under its intro is what it offers (``keep_topic_rows``).
- ``repeated_runs``: Repeated runs: a run of kept blocks printing again, in another kind of box, a run kept before it
  is a second copy of the text (``drop_repeated_runs``).
- ``lone_lines``: Lone lines: a short Tibetan or Uyghur line the model kept by a small margin, with no kept block
  beside it, is furniture (``drop_lone_lines``); so are a date-then-verb stamp (``drop_postposed_stamps``) and a
  row of previous/next links (``drop_prev_next_rows``) and a media player's clock (``drop_player_clocks``).
- ``media_pages``: Media pages: a video's, a song's or a podcast episode's furniture around its description (the
  player's toolbar, counts, channel card, tags, episode selector, next-up list, badges and fallback text:
  ``drop_media_furniture``, ``drop_media_lines``).
- ``structured_pages``: Structured pages: a recipe's, a job posting's, an event's or a classified ad's widgets
  (buttons, ratings, counts, "similar" boxes, safety tips) are no part of its text (session 43); an event page's
  date line, left out as a dateline, comes back inside the event's box (``keep_event_dates``, session 44).
- ``photo_sets``: Photo sets: a photo gallery's or a photo page's furniture around its description and captions (its
  buttons, counter, lightbox scaffolding, EXIF, counts and attachment lines: ``drop_gallery_tool_boxes``,
  ``drop_photo_set_lines``).
- ``chapter_pages``: Chapter pages: a web novel's or an e-book's chapter keeps its text, not the reader's nav and
  button rows, a site's injected watermark lines, the book card, the latest chapters, Project Gutenberg's licence or
  Wikisource's header template (``drop_chapter_nav_rows``, ``cut_watermark_lines``, ``settle_chapter_lists``, ...).
- ``story_comments``: Story comments: a comment box named so right after a story's ``<article>`` loses its kept
  blocks, on no thread's page (``drop_comment_boxes_after_story``).
- ``ladder``: The ladder: ``kept_nodes`` runs the steps in order, and the public entry points ``select`` and
  ``text_blocks``.
"""

from __future__ import annotations

from extract.algorithms.auto.features import FEATURES, Blocks, block_features
from extract.algorithms.auto.ladder import kept_nodes, load_weights, select, text_blocks
from extract.algorithms.auto.model import STAGE2_FEATURES, THRESHOLD, block_scores

__all__ = [
    "FEATURES",
    "STAGE2_FEATURES",
    "THRESHOLD",
    "Blocks",
    "block_features",
    "block_scores",
    "kept_nodes",
    "load_weights",
    "select",
    "text_blocks",
]
