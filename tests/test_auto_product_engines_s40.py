"""Product and collection pages of engines and themes the earlier tables cover thinly (Shopify's Debut and Prestige,
PrestaShop 1.7, OpenCart, BigCommerce's Cornerstone, Squarespace, an Amazon-like and an Etsy-like listing, a Ctrip-like
hotel, a pricing page's logo strip, a Dawn collection, a museum's collection; our own Tibetan, Uyghur, Chinese and
English text): the product's name and description stay, once; its price, tax, delivery and policy notes, info labels,
buy buttons, shop bars and other products' cards go (``auto.shop_panels``, ``auto.product_grids.drop_shop_bar_lines``,
``auto.site_banners.drop_logo_strips``). Stories about prices, a price list in a story, an essay quoting a logo strip
and a bookshop's tale with a button-drawn link keep their text whole."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text

def page(lang: str, title: str, body: str, dir_: str = "ltr") -> str:
    """A shop's page: its header and menu, ``body``, its footer."""
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{dir_}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
            "<header class='site-header'><div class='logo'><a href='/'>Shop</a></div><nav class='main-nav'><ul>"
            "<li><a href='/'>Home</a></li><li><a href='/collections/all'>Catalog</a></li><li><a href='/pages/about'>About</a></li>"
            "<li><a href='/cart'>Cart</a></li></ul></nav></header>"
            f"{body}"
            "<footer class='site-footer'><p>© 2025 Shop. All rights reserved.</p><a href='/policies/privacy'>Privacy</a> "
            "<a href='/policies/terms'>Terms</a></footer></body></html>")

def cards(cls: str, items: list[tuple[str, str]], title_cls: str = "card__title", price_cls: str = "price") -> str:
    """A strip of other products' cards, each a linked name and a price."""
    return "".join(f"<li class='{cls}'><a href='/products/p{i}'><img src='/i{i}.jpg' alt=''><span class='{title_cls}'>{t}</span></a>"
                   f"<span class='{price_cls}'>{p}</span></li>" for i, (t, p) in enumerate(items))

P: dict[str, tuple[str, dict[str, list[str]]]] = {}  # page name -> (its HTML, its stay/go/once lines)

# --- Shopify Debut (bo): thangka
BO1 = "ཐང་ཀ་འདི་ནི་ལྷ་སའི་རི་མོ་བ་རྒན་པ་ཞིག་གིས་ཟླ་བ་གསུམ་རིང་རས་ཡུག་སྟེང་དུ་བྲིས་པ་ཞིག་ཡིན་ཞིང་། སྨན་བླའི་སྐུ་ཚོན་ཁ་དོད་པོས་བཀོད་ཡོད།"
BO2 = "ཚོན་རྩི་ཡོངས་རྫོགས་རང་བྱུང་རྡོ་ཚོན་དང་གསེར་ཞུན་ལས་བཟོས་པས་མདོག་ལོ་མང་རིང་མི་འགྱུར་བ་དང་། གོས་ཆེན་གྱི་མཐའ་སྒྲོས་ཀྱང་ལག་བཟོ་ཡིན།"
P["shopify_debut_bo"] = (page("bo", "ཐང་ཀ", f"""<main role='main'><div class='product-single'><div class='grid'>
<div class='grid__item product-single__photos'><img src='/t.jpg' alt=''></div>
<div class='grid__item'><div class='product-single__meta'><h1 class='product-single__title'>སྨན་བླའི་ཐང་ཀ།</h1>
<div class='product__price'><dl class='price price--on-sale'><div class='price__regular'><dd><span class='price-item price-item--regular'>$480.00</span></dd></div>
<div class='price__sale'><dd><span class='price-item price-item--sale'>$420.00</span></dd></div></dl></div>
<div class='product__policies rte'>Tax included. <a href='/policies/shipping-policy'>Shipping</a> calculated at checkout.</div>
<form method='post' action='/cart/add' class='product-form'><div class='product-form__item'><label>Quantity</label><input type='number' name='quantity' value='1'></div>
<button type='submit' name='add' class='btn product-form__cart-submit'><span>Add to cart</span></button>
<div data-shopify='payment-button' class='shopify-payment-button'><button class='shopify-payment-button__button'>Buy it now</button></div></form>
<div class='product-single__description rte'><p>{BO1}</p><p>{BO2}</p><ul><li>ཞེང་ཚད། སུམ་ཅུ་སོ་ལྔ།</li><li>མཐོ་ཚད། ལྔ་བཅུ།</li></ul></div>
<div class='social-sharing'><a class='share-facebook' href='#'>Share</a> <a class='share-twitter' href='#'>Tweet</a></div>
</div></div></div></div>
<div class='product-recommendations'><div class='section-header'><h2>You may also like</h2></div><ul class='grid grid--uniform'>
{cards('grid__item', [('ཐུབ་པའི་ཐང་ཀ།', '$390.00'), ('སྒྲོལ་མའི་ཐང་ཀ།', '$350.00'), ('སྤྱན་རས་གཟིགས།', '$510.00'), ('འཇམ་དཔལ་དབྱངས།', '$450.00')], 'grid-view-item__title', 'price-item')}
</ul></div></main>"""),
    dict(stay=[BO1, BO2, "སྨན་བླའི་ཐང་ཀ།"], go=["$420.00", "Tax included.", "You may also like", "ཐུབ་པའི་ཐང་ཀ།", "$390.00", "Share"], once=[BO1]))

