"""A tiny S3-like HTTP server for tests: PUT/GET/DELETE of objects by path.

It does not check signatures (tests/unit/orgs/test_upload_storage.py checks the signing against
AWS's published example); it records each request's path and presigned query, and answers a
browser's CORS preflight.
"""
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


@contextmanager
def running_fake_bucket():
    """Yields (endpoint URL, objects {path: (bytes, content type)}, seen [(method, path, query)])."""
    objects: dict[str, tuple[bytes, str]] = {}
    seen: list[tuple[str, str, dict]] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def _record(self):
            parts = urlsplit(self.path)
            seen.append((self.command, parts.path, parse_qs(parts.query)))
            return parts.path

        def do_PUT(self):
            path = self._record()
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            objects[path] = (body, self.headers.get("Content-Type", ""))
            self.send_response(200)
            self.end_headers()

        def do_GET(self):
            path = self._record()
            if path not in objects:
                self.send_response(404)
                self.end_headers()
                return
            body, content_type = objects[path]
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_DELETE(self):
            objects.pop(self._record(), None)
            self.send_response(204)
            self.end_headers()

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", objects, seen
    finally:
        server.shutdown()
        server.server_close()
