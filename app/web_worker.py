"""gunicorn's gthread worker, so that the web processes share the load evenly (issue 21).

A kept-alive connection stays with the process that accepted it. A load test of 400 people on
two processes once found one at 69 % of a core and the other at 40 % for the whole run: the
arrival burst had dealt the connections out unevenly and keep-alive kept them so, while the busy
process's requests queued behind each other. So a connection's WEB_KEEPALIVE_REQUESTS-th request
is answered with 'Connection: close' (nginx's keepalive_requests) and the client opens a new one
for its next request, dealt out afresh: a skew lasts a few requests per person, not the morning.
A clean close, announced in the response, so no client sends a request on a connection being
closed (the errors of gunicorn's 2 s keep-alive).

(A process that also refused new connections while its threads were all busy, so that they
waited for a process with a thread free, starved them: under load its kept-alive connections
kept every thread busy, and a new one waited a minute in the backlog.)
"""
from gunicorn.workers.gthread import ThreadWorker

from app.config import web_server


class BalancedThreadWorker(ThreadWorker):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.requests_per_connection = web_server()["WEB_KEEPALIVE_REQUESTS"]

    def handle_request(self, req, conn):
        conn.requests_served = getattr(conn, "requests_served", 0) + 1
        if conn.requests_served >= self.requests_per_connection:
            req.must_close = True
        return super().handle_request(req, conn)