# --- Shopify Prestige (ug): doppa
UG1 = "بۇ دوپپا خوتەن يىپەكىدىن قولدا تىكىلگەن بولۇپ، گۈللىرى قەشقەرنىڭ قەدىمكى چىمەن ئۇسلۇبىدا ئالتە ھەپتە ئىچىدە چېكىلگەن."
UG2 = "دوپپىنىڭ ئىچى پاختا رەخت بىلەن قاپلانغان، شۇڭا ياز كۈنلىرىدە كىيسىمۇ ئىسسىق ئۆتمەيدۇ ۋە شەكلى ئۇزۇن ساقلىنىدۇ."
P["shopify_prestige_ug"] = (page("ug", "دوپپا", f"""<main id='main' role='main'><section class='Product Product--large'><div class='Product__Wrapper'>
<div class='Product__Gallery'><img src='/d.jpg' alt=''></div>
<div class='Product__InfoWrapper'><div class='Product__Info'><div class='Container'><div class='ProductMeta'>
<h2 class='ProductMeta__Vendor Heading u-h6'>قەشقەر ھۈنەرۋەنلىرى</h2><h1 class='ProductMeta__Title Heading u-h2'>چىمەن دوپپا</h1>
<div class='ProductMeta__PriceList Heading'><span class='ProductMeta__Price Price Price--highlight Text--subdued u-h4'>¥260</span>
<span class='ProductMeta__Price Price Price--compareAt Text--subdued u-h4'>¥320</span></div>
<div class='ProductMeta__TaxNotice Rte'>باج ئىچىدە. <a href='/policies/shipping-policy'>يەتكۈزۈش</a> ھېسابلاش ۋاقتىدا ھېسابلىنىدۇ.</div></div>
<form method='post' action='/cart/add' class='ProductForm'><div class='ProductForm__QuantitySelector'><input type='text' class='QuantitySelector__CurrentQuantity' name='quantity' value='1'></div>
<button type='submit' class='ProductForm__AddToCart Button Button--primary Button--full'><span>سېۋەتكە قوشۇش</span></button>
<div class='shopify-payment-button'><button class='shopify-payment-button__button'>ھازىرلا سېتىۋېلىش</button></div></form>
<div class='ProductMeta__Description'><div class='Rte'><p>{UG1}</p><p>{UG2}</p></div></div>
<div class='Product__ShareList'><span class='ProductMeta__ShareTitle Heading Text--subdued u-h7'>ھەمبەھىرلەش:</span><a class='ProductMeta__ShareItem' href='#'>Facebook</a><a class='ProductMeta__ShareItem' href='#'>Pinterest</a></div>
</div></div></div></div></section>
<section class='Section Section--spacingNormal ProductRecommendations'><header class='SectionHeader SectionHeader--center'><h3 class='SectionHeader__Heading Heading u-h3'>سىزگە يەنە ياقىدىغانلار</h3></header>
<div class='ProductList ProductList--carousel'>{''.join(f"<div class='Carousel__Cell'><div class='ProductItem'><div class='ProductItem__Wrapper'><a href='/products/x{i}' class='ProductItem__ImageWrapper'><img src='/x{i}.jpg' alt=''></a><div class='ProductItem__Info ProductItem__Info--center'><h2 class='ProductItem__Title Heading'><a href='/products/x{i}'>{t}</a></h2><div class='ProductItem__PriceList Heading'><span class='ProductItem__Price Price Text--subdued'>{p}</span></div></div></div></div></div>" for i, (t, p) in enumerate([('ئەتلەس ياغلىق', '¥180'), ('كەشتىلىك بەلباغ', '¥140'), ('يىپەك دوپپا', '¥300')]))}</div></section></main>""", "rtl"),
    dict(stay=[UG1, UG2, "چىمەن دوپپا"], go=["¥260", "باج ئىچىدە", "ئەتلەس ياغلىق", "¥180", "ھەمبەھىرلەش"], once=[UG1]))

