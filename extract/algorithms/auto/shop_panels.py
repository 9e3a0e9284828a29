"""Shop panels: a product's buy box keeps its name and description, not its price, stock, code, tax, delivery or
brand lines; the links that put a product in a cart or a wishlist go; a product description's list of features
stays with the description's kept paragraphs; a game store's app page keeps its summary and purchase boxes' text.

A shop's product page sets the product's name (its ``<h1>``) in a buy box beside the photos: the price (a regular and
a sale one, a "Sold out" badge), the stock ("12 in stock"), the code ("SKU: BK-207"), the tax and delivery notes
("Tax included", "Free shipping over $50"), the brand and the category line, the quantity and the button. The
engines name each part in their own words across millions of shops: Shopify's Dawn "price__container",
"price__badge-sold-out", "product__tax"; WooCommerce's "price", "stock in-stock", "product_meta"; Magento's
"price-box", "stock available", "product attribute sku"; BigCommerce's "productView-price", "productView-brand",
"productView-info"; PrestaShop's "product-prices", "tax-shipping-delivery-label", "block-reassurance"; Taobao's
"tm-price"; Steam's "game_purchase_price". Extraction-dev truths leave the product's price out on every structure
but one (a subscription's "$39.00 every month"), and its SKU, brand and info lines too.

``drop_shop_panels`` finds the buy box (``buy_box``: the lowest of the first ``<h1>``'s ``BUY_BOX_LEVELS``
ancestors that holds a price line, a short block holding a price, ``boxes.PRICE_RE``, in an element named a price
within ``PANEL_LEVELS`` levels; at most ``BUY_BOX_PRICES_MAX`` of them, one product's (``_one_product``), as a
product shows a regular and a sale price where a listing's records show one each beside its link; and a control
that buys beside it, ``_sells``) and leaves out its kept short blocks (``SHOP_LINE_CHARS``) that an
element named as a panel (``SHOP_PANEL_RE``) within ``PANEL_LEVELS`` levels holds, or that are a price and little
else (a plain shop's price cell), and the kept records of other products on its page, three or more sibling cells
each a link and a price, with their heading (``_drop_priced_records``). A page without a price line and a cart's button by its ``<h1>`` is no product's
page: an article about prices has no button (its price table may name its cells "price"), a listing's records each
show a price.

Guards (review h208, pages built to trip the rules): the ``<h1>`` is the first that is not mostly a link
(``_product_h1``: a Chinese shop's logo is its page's first ``<h1>``, from which the "box" reached the whole page and
its product's name, JD's "sku-name", went as a code's line); a panel's name counts on an element of at most
``PANEL_CHARS_MAX`` characters, read without the site's taxonomy classes (``TAXONOMY_CLASS_RE``: a story filed under
"category-prices" or "tag-tax", a book's buy widget in it, lost every short paragraph of the post); a box each of
whose price lines recurs (``BILLING_PERIOD_RE``: "$39.00 every month") sells a plan, whose price is its text. Of our
18 review pages, 11 whole before, 17 after (a JD-like page's spec table in a hidden tab is the model's to keep).

On such a page, a kept short line of links that each put the product in a cart or a wishlist (their address or
class: ``CART_LINK_RE``) is a row of buttons (a plain shop's "Buy now | Add to wishlist").

On any page, a strip of a few priced cards (``STRIP_CARDS_MAX``) most of whose names the steps before left out goes
whole (``_drop_unnamed_cards``): a news story's "shop the story" carousel, a product's related goods, whose stray
prices and names the model kept (review h226). Session 39 (h234): a tour's or a room's booking button sells
(``BUY_CONTROL_RE``), and other products' priced cards in the title's ``<main>`` are not the buy box's prices;
extraction-dev texts unchanged but one article's stray card (+0.008). Review h239 (pages built to trip these rules):
a category filter's price ranges are no buy box's price (``is_filter_price``: a tea shop's category lost its grid
of six cards as other products' records), a card counts as named by any kept line (a language school's three
priced classes went), a panel named a price shows one (a tour's "price-includes" list stayed out), and priced
records in a kept text's flow (``count_lines.in_story_flow``: a travel post's list of guesthouses under a booking
widget) are no other products; extraction-dev unchanged.

Session 40 (pages of Shopify's Debut and Prestige, PrestaShop 1.7, OpenCart, an Amazon-like and an Etsy-like listing,
a Ctrip-like hotel; 7 of 17 whole before, 13 after; extraction-dev unchanged): a box holding the ``<h1>`` is no other
product's card (``_holds_h1``: Prestige's "ProductMeta" ran the tag path of its recommendations' cards and went with
them); an engine's default info labels open buy-box lines that go (``SHOP_LABEL_RE``: OpenCart's "Product Code:",
"Availability:"); a price's label is read aside (``PRICE_LABEL_RE``: Etsy's "Price: $22.50"); a buy column's delivery
and stock panels beside the title's box go (``_drop_buy_column_lines``; not a policy's tab: review h228); on any page
a short line that is a price and a link drawn as a button goes (``_drop_price_button_lines``: "¥458 起 [选择房间]"); and a
closed description tab's paragraphs come back on a product's page (``keep_description_paragraphs``).
Review h251: an info label's line goes when its value is short (``SHOP_LABEL_VALUE_CHARS``: "Condition:" opening a
sentence stays), and a price-button line that names a thing before its price stays (a recipe's "酥油 ¥30 [购买]").

``keep_description_lists`` keeps the list items of a product's description box (``DESCRIPTION_BOX_RE``: Shopify's
"product__description", PrestaShop's "product-description", BigCommerce's "productView-description", WooCommerce's
"Tabs-panel--description", Taobao's and JD's "detail-content") whose paragraphs are mostly kept
(``DESCRIPTION_KEPT_SHARE``) and whose list (or the list's own box, ``LIST_BOX_LEVELS``) stands beside a kept
paragraph (one parent), right after kept text (each item after the one before it): the features under a
description are its text, short as their lines are. A list after a box of the description's paragraphs, or after a
line left out ("Continue reading"), is ``lists.keep_continued_lists``' to judge. A page of
more such boxes holding kept text than ``DESCRIPTION_BOXES_MAX`` is a collection, each card's box a teaser's
(PrestaShop names each related product's box so too, none of them kept).

``keep_store_page_text`` reads a game store's app page (Steam's, every app's page drawn alike) as its truths do: the
summary beside the header image, the purchase boxes' titles and contents, the downloadable content's names, the
awards and the right column's notes are its text, the prices, buttons and legal notice are not (``STORE_TEXT_RE``).

Extraction-dev (harness, mean SH F1 per page): all 0.9086 -> 0.9112, 14 product pages better (a WooCommerce rental
whose reviews tab was kept 0.44 -> 0.86, the eight store pages +0.06 to +0.22, BigCommerce's info lines +0.03), one
lower (a subscription's "$39.00 every month", which its truth keeps: -0.028); the benchmark's product pages 0.807 ->
0.836. Our pages (tests/test_auto_product_engines.py: Shopify's Dawn, WooCommerce, Magento 2, BigCommerce, PrestaShop,
OpenCart, a Taobao-like page, a Steam-like page, a plain Tibetan bookshop): of 19 such pages written first, 9 whole
before, 18 after (the bookshop's layout-table menu is not this module's); written after, OpenCart's whole, an
Amazon-like page's buy column beside the box of its title (its delivery line) not; the articles, poems, essays and
recipes in a shop's words whole before and after.

A Chinese shop's fulfilment line ("由 京东 发货, 并提供售后服务") in its service row goes on any page, with or without
an ``<h1>`` (``drop_service_lines``; session 41, h262: extraction-dev unchanged).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import PRICE_RE, named_within
from extract.algorithms.auto.count_lines import in_story_flow
from extract.algorithms.auto.features import DIGIT_RE, Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS
from extract.algorithms.auto.page_memo import class_text, class_text_may_hold, page_memo
from extract.algorithms.auto.vetoes import LETTER_RE
from extract.algorithms.auto.words import HEADING_TAGS, SIDEBAR_BIT
from extract.dom import DATA_NAME_SEPARATOR, Dom, element_data_names

BUY_BOX_LEVELS = 4  # ancestors of the <h1> searched for the buy box (Magento: h1 > title wrapper > info-main)
PANEL_LEVELS = 3  # ancestors of a block searched for its panel's name (price-item < price__regular < price__container)
BUY_BOX_PRICES_MAX = 3  # price lines at most in a buy box: a regular, a sale and a unit price (a listing: one per record)
# A buy box's control, by its class, id, form action or name: a cart's ("add-to-cart", "tocart", "/cart/add",
# "/cart.php", "J_LinkBasket"), a purchase's ("buy-now", "J_LinkBuy"), a checkout's, a quantity box's (OpenCart's
# input "quantity" beside its button: the Dom holds no <button>); not "cartoon" or "cartography". A tour's or a
# room's booking button is its buy button ("book-now", "btn-book", WP Travel Engine's "wpte-book-now", "booking-btn");
# "book" alone is a bookshop's word and no control's.
BUY_CONTROL_WORDS = ("cart", "basket", "buy", "checkout", "quantity", "qty", "book")  # one is in every match (the gate)
BUY_CONTROL_RE = re.compile(r"cart(?!o)|basket|(?<![a-z])buy(?![a-z])|linkbuy|checkout|(?<![a-z])(?:quantity|qty)(?![a-z])"
                            r"|(?<![a-z])book[-_]?now(?![a-z])|(?<![a-z])(?:btn|button)[-_]book(?![a-z])"
                            r"|(?<![a-z])book(?:ing)?[-_](?:btn|button)(?![a-z])",
                            re.IGNORECASE)
SELL_LEVELS = 2  # ancestors of the buy box whose subtree is searched for its control
FRAME_TAGS = frozenset({"header", "nav", "footer", "aside"})  # the page's frame, not searched for the buy control
SHOP_LINE_CHARS = 100  # characters at most of a panel's line ("Free shipping on orders over $50"); prose runs longer
PRICED_RECORDS_MIN = 3  # sibling records at least of other products, each a linked title and its price
# A strip of priced cards is kept or left out whole: a card's price line is no text without its name. Where fewer
# than this share of the cards keep a line other than their prices, the strip is one the page shows beside its text
# (a news story's "shop the story" carousel, a product's related goods), and its kept prices and stray names go too
# (review h226: a Uyghur story kept one of four cards, a Chinese product two of four prices).
CARD_NAMES_KEPT = 0.5
# cards at most of such a strip: a row or a carousel of related goods shows four to eight; a category's grid more
# (extraction-dev: two Magento collections' grids of 9 and 12 cards, whose truths keep the cards the model half drops)
STRIP_CARDS_MAX = 8
RECORD_LEVELS = 2  # ancestors of a price's block searched for its record (a card's body holding its linked title)
PRICE_LINE_CHARS = 40  # characters at most of a price line ("Regular price $45.00 Sale price $39.00")
# Characters at most of a price cell's text besides its price ("$45.00", "སྒོར་ ༤༥.༠༠", "45.00 يۈەن"): a line saying
# more ("$39.00 every month", "Price: $45.00 for members") is read as text unless a panel's name says otherwise
PRICE_ONLY_EXTRA_CHARS = 4
# A price's label before it, read aside: "Price:", "Sale price", "Our price:", "价格：", "售价", "باھاسى:", "རིན་གོང་།"
PRICE_LABEL_RE = re.compile(r"^\s*(?:(?:our|sale|regular|unit)\s+)?price\b\s*:?|^\s*(?:价格|售价)\s*[:：]?"
                            r"|^\s*باھاسى\s*:?|^\s*རིན་གོང[་།\s]*", re.IGNORECASE)
# An offer's word before a price: "From $120", "Starting at $9", "Only $5", "低至", "仅", "ab 20 €"; the Latin ones
# whole words ("Abalone $30" names a thing)
PRICE_FROM_RE = re.compile(r"^\s*(?:(?:from|starting\s+(?:at|from)|only|just|ab)\b|低至|仅|只要)\s*:?", re.IGNORECASE)
# The labels a shop engine prints by default on a buy box's info lines, each "label: value": OpenCart's "Brand:",
# "Product Code:", "Availability:", "Reward Points:", "Ex Tax:", "Model:"; PrestaShop's "Reference", "Condition";
# a Chinese shop's "商品编号：", "货号：", "库存：". A line of the buy box (a product's page alone) so opened is its
# furniture (extraction-dev truths leave a product's SKU, brand and stock lines out: ``shop_panels``' docstring).
SHOP_LABEL_RE = re.compile(r"^\s*(?:brand|product\s+code|availability|reward\s+points|ex\s+tax|model|manufacturer"
                           r"|reference|condition|item\s+code|sku)\s*:|^\s*(?:商品编号|货号|库存)\s*[:：]", re.IGNORECASE)
# Characters at most of such a line's value after its label: a code, a name, a state ("BK-207", "In Stock", "Apple");
# a sentence after the label ("Condition: the cover was restored in 1998 after flood damage") is the product's text
SHOP_LABEL_VALUE_CHARS = 30
# A price element's name: "price", "prices", "product-price", "product_price", "price-box", "price__container",
# "price-item", "tm-price", "game_purchase_price", "productView-price" (not "pricing": a service's plans are its text)
PRICE_NAME = r"(?<![a-z])(?:product[-_]?)?prices?(?![a-z])"
PRICE_NAME_RE = re.compile(PRICE_NAME, re.IGNORECASE)
# A buy box's panels besides the price: the stock ("stock in-stock", "out-of-stock", Magento's "availability", Dawn's
# "product__inventory": "Low stock: 8 left"), the
# code ("sku", "product-reference"), WooCommerce's meta line ("product_meta", with its underscore: Squarespace's
# "product-meta" holds the name and the description), BigCommerce's "productView-info" and brand line, a badge, the
# tax and delivery notes ("product__tax", "tax-shipping-delivery-label", PrestaShop's "block-reassurance", Amazon's
# "deliveryBlockMessage"), the wishlist and compare links, the rating summary ("rating", OpenCart's "0 reviews / Write
# a review", Magento's "rating-summary"), the shop's policies ("product-policies", "return-policy": "Returns: 30
# days", "Warranty: 1 year"; review h217; not a "warranty" tab of the description, which may be its text). Each at a word's edge ("stockholm", "brandt", "taxonomy" name nothing here).
OTHER_PANEL = (
    r"(?<![a-z])(?:in[-_]|out[-_]of[-_])?stock(?![a-z])|(?<![a-z])availability(?![a-z])|(?<![a-z])inventory(?![a-z])"
    r"|(?<![a-z])sku(?![a-z])|product-reference|product_meta|productview-info|(?<![a-z])(?:product[-_]?)?brand(?![a-z])"
    r"|(?<![a-z])badge(?![a-z])|(?<![a-z])tax(?:[-_]?notice)?(?![a-z])|reassurance|wishlist|tocompare"
    r"|(?<![a-z])(?:delivery|shipping)|(?<![a-z])rating"
    r"|(?<![a-z])polic(?:y|ies)(?![a-z])")
SHOP_PANEL_RE = re.compile(rf"{PRICE_NAME}|{OTHER_PANEL}", re.IGNORECASE)
# A buy column's panels beside the title's box: a delivery date's ("deliveryBlockMessage", "delivery-info") and the
# stock's ("availability", "in-stock", "inventory"), each a line of the purchase, never a tab of the description
BUY_COLUMN_PANEL_RE = re.compile(r"(?<![a-z])delivery|(?<![a-z])availability(?![a-z])|(?<![a-z])inventory(?![a-z])"
                                 r"|(?<![a-z])(?:in[-_]|out[-_]of[-_])?stock(?![a-z])", re.IGNORECASE)
OTHER_PANEL_RE = re.compile(OTHER_PANEL, re.IGNORECASE)  # a panel named by more than a price
# A link that puts the product in a cart or a wishlist, by its address ("?add-to-cart=7", "/cart/add", "/cart?add=5",
# "?add_to_wishlist=7", "/wishlist") or its class ("add_to_cart_button", "add-to-wishlist")
CART_LINK_RE = re.compile(r"add[-_]?to[-_]?(?:cart|basket|bag|wishlist)|/cart/add|cart\?add|wish(?:list)?\?add|/wishlist",
                          re.IGNORECASE)
CART_LINK_WORDS = ("cart", "basket", "bag", "wish")  # one of them is in every match of ``CART_LINK_RE`` (the gate)
CART_LINE_LINK_SHARE = 0.7  # of a line's text in such links at least (the rest: separators, "|")
# A product's description box, by the engines' class names: Shopify's "product__description", "product-description"
# (PrestaShop, Squarespace), BigCommerce's "productView-description", WooCommerce's "woocommerce-Tabs-panel--description",
# a theme's "tab-description", Taobao's
# and JD's "J-detail-content" / "detail-content" (not Steam's "game_area_description": its lists are kept already,
# and one store page's truth leaves its "About This Game" out, extraction-dev wcxb 3043 -0.02 in two variants)
DESCRIPTION_BOX_RE = re.compile(r"product[-_]*(?:view-)?description|tabs?-(?:panel-+)?description|detail-content",
                                re.IGNORECASE)
DESCRIPTION_WORDS = ("escription", "etail-content")  # one of them is in every match (the gate: either case first)
DESCRIPTION_BOXES_MAX = 2  # boxes at most on a product's page (a short and a long description; a collection: one a card)
DESCRIPTION_KEPT_SHARE = 0.5  # of the box's text kept at least: its paragraphs are the page's text
LIST_BOX_LEVELS = 2  # the list's ancestors that may stand beside the kept paragraphs (the list, its "spec-item" box)
DESCRIPTION_ITEM_LINK_SHARE = 0.5  # of a list item's text in links below which it is a feature, not a menu entry
DESCRIPTION_PARAGRAPH_CHARS = 30  # characters at least of a description's paragraph kept back (a sentence, not a label)
# Characters at most of an element a panel's name names: a panel is a few short lines (extraction-dev: 19 at most,
# BigCommerce's brand line; a WooCommerce meta line with its categories and tags some 200), a post's body is longer
PANEL_CHARS_MAX = 300
# A class that files the element under a term of the site's taxonomy, not a part of a buy box: WordPress's post
# classes ("category-prices", "tag-tax", "tag-stock-market"), WooCommerce's ("product_cat-brands", "product_tag-sale"),
# Drupal's ("taxonomy-term-12"). Removed from a name before it is read.
TAXONOMY_CLASS_RE = re.compile(r"(?<!\S)(?:category|tag|post_tag|product_cat|product_tag|taxonomy-term)-\S*",
                               re.IGNORECASE)
# A price that recurs, a plan's or a subscription's term ("$39.00 every month", "$12 per month", "$99/yr", "每月 30
# 元", "ཟླ་རེར་སྒོར་ ༡༥", "¥20 / ཟླ་བ།", "ھەر ئايدا 120 يۈەن", "120 يۈەن / ئاي"): when each of a buy box's price
# lines says so, the product is a plan and its price is its text (extraction-dev wcxb 1377's truth keeps "$39.00
# every month"; services' truths keep their prices), unlike a product's price beside an instalment line ("or $123 per
# month with ShopPay")
BILLING_PERIOD_RE = re.compile(
    r"(?<![a-z])(?:every|per|a|each)\s+(?:\d+\s+)?(?:day|week|month|quarter|year|annum)s?(?![a-z])"
    r"|/\s?(?:mo|month|yr|year|wk|week|day)(?![a-z])|(?<![a-z])(?:monthly|yearly|annually|weekly)(?![a-z])"
    r"|每(?:天|日|周|月|季|年)|/\s?(?:月|年|周)|包月|包年|月付|年付"
    r"|(?:ཟླ|ལོ|ཉིན|བདུན་ཕྲག)[་\s]*རེ(?:ར|འི)|/\s?(?:ཟླ་བ|ལོ|ཉིན་མོ|བདུན་ཕྲག)(?![\u0f40-\u0fbc])"
    r"|ھەر\s+(?:كۈن|ھەپتە|ئاي|يىل)|(?:ئاي|يىل|ھەپتە|كۈن)لىق(?![\u0600-\u06ff])"
    r"|/\s?(?:كۈن|ھەپتە|ئاي|يىل)(?![\u0600-\u06ff])",
    re.IGNORECASE)
# The class or id words of a category page's shop bar over its grid, the engines' names across millions of shops:
# Magento's "toolbar-products" and "sorter", WooCommerce's "orderby" and "woocommerce-result-count", BigCommerce's
# and Shopify's "facet"/"faceted-search" and "sort", IKEA's "plp-filter-bar", a hand-made theme's "sort-bar",
# "cat-toolbar", "filter-box". A product's page sets no such bar between its title and a strip of other products.
# (at a word's start: a "resort" or a "coffee-filter" story's box is none; "sorter", "plp-filter-bar" are)
SHOP_BAR_RE = re.compile(r"(?<![a-z])(?:sort|orderby|toolbar|filter|facet|result-count|actionbar)", re.IGNORECASE)
FILTER_PRICE_LINK_SHARE = 0.5  # of a price line's text in links at least: a filter's ranges, no buy box's price
H1_LINK_SHARE = 0.5  # of an <h1>'s text in links at least: the site's name linking its home page, not a product's
# A link drawn as a button, by its class: Bootstrap's and most themes' "btn", "button", "btn-primary", a theme's
# "detail-headprice_btn", "book-button" (at a word's edge: "buttonhole", "btnx" name nothing)
BUTTON_LINK_RE = re.compile(r"(?<![a-z])(?:btn|button)(?![a-z])", re.IGNORECASE)
BUTTON_LINK_WORDS = ("btn", "button")  # one of them is in every match of ``BUTTON_LINK_RE`` (the gate)


def _name(dom: Dom, i: int) -> str:
    """Element ``i``'s class and id, one string, its taxonomy terms left out (``TAXONOMY_CLASS_RE``)."""
    name = dom.names(i)
    return TAXONOMY_CLASS_RE.sub("", name) if "-" in name else name


