"""``--serve --web [HOST:]PORT`` on the command line: off by default, the address printed, loopback unless a
host is named (then the clear-text warning), HTTPS with ``--cert``/``--key``, a bad address refused."""
import os
import signal
import ssl
import subprocess
import sys
import urllib.request

import trustme

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def serve(tmp_path, *args):
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                             "--data", str(tmp_path / "data"), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, text=True)


def lines_until_ctrl_c(child) -> list[str]:
    lines = []
    while True:
        line = child.stdout.readline()
        if not line:
            return lines
        lines.append(line)
        if line.startswith("Ctrl-C"):
            return lines


def stop(child) -> tuple[int, str]:
    try:
        child.send_signal(signal.SIGTERM)
        code = child.wait(10)
        return code, child.stderr.read()
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()


def test_without_web_there_is_no_web_page(tmp_path):
    child = serve(tmp_path)
    lines = lines_until_ctrl_c(child)
    code, err = stop(child)
    assert not any("browser" in line for line in lines) and code == 0


def test_web_prints_its_address_on_loopback_and_serves_the_page(tmp_path):
    child = serve(tmp_path, "--web", "0")
    try:
        lines = lines_until_ctrl_c(child)
        url = next(line.split(": ", 1)[1].strip() for line in lines if line.startswith("Watch in a browser"))
        assert url.startswith("http://127.0.0.1:") and url.endswith("/")
        with urllib.request.urlopen(url, timeout=10) as response:
            assert response.status == 200 and "<!doctype html>" in response.read().decode()
    finally:
        code, err = stop(child)
    assert code == 0 and "Traceback" not in err and "warning" not in err


def test_a_public_web_address_without_tls_is_warned_about(tmp_path):
    child = serve(tmp_path, "--web", "0.0.0.0:0")
    lines_until_ctrl_c(child)
    code, err = stop(child)
    assert "the web page listens on 0.0.0.0 without TLS" in err and code == 0


def test_with_a_certificate_the_web_page_is_https(tmp_path):
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1", "localhost")
    cert.private_key_pem.write_to_path(str(tmp_path / "key.pem"))
    cert.cert_chain_pems[0].write_to_path(str(tmp_path / "cert.pem"))
    child = serve(tmp_path, "--web", "127.0.0.1:0", "--cert", str(tmp_path / "cert.pem"),
                  "--key", str(tmp_path / "key.pem"))
    try:
        lines = lines_until_ctrl_c(child)
        url = next(line.split(": ", 1)[1].strip() for line in lines if line.startswith("Watch in a browser"))
        assert url.startswith("https://127.0.0.1:")
        context = ssl.create_default_context()
        ca.configure_trust(context)
        with urllib.request.urlopen(url, timeout=10, context=context) as response:
            assert response.status == 200 and "Content-Security-Policy" in response.headers
    finally:
        code, err = stop(child)
    assert code == 0 and "Traceback" not in err


def test_a_bad_web_address_is_refused(tmp_path):
    done = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                           "--data", str(tmp_path / "data"), "--web", "here"],
                          capture_output=True, text=True, cwd=ROOT, timeout=20)
    assert done.returncode == 2 and "--web takes [HOST:]PORT" in done.stderr