# --- PrestaShop 1.7 (zh): tea brick
ZH1 = "这块茯砖茶产自湖南安化，用当年的黑毛茶压制，金花饱满，汤色橙红透亮，是藏区牧民日常打酥油茶最常用的茶。"
ZH2 = "建议用沸水煮五分钟以上，再加入酥油和盐，在木桶中反复搅打，口感醇厚，带有淡淡的菌花香。"
P["prestashop17_zh"] = (page("zh", "茯砖茶", f"""<section id='wrapper'><div class='container'><div id='content-wrapper'><section id='main'>
<div class='row product-container'><div class='col-md-6'><section class='page-content' id='content'><div class='images-container'><img src='/c.jpg' alt=''></div></section></div>
<div class='col-md-6'><h1 class='h1' itemprop='name'>安化金花茯砖茶 1公斤</h1>
<div class='product-prices'><div class='product-discount'><span class='regular-price'>¥168.00</span></div>
<div class='product-price h5 has-discount'><div class='current-price'><span itemprop='price' content='138'>¥138.00</span> <span class='discount discount-percentage'>节省 18%</span></div></div>
<div class='tax-shipping-delivery-label'>含税</div></div>
<div class='product-information'><div id='product-description-short-12' class='product-description-short' itemprop='description'><p>{ZH1}</p></div>
<div class='product-actions'><form action='/cart' method='post' id='add-to-cart-or-refresh'><div class='product-add-to-cart'><span class='control-label'>数量</span>
<div class='product-quantity clearfix'><div class='qty'><input type='number' name='qty' id='quantity_wanted' value='1'></div>
<div class='add'><button class='btn btn-primary add-to-cart' data-button-action='add-to-cart' type='submit'>加入购物车</button></div></div>
<span id='product-availability'>有货</span></div></form></div>
<div class='product-additional-info'><div class='social-sharing'><span>分享</span><ul><li class='facebook'><a href='#'>Facebook</a></li><li class='twitter'><a href='#'>Twitter</a></li></ul></div></div>
<div id='block-reassurance'><ul><li><span class='h6'>安全支付</span></li><li><span class='h6'>全国包邮</span></li><li><span class='h6'>七天无理由退货</span></li></ul></div>
<div class='tabs'><ul class='nav nav-tabs' role='tablist'><li class='nav-item'><a class='nav-link active' href='#description'>描述</a></li><li class='nav-item'><a class='nav-link' href='#product-details'>产品详情</a></li></ul>
<div class='tab-content' id='tab-content'><div class='tab-pane fade in active' id='description'><div class='product-description'><p>{ZH2}</p></div></div>
<div class='tab-pane fade' id='product-details' data-product='{{}}'><div class='product-reference'><label class='label'>参考号 </label><span itemprop='sku'>FZ-1000</span></div>
<div class='product-quantities'><label class='label'>库存</label><span>120 件商品</span></div></div></div></div></div></div></div>
<section class='product-accessories clearfix'><p class='h5 text-uppercase'>你可能还喜欢</p><div class='products'>
{''.join(f"<article class='product-miniature js-product-miniature'><div class='thumbnail-container'><a href='/p{i}' class='thumbnail product-thumbnail'><img src='/p{i}.jpg' alt=''></a><div class='product-description'><h3 class='h3 product-title'><a href='/p{i}'>{t}</a></h3><div class='product-price-and-shipping'><span class='price'>{p}</span></div></div></div></article>" for i, (t, p) in enumerate([('青砖茶 2公斤', '¥220.00'), ('康砖茶 500克', '¥96.00'), ('木质酥油茶桶', '¥350.00')]))}
</div></section></section></div></div></section>"""),
    dict(stay=[ZH1, ZH2, "安化金花茯砖茶 1公斤"], go=["¥138.00", "含税", "加入购物车", "青砖茶 2公斤", "你可能还喜欢", "安全支付", "FZ-1000"], once=[ZH1, ZH2]))

# --- OpenCart (bo): book
BO3 = "དཔེ་དེབ་འདིའི་ནང་དུ་བོད་ཀྱི་གནའ་བོའི་གཏམ་རྒྱུད་ཉི་ཤུ་བསྡུས་ཡོད་པ་དང་། ཚིག་དཀའ་མོ་རྣམས་ལ་མཆན་འགྲེལ་གསལ་པོ་བཀོད་ཡོད།"
BO4 = "སློབ་ཕྲུག་དང་གཞོན་སྐྱེས་ཚོས་ཀློག་བདེ་བའི་ཆེད་དུ་གཏམ་རྒྱུད་རེ་རེའི་མཇུག་ཏུ་དྲི་བ་ལྔ་རེ་བཀོད་ཡོད་ལ། རི་མོ་བཅུ་དྲུག་ཀྱང་ཚུད་ཡོད།"
P["opencart_bo"] = (page("bo", "དཔེ་དེབ", f"""<div id='product-product' class='container'><ul class='breadcrumb'><li><a href='/'>Home</a></li><li><a href='/books'>དཔེ་དེབ།</a></li></ul>
<div class='row'><div id='content' class='col-sm-12'><div class='row'><div class='col-sm-8'><ul class='thumbnails'><li><a class='thumbnail' href='/b.jpg'><img src='/b.jpg' alt=''></a></li></ul>
<ul class='nav nav-tabs'><li class='active'><a href='#tab-description' data-toggle='tab'>Description</a></li><li><a href='#tab-review' data-toggle='tab'>Reviews (0)</a></li></ul>
<div class='tab-content'><div class='tab-pane active' id='tab-description'><p>{BO3}</p><p>{BO4}</p></div>
<div class='tab-pane' id='tab-review'><form class='form-horizontal' id='form-review'><div id='review'><p>There are no reviews for this product.</p></div><h2>Write a review</h2>
<div class='form-group required'><label class='control-label' for='input-name'>Your Name</label><input type='text' name='name' id='input-name'></div>
<div class='help-block'><span class='text-danger'>Note:</span> HTML is not translated!</div></form></div></div></div>
<div class='col-sm-4'><div class='btn-group'><button type='button' class='btn btn-default' title='Add to Wish List'><i class='fa fa-heart'></i></button></div>
<h1>བོད་ཀྱི་གནའ་བོའི་གཏམ་རྒྱུད།</h1><ul class='list-unstyled'><li>Brand: <a href='/brand/1'>མི་རིགས་དཔེ་སྐྲུན་ཁང་།</a></li><li>Product Code: BK-207</li><li>Availability: In Stock</li></ul>
<ul class='list-unstyled'><li><h2>¥45.00</h2></li><li>Ex Tax: ¥40.00</li></ul>
<div id='product'><div class='form-group'><label class='control-label' for='input-quantity'>Qty</label><input type='text' name='quantity' value='1' id='input-quantity' class='form-control'>
<button type='button' id='button-cart' class='btn btn-primary btn-lg btn-block'>Add to Cart</button></div></div>
<div class='rating'><p><a href=''>0 reviews</a> / <a href=''>Write a review</a></p></div></div></div>
<h3>Related Products</h3><div class='row'>{''.join(f"<div class='product-layout col-lg-3'><div class='product-thumb transition'><div class='image'><a href='/p{i}'><img src='/p{i}.jpg' alt=''></a></div><div class='caption'><h4><a href='/p{i}'>{t}</a></h4><p class='price'>{p}</p></div></div></div>" for i, (t, p) in enumerate([('གེ་སར་སྒྲུང་།', '¥60.00'), ('མི་ལའི་མགུར་འབུམ།', '¥38.00'), ('བོད་ཀྱི་ལོ་རྒྱུས།', '¥52.00')]))}</div>
</div></div></div>"""),
    dict(stay=[BO3, BO4, "བོད་ཀྱི་གནའ་བོའི་གཏམ་རྒྱུད།"], go=["¥45.00", "Ex Tax", "BK-207", "There are no reviews for this product.", "Write a review", "Related Products", "གེ་སར་སྒྲུང་།"], once=[BO3]))




