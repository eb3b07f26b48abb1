"""Names in emails never read as links (issue 37): one rule for every name a user chose that an
email shows, its subject and body alike (an organisation's, a person's).

An organisation could call itself 'Win a free iPhone at evil.example Ltd' and have Claimdesk
email strangers its name, which mail clients turn into a link to the sender's site, under our
domain's good name. So, in an email:

- a scheme and what marks an address as one (`https://`, `mailto:`, `javascript:`, ...) is
  dropped: 'https://evil.example' reads 'evil. example';
- every dot followed by a letter or digit, in any of the scripts' full stops mail clients read as
  one, gets a space after it, so no run of characters is a host name a client links (a bare domain
  is linked by most clients, known top-level domain or not): 'evil.example' reads 'evil. example',
  'J.Bloggs Ltd' reads 'J. Bloggs Ltd', as people write it anyway.

The name itself is stored and shown in the app as typed; only emails carry it so.
"""
import re

_SCHEME = re.compile(r"\b(?:[a-z][a-z0-9+.-]{0,15}://+|(?:mailto|javascript|vbscript|data|file|tel|sms|callto):)",
                     re.IGNORECASE)
_DOT = re.compile(r"([.\u3002\uff0e\uff61])(?=[^\W_])")


def unlinked(name) -> str:
    """`name` as an email shows it: no scheme, no dot a client could read as a host name's."""
    if not name:
        return name or ""
    return _DOT.sub(r"\1 ", _SCHEME.sub("", str(name)))
