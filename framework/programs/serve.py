"""``--serve``: the game server as a program: its options in the player's language, the data folder and its
lock, TLS, the open-files limit raised for the connections asked for, and a clean stop on Ctrl-C or SIGTERM
(every table saved). The server itself is framework/net/server.py.
"""
from __future__ import annotations

import asyncio
import os
import signal
import ssl
import sys
from typing import Iterable

from framework.core.limits import NET
from framework.core.numbers import decimal_arg, whole_number_arg
from framework.core.saves import SaveError, expand_home
from framework.net.server import DEFAULT_PORT, LOCK_FILE, DataFolderBusy, Server, default_data_dir, is_loopback
from framework.net.store import StoreError
from framework.net.web import Web, parse_address
from framework.tui.cli_parser import Parser, language, words

try:
    import resource                         # the limit of open files
except ImportError:                         # Windows: no such limit
    resource = None

__all__ = ["main"]


def _parser(lang: str = "en"):
    """``--serve``'s options, their help and refusals in ``lang`` (framework/tui/cli_parser.py)."""
    say = words(lang)
    parser = Parser(say, lang, prog="xii_scripta.py --serve", description=say("cli.serve.description"))
    parser.add_argument("--host", default="127.0.0.1", metavar=say("cli.meta.address"), help=say("cli.serve.host"))
    parser.add_argument("--port", type=whole_number_arg(0, 65535), default=DEFAULT_PORT, metavar=say("cli.meta.port"),
                        help=say("cli.serve.port", port=DEFAULT_PORT))
    parser.add_argument("--data", default=None, metavar=say("cli.meta.dir"), help=say("cli.serve.data"))
    parser.add_argument("--cert", default=None, metavar=say("cli.meta.file"), help=say("cli.serve.cert"))
    parser.add_argument("--key", default=None, metavar=say("cli.meta.file"), help=say("cli.serve.key"))
    parser.add_argument("--grace", type=decimal_arg(0.1, 86400), default=NET.grace_s, metavar=say("cli.meta.seconds"),
                        help=say("cli.serve.grace", grace=f"{NET.grace_s:g}"))
    parser.add_argument("--turn-limit", type=decimal_arg(1, 86400), default=NET.turn_limit_s,
                        metavar=say("cli.meta.seconds"), help=say("cli.serve.turn_limit", limit=f"{NET.turn_limit_s:g}"))
    parser.add_argument("--max-connections", type=whole_number_arg(1, 1_000_000), default=NET.max_connections,
                        metavar="N", help=say("cli.serve.max_connections", most=NET.max_connections))
    parser.add_argument("--max-tables", type=whole_number_arg(1, 1_000_000), default=NET.max_tables,
                        metavar="N", help=say("cli.serve.max_tables", most=NET.max_tables))
    parser.add_argument("--web", default=None, metavar=f"[{say('cli.meta.address')}:]{say('cli.meta.port')}",
                        help=say("cli.serve.web"))
    return parser


def _files_for(connections: int) -> int:
    """The connections this process can hold open: the limit of open files raised (up to the hard limit) to
    ``connections`` and the server's own files besides, else what the limit leaves (Linux starts a process
    at 1024 open files: the default thousand connections need more)."""
    if resource is None:                    # no such limit here
        return connections
    own = 64                                # the listening socket, the lock, the files being written, the
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)      # standard streams
    infinite = resource.RLIM_INFINITY
    if soft == infinite or soft >= connections + own:
        return connections
    wanted = connections + own if hard == infinite else min(connections + own, hard)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        soft = wanted
    except (ValueError, OSError):
        pass
    return max(1, min(connections, soft - own))


