"""The providers' local fakes (Xero, Google / Microsoft) serve a Flask app on 127.0.0.1, on a free
port, from a daemon thread: the real client libraries talk HTTP to it."""
import threading

from werkzeug.serving import make_server


class LocalServer:
    def __init__(self, app):
        self.app = app
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.server.shutdown()