def _classes(dom: Dom, blocks: Blocks) -> dict[int, str]:
    """The class of each block and ancestor that has one: the features' reading (``Blocks.classes``), or the elements'
    when the Blocks were built without it. The page-wide gates read its values, the steps climb through it (no lxml
    read per block and level)."""
    if blocks.classes is not None:
        return blocks.classes
    return {i: name for i in range(len(dom)) if (name := dom.elements[i].get("class"))}


def _named_within(dom: Dom, b: int, pattern: re.Pattern[str], levels: int) -> bool:
    """Whether block ``b`` or one of its ``levels`` nearest ancestors is named by ``pattern`` (``boxes.named_within``,
    read through ``_name``)."""
    return named_within(dom, b, pattern, levels, _name) >= 0


def _product_h1(dom: Dom) -> int:
    """The page's first ``<h1>`` that may name a product, or -1: not the site's name, mostly a link
    (``H1_LINK_SHARE``: a logo linking the home page, as Chinese shops set it). (Not the ``<h1>``s under a
    ``<header>``: an article's or a product's own header holds its title.) One scan of the tags."""
    tags = dom.tags
    h1 = -1
    while True:
        try:
            h1 = tags.index("h1", h1 + 1)
        except ValueError:
            return -1
        if not dom.link_text[h1] >= H1_LINK_SHARE * dom.tree_text[h1] > 0:
            return h1


