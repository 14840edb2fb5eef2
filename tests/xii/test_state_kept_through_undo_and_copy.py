"""What the board keeps up to date step by step (the points the opponent blocks, the piece numbers)
instead of reading it afresh: after any mix of throws, plays, undos, resignations taken back and
copies, a board offers exactly the actions the same position read afresh from its notation offers,
and a copy goes on without touching its original."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from board import Board, Rules
from helpers_engine import random_throw, texts

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _offers_what_its_notation_offers(b: Board, rng: random.Random) -> None:
    fresh = Board.from_notation(b.notation(), b.rules)
    assert texts(b.legal_moves()) == texts(fresh.legal_moves()), b.notation()
    if not b.dice and b.winner is None:
        # No throw yet: what blocks still decides the next turn, so try one on a copy.
        throw = random_throw(rng)
        probe = b.copy()
        probe.roll(throw)
        fresh.roll(throw)
        assert texts(probe.legal_moves()) == texts(fresh.legal_moves()), (b.notation(), throw)


@settings(max_examples=25, **SETTINGS)
@given(st.integers(0, 2**32), st.sampled_from([3, 6, 15]))
def test_a_board_offers_what_its_notation_offers_after_plays_undos_and_copies(seed, stones):
    rng = random.Random(seed)
    b = Board(Rules(stones=stones))
    for _ in range(250):
        r = rng.random()
        if b.winner is not None or (r < 0.15 and b.can_undo):
            b.undo()
        elif not b.dice:
            b.roll(random_throw(rng))
        elif r < 0.2:
            b.play("yield")          # a resignation, taken back from its snapshot
            b.undo()
        elif r < 0.25:
            # A copy plays on by itself; the original stays exactly as it was.
            before = (b.notation(), texts(b.legal_moves()))
            twin = b.copy(history=rng.random() < 0.5)
            for _ in range(rng.randint(1, 6)):
                if twin.winner is not None:
                    break
                if not twin.dice:
                    twin.roll(random_throw(rng))
                twin.play(rng.choice(twin.legal_moves()))
                _offers_what_its_notation_offers(twin, rng)
            assert (b.notation(), texts(b.legal_moves())) == before
            b = twin if rng.random() < 0.5 else b
        else:
            b.play(rng.choice(b.legal_moves()))
        _offers_what_its_notation_offers(b, rng)
