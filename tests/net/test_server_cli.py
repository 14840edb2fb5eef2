"""``--serve`` on the command line: where it listens, a warning for a clear-text public address, a clean stop."""
import os
import signal
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def serve(tmp_path, *args):
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                             "--data", str(tmp_path / "data"), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, text=True)


def test_serve_says_where_and_how_to_connect_and_stops_cleanly_on_sigterm(tmp_path):
    child = serve(tmp_path)
    try:
        first, second = child.stdout.readline(), child.stdout.readline()
        child.send_signal(signal.SIGTERM)
        code = child.wait(10)
        err = child.stderr.read()
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()
    assert first.startswith("Serving") and "127.0.0.1:" in first
    assert "--connect 127.0.0.1:" in second
    assert code == 0 and "Traceback" not in err and "warning" not in err


def test_a_public_address_without_tls_is_warned_about(tmp_path):
    child = serve(tmp_path, "--host", "0.0.0.0")
    try:
        warning = child.stderr.readline()
        child.stdout.readline()
        child.send_signal(signal.SIGINT)
        code = child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()
    assert "without TLS" in warning and code == 0


def test_cert_without_key_is_a_usage_error(tmp_path):
    done = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--cert", "x.pem"],
                          capture_output=True, text=True, cwd=ROOT, timeout=20)
    assert done.returncode == 2 and "--cert and --key go together" in done.stderr


def test_port_and_grace_are_read_by_the_houses_number_readers():
    for args in (["--port", "99999"], ["--port", "٣"], ["--grace", "nan"], ["--grace", "0"]):
        done = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", *args],
                              capture_output=True, text=True, cwd=ROOT, timeout=20)
        assert done.returncode == 2 and "invalid" in done.stderr, (args, done.stderr)


def test_a_data_folder_that_cannot_be_used_is_named_as_the_reason(tmp_path):
    (tmp_path / "data").write_text("a file, not a folder")
    done = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                           "--data", str(tmp_path / "data")], capture_output=True, text=True, cwd=ROOT, timeout=20)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert f"cannot use the data folder {tmp_path / 'data'}" in done.stderr and "listen" not in done.stderr


def test_the_caps_in_all_are_options_read_by_the_houses_number_readers():
    for args in (["--max-connections", "0"], ["--max-tables", "many"], ["--max-tables", "1.5"]):
        done = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", *args],
                              capture_output=True, text=True, cwd=ROOT, timeout=20)
        assert done.returncode == 2 and "invalid" in done.stderr, (args, done.stderr)
    shown = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--help"],
                           capture_output=True, text=True, cwd=ROOT, timeout=20).stdout
    assert "--max-connections N" in shown and "--max-tables N" in shown
