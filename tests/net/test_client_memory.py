"""network.json (framework/net/memory.py): the seats a client holds survive the client, and only its user
reads them; a damaged file is an empty memory, never a traceback."""
import os
import stat

from framework.net.memory import FILE, Held, Memory


def test_a_seat_held_is_found_again_by_a_new_client(tmp_path):
    memory = Memory.load(str(tmp_path))
    memory.hold("h:7412", Held("t1", 1, "token-1", "ab" * 32))
    memory.set_last("h:7412", "Alice")
    again = Memory.load(str(tmp_path))
    assert again.held("h:7412") == {"t1": Held("t1", 1, "token-1", "ab" * 32)}
    assert again.held("other:7412") == {}
    assert (again.last("host"), again.last("name")) == ("h:7412", "Alice")
    again.forget("h:7412", "t1")
    assert Memory.load(str(tmp_path)).held("h:7412") == {}


def test_only_its_user_may_read_the_tokens(tmp_path):
    Memory.load(str(tmp_path)).hold("h:7412", Held("t1", 0, "secret-token", ""))
    mode = stat.S_IMODE(os.stat(tmp_path / FILE).st_mode)
    assert mode & 0o077 == 0, oct(mode)


def test_a_damaged_file_is_an_empty_memory(tmp_path):
    for text in ("{oops", "[1, 2]", '{"servers": [], "last": 3}', '{"servers": {"h:1": {"t1": {"seat": 5}}}}',
                 "[" * 100000):
        (tmp_path / FILE).write_text(text, "utf-8")
        memory = Memory.load(str(tmp_path))
        assert memory.held("h:1") == {} and memory.last("host") == ""
        memory.hold("h:1", Held("t2", 0, "tok"))              # and it is written whole again
        assert Memory.load(str(tmp_path)).held("h:1")["t2"].token == "tok"


def test_a_fifo_as_network_json_is_an_empty_memory_and_never_waited_on(tmp_path):
    import signal
    import stat

    def waited(signum, frame):
        raise AssertionError("waited on a FIFO")
    old = signal.signal(signal.SIGALRM, waited)
    signal.alarm(10)
    try:
        os.mkfifo(tmp_path / FILE)
        memory = Memory.load(str(tmp_path))
        assert memory.held("h:7412") == {}
        memory.hold("h:7412", Held("t1", 0, "token-1", ""))      # quietly not written: the FIFO is
        assert stat.S_ISFIFO(os.lstat(tmp_path / FILE).st_mode)  # never replaced (framework/core/saves.py)
        assert Memory.load(str(tmp_path)).held("h:7412") == {}
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