# --- BigCommerce Cornerstone (ug)
UG3 = "بۇ قول دۇتار تۇت ياغىچىدىن ياسالغان بولۇپ، ساپىغا سۆڭەك بىلەن نەقىش ئويۇلغان، ئاۋازى ئىنتايىن يۇمشاق ۋە ئوچۇق."
UG4 = "ھەر بىر دۇتار ئاتۇشتىكى ئۇستىخانىدا ئىككى ئاي ئىچىدە ياسىلىدۇ، يىپەك تارى ۋە قاپچۇقى بىللە بېرىلىدۇ."
P["bigcommerce_ug"] = (page("ug", "دۇتار", f"""<main class='body' id='main-content' role='main'><div class='container'><div class='page'><div class='productView'>
<section class='productView-images'><img src='/du.jpg' alt=''></section>
<section class='productView-details product-data'><div class='productView-product'><h1 class='productView-title'>ئاتۇش دۇتارى</h1><h2 class='productView-brand'><a href='/brands/atush'>ئاتۇش ئۇستىخانىسى</a></h2>
<div class='productView-price'><div class='price-section price-section--withoutTax'><span class='price price--withoutTax'>$310.00</span></div></div>
<div class='productView-rating'><span class='productView-reviewLink'><a href='#product-reviews'>(No reviews yet)</a></span><span class='productView-reviewLink'><a href='#write_review'>Write a Review</a></span></div>
<dl class='productView-info'><dt class='productView-info-name'>SKU:</dt><dd class='productView-info-value'>DT-77</dd><dt class='productView-info-name'>Weight:</dt><dd class='productView-info-value'>1.20 KGS</dd></dl></div></section>
<section class='productView-details product-options'><div class='productView-options'><form class='form' method='post' action='/cart.php' enctype='multipart/form-data' data-cart-item-add><div class='form-field form-field--increments'><label class='form-label form-label--alternate'>Quantity:</label><input class='form-input form-input--incrementTotal' name='qty[]' type='tel' value='1'></div>
<div class='form-action'><input id='form-action-addToCart' class='button button--primary' type='submit' value='Add to Cart'></div></form></div></section>
<article class='productView-description'><ul class='tabs'><li class='tab is-active'><a class='tab-title' href='#tab-description'>Description</a></li></ul><div class='tabs-contents'><div class='tab-content is-active' id='tab-description'><p>{UG3}</p><p>{UG4}</p></div></div></article></div>
<div class='tabs' data-tab><h5 class='tab-title'>Related Products</h5></div><div class='tab-content is-active' id='tab-related'><section class='productCarousel'>
{''.join(f"<div class='productCarousel-slide'><article class='card'><figure class='card-figure'><a href='/r{i}'><img src='/r{i}.jpg' alt=''></a></figure><div class='card-body'><h3 class='card-title'><a href='/r{i}'>{t}</a></h3><div class='card-text' data-test-info-type='price'><div class='price-section'><span class='price price--withoutTax'>{p}</span></div></div></div></article></div>" for i, (t, p) in enumerate([('راۋاپ', '$280.00'), ('تەمبۇر', '$350.00'), ('داپ', '$90.00')]))}
</section></div></div></div></main>""", "rtl"),
    dict(stay=[UG3, UG4, "ئاتۇش دۇتارى"], go=["$310.00", "DT-77", "Write a Review", "Related Products", "راۋاپ", "$280.00"], once=[UG3]))