def main(argv: list[str], registry: Iterable) -> int:
    """``--serve``: run until Ctrl-C or SIGTERM, then save every table and return 0 (3: some table could not
    be saved, each one named; 2: another server holds the data folder, its pid named)."""
    parser = _parser(language(argv))
    args = parser.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        parser.refuse("--cert", "cli.serve.cert_key")
    context = None
    if args.cert:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            context.load_cert_chain(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            print(f"xii_scripta.py --serve: cannot use the certificate: {exc}", file=sys.stderr)
            return 2
    try:
        data = args.data or default_data_dir()
    except SaveError:                         # no home folder known: never a folder named ~ here
        print("xii_scripta.py --serve: no home folder is known for this user (HOME is not set and the system "
              "names none): give the tables' folder with --data FOLDER", file=sys.stderr)
        return 2
    try:
        data = expand_home(data)              # ~nosuchuser: refused, not a folder named ~nosuchuser here
        os.makedirs(data, exist_ok=True)
        os.listdir(data)
    except OSError as exc:
        print(f"xii_scripta.py --serve: cannot use the data folder {data}: "
              f"{getattr(exc, 'message', None) or exc.strerror or exc}", file=sys.stderr)
        return 1
    connections = _files_for(args.max_connections)
    if connections < args.max_connections:
        print(f"warning: this process may open too few files for {args.max_connections} connections: at most "
              f"{connections} (raise the limit with ulimit -n)", file=sys.stderr, flush=True)
    server = Server(registry, data, ssl=context, limits=NET.replace(grace_s=args.grace, turn_limit_s=args.turn_limit,
                                                                     max_connections=connections,
                                                                     max_tables=args.max_tables))
    try:
        server.take_lock()
    except DataFolderBusy as busy:
        print(f"xii_scripta.py --serve: {busy}: one server per data folder (stop that one, or give this one "
              "another --data FOLDER)", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"xii_scripta.py --serve: cannot lock the data folder {data} ({LOCK_FILE}): "
              f"{exc.strerror or exc}", file=sys.stderr)
        return 1
    if not is_loopback(args.host) and context is None:
        print(f"warning: listening on {args.host} without TLS: tokens and moves cross the network in clear text "
              "(give --cert and --key)", file=sys.stderr, flush=True)
    web_at = None
    if args.web is not None:
        try:
            web_at = parse_address(args.web)
        except ValueError:
            print(f"xii_scripta.py --serve: --web takes [HOST:]PORT, not {args.web!r}", file=sys.stderr)
            return 2
        if not is_loopback(web_at[0]) and context is None:
            print(f"warning: the web page listens on {web_at[0]} without TLS: what it shows crosses the network "
                  "in clear text (give --cert and --key)", file=sys.stderr, flush=True)
    return asyncio.run(_run(server, args.host, args.port, context is not None, web_at))


async def _run(server: Server, host: str, port: int, tls: bool, web_at: tuple[str, int] | None = None) -> int:
    try:
        await server.start(host, port)
    except StoreError as exc:
        print(f"xii_scripta.py --serve: cannot use the database: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"xii_scripta.py --serve: cannot listen on {host}:{port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    site = None
    if web_at is not None:
        site = Web(server, ssl=server.ssl)
        try:
            await site.start(*web_at)
        except OSError as exc:
            print(f"xii_scripta.py --serve: cannot listen on {web_at[0]}:{web_at[1]} for the web page: "
                  f"{exc.strerror or exc}", file=sys.stderr)
            await server.stop()
            return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    shown = f"[{host}]" if ":" in host else host
    print(f"Serving XII Scripta network play on {shown}:{server.port}{' (TLS)' if tls else ''}; "
          f"tables in {server.data_dir}", flush=True)
    print(f"Connect with: python3 xii_scripta.py --connect {shown}:{server.port}", flush=True)
    if site is not None:
        print(f"Watch in a browser: {site.url}/", flush=True)
    print("Ctrl-C stops the server (every table is saved).", flush=True)
    await stop.wait()
    if site is not None:
        await site.stop()
    unsaved = await server.stop()
    if not unsaved:
        print("Server stopped; every table saved.", flush=True)
        return 0
    for table_id, (since, when) in sorted(unsaved.items()):
        print(f"Table {table_id} is NOT saved: it could not be written to the database since {when} "
              f"(the game since move {since} is lost).", flush=True)
    print(f"Server stopped; {len(unsaved)} table(s) not saved (exit code 3).", flush=True)
    return 3