def _in_panel(dom: Dom, b: int, box: int) -> bool:
    """Whether block ``b`` lies in a panel of buy box ``box``: one of its ``PANEL_LEVELS`` nearest ancestors below the
    box (or the block) of at most ``PANEL_CHARS_MAX`` characters named so (``SHOP_PANEL_RE``), an element named a
    price only when it shows one (``PRICE_RE``: a tour's "price-includes" list of what its fare covers, its rooms and
    meals, is the tour's text; review h239)."""
    a = b
    for _ in range(PANEL_LEVELS + 1):
        if a < 0 or a == box:
            return False
        if dom.tree_text[a] <= PANEL_CHARS_MAX:
            name = _name(dom, a)
            if SHOP_PANEL_RE.search(name) is not None and (
                    OTHER_PANEL_RE.search(name) is not None or PRICE_RE.search(dom.text(a)) is not None):
                return True
        a = dom.parent[a]
    return False


def _is_price_only(text: str) -> bool:
    """Whether a line is a price and little else (``PRICE_ONLY_EXTRA_CHARS``), a price's label before it aside
    (``PRICE_LABEL_RE``: Etsy's "Price: $22.50", its label read by screen readers alone)."""
    found = PRICE_RE.search(text)
    if found is None:
        return False
    rest = re.sub(r"[\s\d.,:()\u0f20-\u0f29/-]+", "", PRICE_LABEL_RE.sub("", text[:found.start()]) + text[found.end():])
    return len(rest) <= PRICE_ONLY_EXTRA_CHARS