# --- Squarespace commerce (en/ug)
UG5 = "بۇ ئەتلەس ياغلىق مارگىلان ئۇسلۇبىدا توقۇلغان بولۇپ، رەڭلىرى ئانار، زەپىران ۋە ئاسمان كۆكىدىن تەبىئىي بوياقتا بويالغان."
P["squarespace_ug"] = (page("ug", "ياغلىق", f"""<main id='page' role='main'><article class='ProductItem' data-item-id='1'><section class='ProductItem-summary'>
<div class='ProductItem-gallery'><img src='/y.jpg' alt=''></div><div class='ProductItem-details'><nav class='ProductItem-nav'><div class='ProductItem-nav-breadcrumb'><a class='ProductItem-nav-breadcrumb-link' href='/shop'>Shop</a> <span>&gt;</span> <a class='ProductItem-nav-breadcrumb-link' href='/shop/p/y'>ئەتلەس ياغلىق</a></div></nav>
<h1 class='ProductItem-details-title' data-content-field='title'>ئەتلەس ياغلىق</h1><div class='product-price'>$68.00</div>
<div class='ProductItem-details-excerpt'><p>{UG5}</p></div>
<div class='product-quantity-input'><div class='quantity-label'>Quantity:</div><input aria-label='Quantity' size='4' max='9999' min='1' value='1' type='number' step='1'></div>
<div class='ProductItem-details-checkout'><div class='sqs-add-to-cart-button-wrapper' role='button'><div class='sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button' role='button'><div class='sqs-add-to-cart-button-inner'>Add To Cart</div></div></div></div>
<div class='ProductItem-details-share'><div class='ProductItem-details-share-label'>Share:</div><a href='#'>Facebook</a><a href='#'>Pinterest</a></div></div></section>
<section class='ProductItem-relatedProducts'><h2 class='ProductItem-relatedProducts-heading'><span>You Might Also Like</span></h2><div class='ProductItem-relatedProducts-container'>
{''.join(f"<div class='ProductItem-relatedProducts-Item'><a class='ProductItem-relatedProducts-Item-link' href='/shop/p/{i}'><img src='/s{i}.jpg' alt=''></a><div class='ProductItem-relatedProducts-Item-title'><a href='/shop/p/{i}'>{t}</a></div><div class='product-price'>{p}</div></div>" for i, (t, p) in enumerate([('ئەتلەس كۆينەك', '$120.00'), ('كەشتىلىك دوپپا', '$45.00'), ('يىپەك شارپا', '$58.00')]))}
</div></section></article></main>""", "rtl"),
    dict(stay=[UG5, "ئەتلەس ياغلىق"], go=["$68.00", "Add To Cart", "Share:", "You Might Also Like", "ئەتلەس كۆينەك", "$120.00"], once=[UG5]))

# --- Etsy-like (en)
EN5 = "Prayer flags screen-printed by hand in Kathmandu on cotton voile, each flag carrying the wind horse and the mantra of compassion."
EN6 = "The string is twenty-five flags long, about seven metres, and the colours follow the traditional order of blue, white, red, green and yellow."
P["etsy_like_en"] = (page("en", "Prayer flags", f"""<div id='content' class='wt-body-max-width'><div class='listing-page-content'><div class='wt-grid'>
<div class='wt-grid__item-xs-12 image-col'><img src='/f.jpg' alt=''></div><div class='wt-grid__item-xs-12 listing-page-overview-component' data-buy-box-region='1'>
<div class='wt-mb-xs-1'><p class='wt-text-title-larger wt-mr-xs-1'><span class='wt-screen-reader-only'>Price:</span>$22.50</p></div>
<h1 class='wt-text-body-01 wt-line-height-tight wt-break-word' data-buy-box-listing-title='true'>Hand-printed Tibetan prayer flags, 25 cotton flags</h1>
<div class='shop-name-and-title-container'><a class='wt-text-link-no-underline' href='/shop/WindHorse'>WindHorseStudio</a> <span class='wt-text-caption'>4,812 sales</span></div>
<div data-selector='listing-page-cart'><form action='/cart/listing.php' method='post'><button class='wt-btn wt-btn--filled wt-width-full' type='submit'>Add to basket</button></form></div>
<div id='product-details-content-toggle'><h2 class='wt-text-body-03'>Item details</h2><div data-id='description-text'><p class='wt-text-body-01 wt-break-word'>{EN5}</p><p class='wt-text-body-01 wt-break-word'>{EN6}</p></div></div>
<div id='shipping-and-returns-div'><h2 class='wt-text-body-03'>Shipping and return policies</h2><p>Order today to get by Jun 18-Jul 2</p><p>Returns &amp; exchanges accepted within 30 days</p><p>Cost to ship: $6.00</p></div></div></div>
<div id='reviews' class='reviews__shop-info'><h2 class='wt-text-heading'>Reviews for this item (214)</h2><div class='review-item'><p class='wt-text-truncate--multi-line wt-break-word'>Beautiful flags, the printing is crisp and they arrived quickly in Oslo.</p><p class='wt-text-caption'>Ingrid, May 2, 2025</p></div></div>
<div class='listing-page-more-from-shop'><h2 class='wt-text-title-01'>More from this shop</h2><ul class='wt-grid'>{''.join(f"<li class='wt-list-unstyled'><div class='v2-listing-card'><a href='/listing/{i}'><h3 class='v2-listing-card__title'>{t}</h3></a><p class='wt-text-title-01 lc-price'><span class='currency-value'>{p}</span></p></div></li>" for i, (t, p) in enumerate([('Silk prayer flags, 10 flags', '18.00'), ('Wind horse woodblock print', '35.00'), ('Incense sampler', '12.00')]))}</ul></div>
</div></div>"""),
    dict(stay=[EN5, EN6, "Hand-printed Tibetan prayer flags, 25 cotton flags"], go=["$22.50", "Add to basket", "Cost to ship", "Beautiful flags"], once=[EN5]))

