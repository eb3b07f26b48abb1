"""gunicorn's access log, with the secrets of URLs masked (issue 37; the rule is app.redact).

gunicorn logs each request line, and the format of ops/run adds its Referer: an access link's page
(`/link/<id>/<key>/...`), a sign-in link (`/login/link?token=...`) and an OAuth callback
(`?code=...&state=...`) would each be written whole, and a link page's own API calls carry its URL
as their Referer. `MaskingLogger` (`--logger-class`, app.config.web_server_args) masks every
value a format can name before gunicorn formats the line; the credentials headers themselves
(Authorization, Cookie) are never written, whatever the format asks.
"""
from gunicorn.glogging import Logger

from app.redact import MASK, redact

# The format of ops/run: gunicorn's default (combined) with the time taken, in seconds.
ACCESS_LOG_FORMAT = '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" %(L)ss'
_NEVER = ("{authorization}i", "{cookie}i", "{set-cookie}o")


class MaskingLogger(Logger):
    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        for name, value in atoms.items():
            if name in _NEVER:
                atoms[name] = MASK
            elif name == "q" and value:
                atoms[name] = redact(f"?{value}")[1:]  # the query string alone, without its '?'
            elif isinstance(value, str):
                atoms[name] = redact(value)
        return atoms