def buy_box(dom: Dom, blocks: Blocks) -> int:
    """The product's buy box (see the module docstring), or -1."""
    return _buy_box_prices(dom, blocks)[0]


def _buy_box_prices(dom: Dom, blocks: Blocks) -> tuple[int, list[int]]:
    """The product's buy box and its price lines, or (-1, []): the lowest of the product's ``<h1>``'s
    (``_product_h1``) ``BUY_BOX_LEVELS`` ancestors holding a price line (named a price, or a price alone: a plain
    shop's cell) and at most ``BUY_BOX_PRICES_MAX`` of them, none in a side column (``_in_side_column``: a shop's
    price filter beside a category's grid is no product's price), nor a shop bar's (``is_filter_price``: its
    filter's price ranges over the grid), nor a card of a strip of other products (``_priced_records``: a tour's
    page sets its related tours, each priced, in the ``<main>`` its title opens). Reads the short blocks with a
    price and the ancestors of those."""
    h1 = _product_h1(dom) if dom.has_elements else -1
    if h1 < 0:
        return -1, []
    ids, texts, lengths = blocks.ids, blocks.texts, blocks.lengths
    prices = [ids[k] for k in _priced_lines(dom, blocks) if lengths[k] <= PRICE_LINE_CHARS
              and (_named_within(dom, ids[k], PRICE_NAME_RE, PANEL_LEVELS) or _is_price_only(texts[k]))
              and not _in_side_column(dom, blocks, ids[k]) and not is_filter_price(dom, ids[k])]
    if prices:  # (the cards of other products beside the box, each its own price: ``_priced_records``)
        carded = set()
        for records in _priced_records(dom, blocks):
            for record in records:
                carded.update(prices[bisect_left(prices, record):bisect_left(prices, dom.end[record])])
        prices = [b for b in prices if b not in carded]
    if not prices:
        return -1, []
    a = dom.parent[h1]
    for _ in range(BUY_BOX_LEVELS):
        if a < 0:
            return -1, []
        inside = prices[bisect_left(prices, a):bisect_left(prices, dom.end[a])]
        if inside:
            if len(inside) <= BUY_BOX_PRICES_MAX and _one_product(dom, inside) and _sells(dom, a):
                return a, inside
            return -1, []
        a = dom.parent[a]
    return -1, []


def _in_side_column(dom: Dom, blocks: Blocks, b: int) -> bool:
    """Whether block ``b`` lies in an element named as a page's side column (``SIDEBAR_BIT``: ``words.SIDEBAR_RE``,
    "sidebar", WordPress's "widget-area"), at any depth: a WooCommerce category's price filter ("Price: ¥30 — ¥90",
    named "price_label") in its widget area made the ``<body>`` under its shallow ``<h1>`` a buy box, and its
    product cards other products' records (review h201's WooCommerce page)."""
    parent, vetoes = dom.parent, blocks.vetoes
    a = b
    while a >= 0:
        if vetoes[a] & SIDEBAR_BIT:
            return True
        a = parent[a]
    return False