# --- Amazon-like (en + bo feature bullets)
EN3 = "A pocket Tibetan–English dictionary of 18,000 headwords with Wylie transliteration, example sentences and a grammar appendix."
EN4 = "Printed on thin bible paper with a sewn binding, it lies flat on a desk and survives years in a backpack."
P["amazon_like_en"] = (page("en", "Dictionary", f"""<div id='dp' class='book'><div id='dp-container'><div id='centerCol'>
<div id='title_feature_div'><h1 id='title' class='a-size-large'><span id='productTitle'>Pocket Tibetan–English Dictionary</span></h1></div>
<div id='bylineInfo_feature_div'><span class='author'><a href='/a'>Tenzin Dorje</a> (Author)</span></div>
<div id='averageCustomerReviews'><span class='a-icon-alt'>4.6 out of 5 stars</span> <a id='acrCustomerReviewLink' href='#customerReviews'><span id='acrCustomerReviewText'>212 ratings</span></a></div>
<div id='corePrice_feature_div'><span class='a-price'><span class='a-offscreen'>$24.95</span></span></div>
<div id='feature-bullets' class='a-section a-spacing-medium'><h1 class='a-size-base-plus'>About this item</h1><ul class='a-unordered-list a-vertical'>
<li><span class='a-list-item'>18,000 headwords with Wylie transliteration and pronunciation</span></li><li><span class='a-list-item'>Example sentences from modern Lhasa speech</span></li><li><span class='a-list-item'>Grammar appendix with verb tables</span></li></ul></div></div>
<div id='rightCol'><div id='buybox'><div id='deliveryBlockMessage'>FREE delivery Thursday, June 12</div><div id='availability'><span>In Stock</span></div>
<form id='addToCart' action='/gp/product/handle-buy-box' method='post'><input type='submit' id='add-to-cart-button' value='Add to Cart'><input type='submit' id='buy-now-button' value='Buy Now'></form></div></div>
<div id='bookDescription_feature_div'><div id='productDescription' class='a-section a-spacing-small'><p>{EN3}</p><p>{EN4}</p></div></div>
<div id='sims-consolidated-1_feature_div'><div class='a-carousel-container'><h2 class='a-carousel-heading'>Customers who viewed this item also viewed</h2><ol class='a-carousel'>
{''.join(f"<li class='a-carousel-card'><div class='p13n-sc-uncoverable-faceout'><a class='a-link-normal' href='/dp/{i}'><div class='p13n-sc-truncate'>{t}</div></a><div class='a-row'><span class='a-icon-alt'>4.5 out of 5 stars</span></div><span class='a-price'><span class='a-offscreen'>{p}</span></span></div></li>" for i, (t, p) in enumerate([('Colloquial Tibetan', '$39.95'), ('Tibetan Grammar Handbook', '$29.00'), ('Uyghur Phrasebook', '$12.99')]))}
</ol></div></div>
<div id='customerReviews'><h2>Top reviews from the United States</h2><div class='a-section review'><span class='a-profile-name'>Karma</span><div class='review-text'>Small enough for a coat pocket and the transliteration is consistent throughout.</div></div></div>
</div></div>"""),
    dict(stay=[EN3, EN4, "Pocket Tibetan–English Dictionary", "Example sentences from modern Lhasa speech"], go=["$24.95", "FREE delivery", "Customers who viewed this item also viewed", "Colloquial Tibetan", "Small enough for a coat pocket", "212 ratings"], once=[EN3]))

# --- guard pages
G1 = "去年冬天，八廓街一幅唐卡的价格从四千元涨到了一万二千元，画师们说，矿物颜料和金粉的价格涨了三倍。"
G2 = "一位老画师告诉我，他宁愿少卖几幅，也不愿用化学颜料，因为那样的颜色十年后就会发灰。"
G3 = "在拉萨住一晚的价格差别很大：雪域酒店¥458起，而河坝林的家庭旅馆只要一百元，还包一壶甜茶。"
P["guard_price_story_zh"] = (page("zh", "唐卡的价格", f"""<main><article class='post type-post category-prices tag-tax'><h1 class='entry-title'>唐卡的价格为什么涨了</h1>
<div class='entry-content'><p>{G1}</p><p>{G2}</p><p>{G3}</p><table><tr><th>尺寸</th><th>价格</th></tr><tr><td>小幅</td><td>¥4,000</td></tr><tr><td>大幅</td><td>¥12,000</td></tr></table>
<p>想了解画师的作坊，可以看 <a class='btn-link' href='/workshop'>我们的作坊地图</a>，那里列出了十二家作坊的地址。</p></div></article></main>"""),
    dict(stay=[G1, G2, G3, "我们的作坊地图"], go=[], once=[G1]))

G4 = "Our school was one of the first to try the keyboard. The box on the pricing page said “Trusted by 300+ schools”, and I wondered who the other 299 were."
G5 = "By spring the Tibetan class had written a whole newspaper with it, and the Uyghur class a book of riddles for the younger children."
P["guard_trusted_essay_en"] = (page("en", "Essay", f"""<main><article class='post'><h1>What a keyboard taught our school</h1><div class='entry-content'>
<p>{G4}</p><p>{G5}</p><div class='partners'><p>The project was supported by the county library and the teachers’ union.</p></div>
<blockquote class='testimonial'><p>Trusted by our teachers, loved by our students.</p></blockquote></div></article></main>"""),
    dict(stay=[G4, G5, "The project was supported by the county library", "Trusted by our teachers, loved by our students."], go=[], once=[G4]))

