"""Names Windows keeps for its devices, which no file or folder there can have.

No Scrapy here: the configuration (crawler/config.py) refuses a site named so before any request, and the
mirror (crawler/mirror.py) escapes a page's file name so.
"""

from __future__ import annotations

import re

# DOS device names: unusable as file names on Windows whatever the extension. The serial and parallel ports take a
# superscript digit too (Microsoft's "Naming Files, Paths, and Namespaces": Windows reads the ISO 8859-1
# superscripts ¹ ² ³ as digits of COM# and LPT#).
WINDOWS_DEVICE_RE = re.compile(r"^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$", re.IGNORECASE)