def is_filter_price(dom: Dom, b: int) -> bool:
    """Whether price line ``b`` is a shop bar's (a category's price filter, "价格： 0-100元 100-300元", "Price: $0 -
    $50"): in an element named a sort, filter or facet bar (``SHOP_BAR_RE``) within ``PANEL_LEVELS`` levels, or
    mostly links (``FILTER_PRICE_LINK_SHARE``: a filter's ranges, each a link to the filtered grid; a buy box's price
    links nowhere). Review h239: a tea shop's category page, its filter's price ranges read as a buy box's price, lost
    its grid of six priced cards as other products' records."""
    return (dom.link_text[b] >= FILTER_PRICE_LINK_SHARE * dom.tree_text[b] > 0
            or _named_within(dom, b, SHOP_BAR_RE, PANEL_LEVELS))


def _one_product(dom: Dom, prices: list[int]) -> bool:
    """Whether the price lines ``prices`` are one product's: not each in its own record beside the others (the parts
    of their lowest common ancestor that hold them each holding a link: a listing's cards, each linking its page).
    A product's regular and sale prices share a price element, or stand in parts with no link (Taobao's two price
    rows, each a label and a price)."""
    if len(prices) < 2:
        return True
    chain = []
    a = prices[0]
    while a >= 0:
        chain.append(a)
        a = dom.parent[a]
    common = next(a for a in chain if all(a <= p < dom.end[a] for p in prices))
    parts = set()
    for p in prices:
        while dom.parent[p] != common:
            p = dom.parent[p]
        parts.add(p)
    return len(parts) < 2 or not all(dom.link_text[part] for part in parts)


def _sells(dom: Dom, box: int) -> bool:
    """Whether the buy box's area holds a control that buys (``BUY_CONTROL_RE`` on an element's class, id, form action
    or name: WooCommerce's "form.cart", Shopify's "/cart/add", Magento's "/checkout/cart/add", BigCommerce's
    "/cart.php", Steam's "btn_addtocart", Taobao's "J_LinkBasket"). The area is the box's ``SELL_LEVELS``-th ancestor
    (BigCommerce sets the form in a section beside the box's), its header, navigation, footer and side boxes aside
    (``FRAME_TAGS``: a shop's header names its cart on every page, its blog's too). An article's price table has no
    such control. Reads the area's elements once, a literal test first."""
    area = box
    for _ in range(SELL_LEVELS):
        if dom.parent[area] < 0:
            break
        area = dom.parent[area]
    tags, end = dom.tags, dom.end
    i = area
    while i < end[area]:
        if tags[i] in FRAME_TAGS:
            i = end[i]
            continue
        get = dom.elements[i].get
        name = f"{dom.names(i)} {get('action') or ''} {get('name') or ''}".lower()
        if any(word in name for word in BUY_CONTROL_WORDS) and BUY_CONTROL_RE.search(name) is not None:
            return True
        i += 1
    return _buying_control(dom.elements[area], dom.named_by_data)