G6 = "ཁོང་གིས་ཚོང་ཁང་གི་ཐང་ཀ་རེ་རེའི་རིན་གོང་ཤོག་བུ་ཞིག་ལ་བྲིས་ཏེ་ང་ལ་སྟེར་བྱུང་། དེ་ལ་སྒོར་བརྒྱ་ཕྲག་བཞི་ནས་སྟོང་ཕྲག་གཅིག་བར་ཡོད།"
G7 = "ཡིན་ནའང་རི་མོ་བ་དེས་རིན་གོང་ལས་ལྷག་པའི་ཐང་ཀའི་ལོ་རྒྱུས་བཤད་ནས་ཆུ་ཚོད་གཉིས་རིང་ང་ཚོ་ཁ་བརྡ་བྱས།"
P["guard_thangka_list_bo"] = (page("bo", "ཐང་ཀ", f"""<main><article class='post'><h1>ཐང་ཀའི་ཚོང་ཁང་ཞིག་ཏུ།</h1><div class='entry-content'><p>{G6}</p>
<ul><li>སྨན་བླ། སྒོར་ ༤༠༠</li><li>སྒྲོལ་མ། སྒོར་ ༦༠༠</li><li>ཐུབ་པ། སྒོར་ ༡༠༠༠</li></ul><p>{G7}</p></div></article></main>"""),
    dict(stay=[G6, G7, "སྨན་བླ། སྒོར་ ༤༠༠"], go=[], once=[G6]))

G8 = "ئۇ دۇكاندىكى ھەر بىر كىتابنىڭ باھاسىنى بىر-بىرلەپ ئېيتىپ بەردى، ئەمما ئەڭ قىممەت كىتابنى ساتمايدىغانلىقىنى، ئۇنى ئاتىسىدىن مىراس قالغانلىقىنى سۆزلىدى."
P["guard_bookshop_story_ug"] = (page("ug", "كىتابخانا", f"""<main><article class='post'><h1>قەشقەردىكى كونا كىتابخانا</h1><div class='entry-content'><p>{G8}</p>
<p>«قۇتادغۇبىلىك» نىڭ كونا نۇسخىسى: 120 يۈەن <a class='button' href='/read'>ئوقۇش</a> دەپ يېزىلغان تاختا ئىشىك ئالدىدا تۇراتتى، لېكىن ئۇ ساتىلمايدىكەن.</p></div></article></main>""", "rtl"),
    dict(stay=[G8, "«قۇتادغۇبىلىك» نىڭ كونا نۇسخىسى"], go=[], once=[G8]))


# --- collections
UGC = "بۇ بۆلۈمدە ئۇيغۇر كلاسسىك ئەدەبىياتىنىڭ يېڭى نەشرلىرى توپلانغان بولۇپ، ھەر بىر كىتابنىڭ ئاخىرىدا سۆزلۈك ۋە ئىزاھات بار."
P2: dict[str, tuple[str, dict[str, list[str]]]] = {}  # the collections
P2["shopify_collection_ug"] = (page("ug", "كىتابلار", f"""<main id='MainContent' role='main'><div class='collection-hero'><div class='collection-hero__inner page-width'><div class='collection-hero__text-wrapper'>
<h1 class='collection-hero__title'><span class='visually-hidden'>Collection: </span>كلاسسىك ئەدەبىيات</h1><div class='collection-hero__description rte'>{UGC}</div></div></div></div>
<div class='facets-container'><div class='facet-filters'><h2 class='facets__heading'>سۈزگۈچ:</h2><div class='facet-filters__field'><label class='facet-filters__label' for='SortBy'>تەرتىپ:</label><select name='sort_by' id='SortBy'><option>ئەڭ يېڭى</option></select></div></div><div class='product-count'><h2 class='product-count__text'>12 مەھسۇلات</h2></div></div>
<div class='product-grid-container'><ul id='product-grid' class='grid product-grid grid--2-col-tablet-down grid--4-col-desktop'>
{''.join(f"<li class='grid__item'><div class='card-wrapper product-card-wrapper'><div class='card card--standard'><div class='card__content'><div class='card__information'><h3 class='card__heading h5'><a href='/products/b{i}' class='full-unstyled-link'>{t}</a></h3><div class='card-information'><div class='price'><div class='price__container'><div class='price__regular'><span class='price-item price-item--regular'>{p}</span></div></div></div></div></div></div></div></div></li>" for i, (t, p) in enumerate([('قۇتادغۇبىلىك', '¥88'), ('دىۋانۇ لۇغەتىت تۈرك', '¥120'), ('ئانا يۇرت', '¥45'), ('ئىز', '¥39'), ('قۇم باسقان شەھەر', '¥42'), ('ئويغانغان زېمىن', '¥56')]))}
</ul></div></main>""", "rtl"),
    dict(stay=[UGC], go=["سۈزگۈچ:", "تەرتىپ:", "12 مەھسۇلات"], once=[UGC]))

BOC = "འཛམ་གླིང་རིག་མཛོད་ཁང་གི་བོད་ཀྱི་ཐང་ཀའི་ཉར་ཚགས་ནང་དུ་དུས་རབས་བཅུ་དྲུག་པ་ནས་ཉི་ཤུ་པའི་བར་གྱི་ཐང་ཀ་བརྒྱ་ལྷག་ཡོད་པ་དང་། དེ་དག་ཕལ་ཆེར་གཙང་ཕྱོགས་ནས་ཡིན།"
BOC2 = "ཐང་ཀ་རེ་རེའི་ལོ་རྒྱུས་དང་། ཚོན་རྩི། རས་ཡུག་གི་ཆེ་ཆུང་བཅས་ཞིབ་ཕྲ་ཤེས་འདོད་ན་པར་རིས་ལ་ནོན་རོགས།"
P2["museum_collection_bo"] = (page("bo", "ཉར་ཚགས", f"""<main id='main'><section class='collection-intro'><h1 class='page-title'>བོད་ཀྱི་ཐང་ཀའི་ཉར་ཚགས།</h1><p>{BOC}</p><p>{BOC2}</p></section>
<div class='search-results-toolbar'><span class='results-count'>Showing 1–6 of 124 objects</span><a href='?view=list'>List view</a></div>
<div class='object-grid'>{''.join(f"<div class='object-card'><a href='/objects/{i}'><img src='/o{i}.jpg' alt=''><h3 class='object-card__title'>{t}</h3></a><p class='object-card__date'>{d}</p><p class='object-card__medium'>{m}</p></div>" for i, (t, d, m) in enumerate([('སྨན་བླའི་ཐང་ཀ།', 'c. 1650', 'Mineral pigments on cotton'), ('ཚེ་དཔག་མེད།', '18th century', 'Gold and pigments on cotton'), ('དུས་ཀྱི་འཁོར་ལོ།', 'c. 1800', 'Pigments on cloth'), ('གུ་རུ་རིན་པོ་ཆེ།', '19th century', 'Mineral pigments on cotton')]))}</div>
<nav class='pagination'><a href='?page=2'>Next</a></nav></main>"""),
    dict(stay=[BOC, BOC2], go=["Showing 1–6 of 124 objects", "List view"], once=[BOC]))

