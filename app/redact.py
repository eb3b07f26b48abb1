"""Secrets that travel in URLs, masked by rule before any log line holds them (issue 37).

Some URLs are bearer credentials: whoever holds one acts as the person it was made for. They
reach the server as request lines and Referer headers, so an access log, a log vendor or a backup
would hold them. Masked here, wherever a log line is written (app/logs.py's formatters, and
gunicorn's access log through app/access_log.py):

- a sign-in link's `token`, and every query parameter that is a credential by name: OAuth's
  `code` and `state` (Google, Microsoft, Xero callbacks), `link_token`, `magic_token`,
  `access_token`, `id_token`, `refresh_token`;
- a public access link's key, `/link/<id>/<key>/...` (the spec's form) or `#key=...` (as emailed:
  a browser never sends it, but a pasted URL may reach a log): the id stays (it names, never
  grants, and support needs it), the key goes;
- the signed tokens of file URLs (`/files/<token>`, `/files/put/<token>`, `/files/a/<token>/...`).

Each becomes `***`, keeping the rest of the line, so a request stays traceable without what
would replay it. One rule for every line, not a list of places that remember to call it.
"""
import re

MASK = "***"
SECRET_PARAMS = ("token", "code", "state", "link_token", "magic_token", "access_token", "id_token", "refresh_token",
                 "key")

# A parameter name inside a query, followed by its value up to the next separator (raw or
# percent-encoded, as a URL appears in a request line, a Referer or a logged dict).
_QUERY = re.compile(r"(?P<lead>[?&;#](?:%s)=)[^&;#\s\"'<>]+" % "|".join(SECRET_PARAMS), re.IGNORECASE)
# The key of the spec's form /link/<id>/<key>/<doc>; the emailed form /link/<id>/<doc>#key=<key>
# has a document where the key would be, which stays (the fragment's key is masked above).
_LINK_KEY = re.compile(r"(?P<lead>/link/[A-Za-z0-9_-]+/)(?!(?:claim|schedule)-[0-9]+(?![A-Za-z0-9_-]))[A-Za-z0-9_-]+")
_FILE_TOKEN = re.compile(r"(?P<lead>/files/(?:put/|a/)?)(?!put/|a/)[A-Za-z0-9_.=-]+")


def redact(text: str) -> str:
    """`text` with every URL secret the rules know replaced by ***."""
    if not text or ("/" not in text and "=" not in text):
        return text
    for pattern in (_QUERY, _LINK_KEY, _FILE_TOKEN):
        text = pattern.sub(lambda m: m.group("lead") + MASK, text)
    return text