def _buying_control(area, named_by_data: bool) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a form control under ``area`` (the Dom leaves out ``<input>``, ``<button>`` and ``<select>``:
    ``dom.DROPPED_TAGS``) buys by its class, id, name or value (``BUY_CONTROL_RE``: OpenCart's "button-cart", an
    input "quantity"), or, on a page named by data attributes (``named_by_data``), by its ``NAMING_ATTRIBUTES``
    (Wix Stores' ``data-hook="add-to-cart"``), outside the page's frame (``FRAME_TAGS``). lxml's own walk over the
    area's controls."""
    for control in area.iter("input", "button", "select"):
        get = control.get
        name = f"{get('class') or ''} {get('id') or ''} {get('name') or ''}".lower()
        if named_by_data:
            name += DATA_NAME_SEPARATOR + element_data_names(control).lower()  # (as ``Dom.names`` joins them)
        if not (any(word in name for word in BUY_CONTROL_WORDS) and BUY_CONTROL_RE.search(name) is not None):
            continue
        parent = control.getparent()
        while parent is not None and parent is not area and parent.tag not in FRAME_TAGS:
            parent = parent.getparent()
        if parent is area:
            return True
    return False


def drop_shop_panels(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a product's buy-box furniture and its cart and wishlist link rows (see the module docstring), in
    place. One pass over the blocks."""
    if not dom.has_elements or not _priced_lines(dom, blocks):
        return  # (every rule below starts from a short priced line: a page with none has no buy box, strip or button)
    box, prices = _buy_box_prices(dom, blocks)
    if box >= 0:
        texts = blocks.texts
        first, last = bisect_left(blocks.ids, box), bisect_left(blocks.ids, dom.end[box])
        plan = all(BILLING_PERIOD_RE.search(texts[bisect_left(blocks.ids, p)]) is not None for p in prices)
        for k in range(first, last):
            b = blocks.ids[k]
            if plan and PRICE_RE.search(texts[k]) is not None and BILLING_PERIOD_RE.search(texts[k]) is not None:
                continue  # (a plan's price: its term)
            if keep[b] and blocks.lengths[k] <= SHOP_LINE_CHARS and (
                    _in_panel(dom, b, box) or _is_shop_label_line(texts[k])
                    or blocks.lengths[k] <= PRICE_LINE_CHARS and _is_price_only(texts[k])):
                keep[b] = 0
        _drop_buy_column_lines(dom, keep, blocks, box)
        _drop_priced_records(dom, keep, blocks)
        _drop_cart_link_rows(dom, keep, blocks)
    _drop_unnamed_cards(dom, keep, blocks)
    _drop_price_button_lines(dom, keep, blocks)


def _is_shop_label_line(text: str) -> bool:
    """Whether a line opens with a shop engine's info label (``SHOP_LABEL_RE``) and holds a value no longer than
    ``SHOP_LABEL_VALUE_CHARS`` characters after it (review h251: a museum shop's "Condition:" sentence)."""
    found = SHOP_LABEL_RE.match(text)
    return found is not None and len(text[found.end():].strip()) <= SHOP_LABEL_VALUE_CHARS


def _drop_buy_column_lines(dom: Dom, keep: bytearray, blocks: Blocks, box: int) -> None:
    """Leave out the kept short lines (``SHOP_LINE_CHARS``) of the buy box's area outside the box (the area ``_sells``
    searched: the box's ``SELL_LEVELS``-th ancestor, its frame, ``FRAME_TAGS``, aside) that a delivery or stock panel
    holds (``BUY_COLUMN_PANEL_RE`` within ``PANEL_LEVELS`` levels below the area, at most ``PANEL_CHARS_MAX``
    characters), in place: an Amazon-like page's buy column beside its title's box, its "FREE delivery Thursday" and
    "In Stock" lines (session 40). Not a policy's, a shipping's or a price's panel: beside the box, a description tab
    named "policy-details" or "shipping-info" is the product's text (review h228: a travel policy's description), and
    the area's other prices are other products' cards (``_drop_priced_records``, ``_drop_unnamed_cards``)."""
    area = box
    for _ in range(SELL_LEVELS):
        if dom.parent[area] < 0:
            break
        area = dom.parent[area]
    tags, end, ids = dom.tags, dom.end, blocks.ids
    k, last = bisect_left(ids, area), bisect_left(ids, end[area])
    while k < last:
        b = ids[k]
        if tags[b] in FRAME_TAGS or box <= b < end[box]:
            k = bisect_left(ids, end[b], k + 1)  # (the frame's or the box's blocks: passed over whole)
            continue
        if keep[b] and blocks.lengths[k] <= SHOP_LINE_CHARS and not _framed(dom, b, area):
            a = b
            for _ in range(PANEL_LEVELS + 1):
                if a < 0 or a == area:
                    break
                if dom.tree_text[a] <= PANEL_CHARS_MAX and BUY_COLUMN_PANEL_RE.search(_name(dom, a)) is not None:
                    keep[b] = 0
                    break
                a = dom.parent[a]
        k += 1


def _framed(dom: Dom, b: int, area: int) -> bool:
    """Whether block ``b`` lies in a frame element (``FRAME_TAGS``) within ``PANEL_LEVELS`` levels below ``area``."""
    a = dom.parent[b]
    for _ in range(PANEL_LEVELS):
        if a < 0 or a == area:
            return False
        if dom.tags[a] in FRAME_TAGS:
            return True
        a = dom.parent[a]
    return False


def holds_price(text: str) -> bool:
    """Whether ``text`` holds a price (``PRICE_RE``), asked of every short block: a digit first (``DIGIT_RE``, in every
    match of ``PRICE_RE``'s amount), a search about 7 times cheaper than the price pattern's alternatives that most
    lines (84 % of extraction-dev's short kept lines) fail."""
    return DIGIT_RE.search(text) is not None and PRICE_RE.search(text) is not None


def _priced_lines(dom: Dom, blocks: Blocks) -> list[int]:
    """The indexes (in ``blocks``) of the short blocks (``SHOP_LINE_CHARS``) holding a price (``holds_price``), in
    page order: the lines every rule of ``drop_shop_panels`` starts from, found once per page and Blocks
    (``page_memo``) where each rule asked every block again; a page with none (half of extraction-dev's) is passed
    over at once."""
    return page_memo(dom, _priced_lines, lambda: [k for k, length in enumerate(blocks.lengths)
                                                  if length <= SHOP_LINE_CHARS and holds_price(blocks.texts[k])], blocks)


def _priced_records(dom: Dom, blocks: Blocks) -> list[set[int]]:
    """Groups of ``PRICED_RECORDS_MIN`` records or more of one tag path (siblings, or cousins: a carousel's slides each
    wrap a card), each the nearest element (a short price line's block or one of its ``RECORD_LEVELS`` ancestors)
    holding a link and at most ``SHOP_LINE_CHARS`` characters: a linked title and its price. Built once per page and
    Blocks (``page_memo``: the buy box and the two strips' rules read them)."""
    return page_memo(dom, _priced_records, lambda: _find_priced_records(dom, blocks), blocks)


def _find_priced_records(dom: Dom, blocks: Blocks) -> list[set[int]]:
    """``_priced_records``, found by one pass over the blocks."""
    groups: dict[int, set[int]] = {}  # tag path -> the records
    for k in _priced_lines(dom, blocks):
        record = blocks.ids[k]
        for _ in range(RECORD_LEVELS):
            if dom.link_text[record] or dom.parent[record] < 0:
                break
            record = dom.parent[record]
        if dom.link_text[record] and dom.tree_text[record] <= SHOP_LINE_CHARS and not _holds_h1(dom, record):
            groups.setdefault(dom.path[record], set()).add(record)
    return [records for records in groups.values() if len(records) >= PRICED_RECORDS_MIN]


def _holds_h1(dom: Dom, record: int) -> bool:
    """Whether ``record`` holds an ``<h1>``: the page's title, the product's own meta box (Shopify Prestige's
    "ProductMeta": its vendor, title, prices and tax note), never another product's card, however alike the tag paths
    of the two boxes run (session 40: a Prestige page's box joined its recommendations' cards and lost its title)."""
    return "h1" in dom.tags[record:dom.end[record]]


def _drop_priced_records(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """On a product's page, leave out the records of other products (``_priced_records``), kept or not, and the
    heading right before the first (which the model keeps over records it dropped), in place; not a run of them in
    the flow of a kept text (``count_lines.in_story_flow`` on the records' lowest common ancestor: a travel post's
    list of guesthouses, each linked and priced, between its paragraphs, under a booking widget's price and button;
    review h239)."""
    for records in _priced_records(dom, blocks):
        if in_story_flow(dom, keep, blocks, _common_ancestor(dom, records)):
            continue
        first = bisect_left(blocks.ids, min(records))
        for record in records:
            for k in range(bisect_left(blocks.ids, record), bisect_left(blocks.ids, dom.end[record])):
                keep[blocks.ids[k]] = 0
        before = first - 1
        if before >= 0 and dom.tags[blocks.ids[before]] in HEADING_TAGS and blocks.lengths[before] <= SHOP_LINE_CHARS:
            keep[blocks.ids[before]] = 0


def _common_ancestor(dom: Dom, nodes: set[int]) -> int:
    """The lowest element holding every node of ``nodes``."""
    first, last = min(nodes), max(nodes)
    a = dom.parent[first]
    while a >= 0 and dom.end[a] <= last:
        a = dom.parent[a]
    return a


def _drop_unnamed_cards(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """On any page, leave out the cards of a strip of priced records (``_priced_records``, at most
    ``STRIP_CARDS_MAX`` of them) fewer than ``CARD_NAMES_KEPT`` of whose cards keep a line besides their prices, in
    place: the prices and the few names kept of cards whose other names went. Of the cards holding a line besides a
    short price line (``PRICE_LINE_CHARS``: a sentence naming a price is a line of text), one counts as named by any
    kept line (review h239: a card's buttons, shop name and badge, which no truth keeps, outnumbered its kept name and
    subtitle, and a language school's three priced classes, each its name, subtitle and features, went whole). Not a
    service's plans (a price with its term, ``BILLING_PERIOD_RE``: the truths keep pricing cards whole,
    ``pricing_cards``)."""
    for records in _priced_records(dom, blocks):
        if len(records) > STRIP_CARDS_MAX:
            continue
        spans = [(bisect_left(blocks.ids, r), bisect_left(blocks.ids, dom.end[r])) for r in records]
        lined = named = plans = 0  # cards holding a line besides their prices, and those keeping one
        for first, last in spans:
            lines = kept = False
            for k in range(first, last):
                if blocks.lengths[k] > PRICE_LINE_CHARS or not holds_price(blocks.texts[k]):
                    if blocks.compact[k]:
                        lines = True
                        kept = kept or keep[blocks.ids[k]] != 0
                elif BILLING_PERIOD_RE.search(blocks.texts[k]) is not None:
                    plans += 1
            lined += lines
            named += kept
        if lined and named < CARD_NAMES_KEPT * lined and not plans:
            for first, last in spans:
                for k in range(first, last):
                    keep[blocks.ids[k]] = 0


def _drop_price_button_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """On any page, leave out the kept short lines (``PRICE_LINE_CHARS``) that are a price and a link drawn as a
    button and nothing else (``BUTTON_LINK_RE`` on the link's class; the rest ``_is_price_only``), in place: a hotel's
    "¥458 起 [选择房间]", a tour's "From $120 [Book now]", a shop's "$45.00 [Buy]". A sentence naming a price says
    more than a price, and an article's links are no buttons. Session 40 (review h234: a Ctrip-like hotel page kept
    its room price and booking button over its description). A literal test of the short priced lines' anchors'
    classes before the pattern."""
    anchors = dom.anchors
    if not anchors:
        return
    for k in _priced_lines(dom, blocks):
        b, text = blocks.ids[k], blocks.texts[k]
        if not keep[b] or blocks.lengths[k] > PRICE_LINE_CHARS or not dom.link_text[b]:
            continue
        rest = text
        buttons = 0
        for a in anchors[bisect_left(anchors, b):bisect_left(anchors, dom.end[b])]:
            name = dom.attr(a, "class").lower()
            if any(word in name for word in BUTTON_LINK_WORDS) and BUTTON_LINK_RE.search(name) is not None:
                rest = rest.replace(dom.text(a), "", 1)
                buttons += 1
        if buttons and _is_price_only(rest) and not _named_before_price(rest):
            keep[b] = 0


def _named_before_price(text: str) -> bool:
    """Whether a priced line names a thing before its price (a letter there once a price's label, ``PRICE_LABEL_RE``,
    and an offer's word, ``PRICE_FROM_RE``, are read aside): a recipe's "酥油 ¥30 [购买]", a menu's "Momo $9 [Order]",
    an item of a list, not a booking's "From $120 [Book now]" (review h251)."""
    found = PRICE_RE.search(text)
    if found is None:
        return False
    before = PRICE_FROM_RE.sub("", PRICE_LABEL_RE.sub("", text[:found.start()]))
    return LETTER_RE.search(before) is not None


def _drop_cart_link_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept short lines whose text is mostly (``CART_LINE_LINK_SHARE``) links putting the product in a
    cart or a wishlist (``CART_LINK_RE`` on their address or class), in place. Reads the page's anchors once."""
    anchors = []
    for a in dom.anchors:
        target = f"{dom.attr(a, 'href')} {dom.attr(a, 'class')}".lower()
        if any(word in target for word in CART_LINK_WORDS) and CART_LINK_RE.search(target) is not None:
            anchors.append(a)
    if not anchors:
        return
    for b, length in zip(blocks.ids, blocks.lengths):
        if not keep[b] or length > SHOP_LINE_CHARS or not dom.link_text[b]:
            continue
        stop = dom.end[b]
        cart_text = sum(dom.tree_text[a] for a in anchors[bisect_left(anchors, b):bisect_left(anchors, stop)])
        if cart_text >= CART_LINE_LINK_SHARE * dom.tree_text[b]:
            keep[b] = 0


def keep_description_lists(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the list items (``LIST_ITEM_TAGS``, not mostly links) of a product's description box
    (``DESCRIPTION_BOX_RE``) whose text is at least ``DESCRIPTION_KEPT_SHARE`` kept, in place. Reads the classes of
    the blocks and their ancestors once for the boxes (a box's blocks are a run of the blocks)."""
    if not dom.has_elements:
        return
    boxes = {a: list(range(bisect_left(blocks.ids, a), bisect_left(blocks.ids, dom.end[a])))
             for a in _description_boxes(dom, blocks)}  # description box -> its blocks (indices)
    boxes = {a: members for a, members in boxes.items() if any(keep[blocks.ids[k]] for k in members)}
    if len(boxes) > DESCRIPTION_BOXES_MAX:
        return
    for members in boxes.values():
        total = sum(blocks.lengths[k] for k in members)
        kept = sum(blocks.lengths[k] for k in members if keep[blocks.ids[k]])
        if not total or kept < DESCRIPTION_KEPT_SHARE * total:
            continue
        beside_kept = {dom.parent[blocks.ids[k]] for k in members if keep[blocks.ids[k]]}
        for k in members:
            b = blocks.ids[k]
            if (not keep[b] and not excluded[k] and dom.tags[b] in LIST_ITEM_TAGS and k and keep[blocks.ids[k - 1]]
                    and _list_beside(dom, b, beside_kept)
                    and dom.link_text[b] < DESCRIPTION_ITEM_LINK_SHARE * dom.tree_text[b]):
                keep[b] = 1


def keep_description_paragraphs(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """On a product's page (a buy box: ``buy_box``), keep the paragraphs (``<p>``, at least
    ``DESCRIPTION_PARAGRAPH_CHARS`` characters, not mostly links) of its description boxes (``DESCRIPTION_BOX_RE``)
    that the model dropped, in place: a description in a tab the page opens closed (PrestaShop's "#description >
    .product-description" under its short description) is the product's text as much as the one beside the price.
    Not a box that shows a price (another product's card: PrestaShop names each accessory's box so too), and not when
    more than ``DESCRIPTION_BOXES_MAX`` boxes show none (a collection). Session 40: a PrestaShop 1.7 page lost its
    description tab. The gate: the page's class names hold a box's word, then a buy box."""
    if not dom.has_elements:
        return
    boxes = [a for a in _description_boxes(dom, blocks) if not holds_price(dom.text(a))]
    if not boxes or len(boxes) > DESCRIPTION_BOXES_MAX or buy_box(dom, blocks) < 0:
        return
    tags, ids = dom.tags, blocks.ids
    for a in boxes:
        for k in range(bisect_left(ids, a), bisect_left(ids, dom.end[a])):
            b = ids[k]
            if (not keep[b] and not excluded[k] and tags[b] == "p" and blocks.lengths[k] >= DESCRIPTION_PARAGRAPH_CHARS
                    and dom.link_text[b] < DESCRIPTION_ITEM_LINK_SHARE * dom.tree_text[b]):
                keep[b] = 1


def _description_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named a product's description box (``DESCRIPTION_BOX_RE``), the outermost of nested ones, in
    document order. The gate, exact: every box's name holds one of ``DESCRIPTION_WORDS``, in lower case, so a page
    whose joined classes (``page_memo.class_text``) hold none names no box: one substring test per word at once."""
    classes = _classes(dom, blocks)
    text = class_text(dom, blocks)
    if text is None:
        text = " ".join(classes.values())
    if not any(word in text for word in DESCRIPTION_WORDS):
        return []
    # the words and the pattern once per distinct class string (session 44, h313: a page's classes repeat; the
    # same answer per element)
    box_names = {name for name in set(classes.values())
                 if any(word in name for word in DESCRIPTION_WORDS) and DESCRIPTION_BOX_RE.search(name)}
    if not box_names:
        return []
    boxes = []
    outer_end = -1
    for a in sorted(classes):
        if a >= outer_end and classes[a] in box_names:
            boxes.append(a)
            outer_end = dom.end[a]
    return boxes


def _list_beside(dom: Dom, item: int, beside_kept: set[int]) -> bool:
    """Whether list item ``item``'s list, or the list's box (``LIST_BOX_LEVELS`` ancestors above the item), is a child
    of an element in ``beside_kept`` (the parents of the description's kept blocks)."""
    a = dom.parent[item]
    for _ in range(LIST_BOX_LEVELS):
        if a < 0:
            return False
        if dom.parent[a] in beside_kept:
            return True
        a = dom.parent[a]
    return False


# A game store's app page (Steam's, as every app's page on the store draws it): the page's text is the game's
# summary beside its header image ("game_description_snippet"), its purchase boxes' titles and contents ("Buy The
# Orange Box", "Includes 7 items: ...", the bundle's offer), its downloadable content's names, its anti-cheat and
# content notes in the right column, not only "About This Game" and the system requirements the model keeps. The
# extraction-dev truths of its three store pages (wcxb 3043, 3072, 3078) keep them all; the prices, the "Add to Cart"
# buttons and the discount boxes they leave out (``STORE_FURNITURE_RE``), and the publisher's legal notice under the
# description (``STORE_LEGAL_RE``: trademarks and copyrights, kept by the model as the description's last lines).
STORE_PAGE_WORDS = ("game_area_", "glance_ctn", "apphub_")  # a block's or ancestor's class holding one: a store page
STORE_TEXT_RE = re.compile(r"game_description_snippet|package_contents|game_area_dlc_(?:name|section)|anticheat"
                           r"|game_rating_descriptor|descriptortext|game_content_categor|awardsdefault"
                           r"|game_area_sys_req_note|game_area_purchase_game(?![a-z_])",
                           re.IGNORECASE)
STORE_LEGAL_RE = re.compile(r"game_area_legal", re.IGNORECASE)  # the publisher's legal notice under the description
STORE_FURNITURE_RE = re.compile(r"price|btn|discount|addtocart|purchase_action", re.IGNORECASE)
STORE_LEVELS = 4  # ancestors of a block searched for the store's names


def keep_store_page_text(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep a game store's app page's summary, purchase titles, contents, downloadable content's names, awards and the
    right column's notes (``STORE_TEXT_RE``) with no furniture's name (``STORE_FURNITURE_RE``) between the block and
    the named box, and leave out its legal notice (``STORE_LEGAL_RE``), in place. A page none of whose blocks and
    their ancestors is named as a store page's (``STORE_PAGE_WORDS``) is skipped after one read of their classes."""
    if not dom.has_elements:
        return
    # (the gate, exact: the words are lower case and hold no space, so a page whose classes hold one holds it in
    # their joined lower-case text, ``page_memo.class_text``, one substring test each)
    if not class_text_may_hold(dom, blocks, STORE_PAGE_WORDS):
        return
    classes = _classes(dom, blocks)
    if not any(word in name for name in classes.values() for word in STORE_PAGE_WORDS):
        return
    for k, b in enumerate(blocks.ids):
        if keep[b] and _named_within(dom, b, STORE_LEGAL_RE, STORE_LEVELS):
            keep[b] = 0
        if keep[b] or excluded[k]:
            continue
        a = b
        for _ in range(STORE_LEVELS + 1):
            if a < 0:
                break
            name = _name(dom, a)  # (the class and the id: Steam's awards are "div#AwardsDefault"; a store page only)
            if STORE_FURNITURE_RE.search(name) is not None:
                break
            if STORE_TEXT_RE.search(name) is not None:
                keep[b] = 1
                break
            a = dom.parent[a]


# A Chinese shop's fulfilment line in its buy box: JD's "由 京东 发货, 并提供售后服务" ("shipped by JD, which gives the
# after-sales service"), "由 <shop> 发货, <shop> 提供售后服务", Tmall's "由 <shop> 发货并提供售后服务": who ships and who
# serves, in JD's ``#summary-service`` row (its "服务" label beside it). The line is the shop's, on a page with or
# without an ``<h1>`` (JD names the product ``div.sku-name``, so ``buy_box`` finds no box). The whole line only, one
# shipper and one servicer at most, in an element named a service (``SERVICE_CLASS_RE``) within ``PANEL_LEVELS``: a
# story about a shop quoting the line says more around it (review s40 h247: a JD-like page kept its service line).
SHIP_WORDS = ("发货", "發貨")  # the cheap test before the pattern: "ships"
SHOP_NAME = r"[^\s,，。.]{1,20}(?:\s+[^\s,，。.]{1,20})?"  # a shop's name, two words at most ("雪域数码 旗舰店")
# ... JD's line running on with its delivery promise: "由 京东 发货, 并提供售后服务. 23:10前下单，预计明天(05月14日)送达"
# ("order before 23:10, expected tomorrow"; review h268)
DELIVERY_PROMISE = r"(?:\d{1,2}[:：]\d{2}\s*前下[单單]\s*[,，]?\s*)?[预預]计\s*[^\s,，。]{1,16}\s*送达\s*[。.]?"
SERVICE_LABEL = r"(?:服[\s\u3000]*[务務]\s*[:：]?\s*)?"  # the row's label before it, drawn inline ("服　　务")
SERVICE_LINE_RE = re.compile(rf"^\s*{SERVICE_LABEL}由\s*{SHOP_NAME}\s*(?:发货|發貨)\s*[,，]?\s*(?:并|並)?\s*(?:由\s*)?(?:{SHOP_NAME}\s*)?"
                             rf"提供售[后後]服[务務]\s*[。.]?\s*(?:{DELIVERY_PROMISE}\s*)?$")
SERVICE_CLASS_RE = re.compile(r"(?<![a-z0-9])service(?![a-z0-9])", re.IGNORECASE)  # JD's "summary-service"
SERVICE_LINE_CHARS = 60  # characters at most of the line: two shops' names, the two verbs, the delivery promise


def drop_service_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a shop's fulfilment line (``SERVICE_LINE_RE``, gated on ``SHIP_WORDS``) in an
    element named a service (``SERVICE_CLASS_RE``) within ``PANEL_LEVELS`` and holding no heading (a help page's
    ``div.help-service`` answers "谁负责售后？" with the line: review h268), in place (see ``SERVICE_LINE_RE``)."""
    if not dom.has_elements:
        return
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > SERVICE_LINE_CHARS:
            continue
        text = blocks.texts[k]
        if not any(word in text for word in SHIP_WORDS) or SERVICE_LINE_RE.match(text) is None:
            continue
        x = named_within(dom, b, SERVICE_CLASS_RE, PANEL_LEVELS - 1)  # the block and PANEL_LEVELS - 1 ancestors
        if x >= 0 and not any(tag in HEADING_TAGS for tag in dom.tags[x:dom.end[x]]):
            keep[b] = 0
