"""Server signatures: the line a web server prints under a page it generated itself (an autoindex's "Apache/2.4.57
(Debian) Server at example.org Port 443") is the server's, not the page's text (``drop_server_signatures``).

Apache's ``ServerSignature On`` closes every page the server writes itself, a directory listing (``mod_autoindex``)
or an error page, with one ``<address>`` line: the server's name and version, its build notes in brackets and its
modules, then "Server at <host> Port <port>". The model reads the short unlinked line at the end of a thin page as its
closing line and keeps it (review h233: an English directory listing of font files). The line is never a text's
sentence: the whole block matches ``SERVER_SIGNATURE_RE``, which asks for both "Server at <host>" and "Port <digits>"
at its end, and the block is (or sits in) the ``<address>`` element Apache writes it in (``SIGNATURE_TAG``): a
tutorial or a forum post quoting the line (in a ``<pre>``, a ``<code>``, a quote) keeps it (review h244). The
signature is written in English whatever the site's language. Extraction-dev 0.9228 unchanged (no page holds a
signature).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# The element Apache writes its signature in (``ap_psignature``: "<address>...</address>"); a quote of it is not one.
SIGNATURE_TAG = "address"
SIGNATURE_LEVELS = 2  # ancestors climbed from the block to its <address> at most: address < (i | span) < text
SERVER_SIGNATURE_CHARS = 300  # characters at most of a signature (a server's name, version, build notes and modules)
# The whole line: "<server>[/<version>] [(<build>)] [<modules>] Server at <host> Port <port>" (Apache's
# ``ap_psignature``: "Apache/2.4.57 (Debian) OpenSSL/3.0.11 Server at example.org Port 443"; with ``ServerTokens Prod``
# "Apache Server at example.org Port 80"). Bounded repeats only: no backtracking over a long block.
SERVER_SIGNATURE_RE = re.compile(
    r"^\s*[A-Za-z][\w.-]{0,40}(?:/\d[\w.-]{0,40})?"  # the server and its version
    r"(?:\s+\S[^\n]{0,200}?)?"  # its build notes and modules: "(Debian) OpenSSL/3.0.11 mod_perl/2.0.12"
    r"\s+Server\s+at\s+[\w.:\[\]-]{1,253}\s+Port\s+\d{1,5}\s*$")


def drop_server_signatures(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is wholly a server's signature (``SERVER_SIGNATURE_RE``), in place. The pattern
    runs only on kept blocks of at most ``SERVER_SIGNATURE_CHARS`` characters holding "Server at", each in an
    ``<address>`` (itself or ``SIGNATURE_LEVELS`` ancestors up at most)."""
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        if (keep[b] and length <= SERVER_SIGNATURE_CHARS and "Server at" in text
                and SERVER_SIGNATURE_RE.match(text) is not None and not dom.link_text[b]
                and dom.within_tag(b, SIGNATURE_TAG, SIGNATURE_LEVELS)):
            keep[b] = 0