# A hotel's page (Ctrip-like classes): the room price and its booking button, drawn as a button, go
HOTEL1 = "客栈在老城东边的小巷里，院子里种着格桑花，二楼的茶室每天下午供应甜茶和酥油茶，可以望见布达拉宫。"
HOTEL2 = "房间都有地暖和供氧机，前台的员工会说藏语、汉语和英语，也可以帮客人预订去纳木错的包车。"
P["hotel_price_button_zh"] = (page("zh", "客栈", f"""<div class='detail-main'><div class='detail-headline'><h1 class='detail-headline_name'>拉萨格桑花客栈</h1>
<div class='detail-headreview'><span class='detail-headreview_score'>4.8</span><span class='detail-headreview_count'>642条点评</span></div></div>
<div class='detail-headprice'><span class='detail-headprice_price'>¥326</span><span>起</span><a class='detail-headprice_btn' href='#rooms'>查看房型</a></div>
<div class='detail-description'><p>{HOTEL1}</p><p>{HOTEL2}</p></div></div>"""),
    dict(stay=[HOTEL1, HOTEL2], go=["¥326", "查看房型"], once=[HOTEL1]))

# A pricing page's logo strip: its social-proof line goes, the plans stay
PLAN_INTRO = "ཐུམ་སྒྲིལ་ཚང་མའི་ནང་དུ་བོད་ཡིག་དང་ཨུ་ཡི་གུར་ཡིག་གི་མཐེབ་གཞོང་དང་། དྲ་མེད་སློབ་ཚན། དག་ཆ་ཞིབ་བཤེར་བཅས་ཚུད་ཡོད།"
P["pricing_logo_strip_bo"] = (page("bo", "Pricing", f"""<main><section class='pricing-hero'><h1>Plans for every classroom</h1><p>{PLAN_INTRO}</p></section>
<div class='pricing-table'><div class='pricing-plan'><h3 class='plan-name'>Teacher</h3><div class='plan-price'><span class='amount'>$6</span><span class='period'>/month</span></div>
<ul class='plan-features'><li>One teacher account</li><li>Up to 40 students</li></ul><a class='btn' href='/signup'>Start free trial</a></div>
<div class='pricing-plan'><h3 class='plan-name'>School</h3><div class='plan-price'><span class='amount'>$49</span><span class='period'>/month</span></div>
<ul class='plan-features'><li>Twenty teacher accounts</li><li>Unlimited students</li></ul><a class='btn' href='/signup'>Start free trial</a></div></div>
<section class='logo-cloud'><p class='logo-cloud__title'>Trusted by 250+ schools in Amdo and Kham</p></section></main>"""),
    dict(stay=[PLAN_INTRO, "Up to 40 students", "Unlimited students"], go=["Trusted by 250+ schools", "Start free trial"], once=[PLAN_INTRO]))

# A guard: a product's description tab named for its policy, beside the buy box, is the product's text
POLICY1 = "ཁྱེད་ཀྱི་ཉེན་སྲུང་འདིས་རི་ལམ་སྟེང་གི་སྨན་བཅོས་དང་། གནམ་གྲུ་འཕུར་འཁོར་གྱིས་སྐྱེལ་འདྲེན། ཐེབས་རྫས་བརླག་པ་བཅས་ཁྱབ་ཡོད།"
POLICY2 = "It is valid for twenty days from the date you choose; altitude sickness is covered, roped climbing is not."
P["guard_policy_tab_bo"] = (page("bo", "ཉེན་སྲུང", f"""<main id='content'><div class='product'><div class='product-info'><h1 class='product-title'>རི་ལམ་ཉེན་སྲུང་། ཉིན་ ༢༠</h1>
<div class='price'><span class='amount'>$39.00</span></div><form class='cart' action='/cart/add'><button type='submit' class='add_to_cart_button'>Add to cart</button></form>
<div id='delivery-message'>Instant e-mail delivery</div></div>
<div class='woocommerce-tabs'><div class='woocommerce-Tabs-panel policy-details shipping-info'><h2>Description</h2><p>{POLICY1}</p><p>{POLICY2}</p></div></div></div></main>"""),
    dict(stay=[POLICY1, POLICY2], go=["$39.00", "Instant e-mail delivery"], once=[POLICY1]))

PAGES = {**P, **P2}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_product_and_collection_page(name: str) -> None:
    """The page's text stays, once; its shop furniture goes."""
    html, spec = PAGES[name]
    assert_spec(name, auto_text(html), spec)
