"""Hypothesis strategies shared by the Latrunculi tests."""
from hypothesis import strategies as st

from latrunculi import reference as ref


@st.composite
def positions(draw, max_size=9):
    """A random position as a reference Pos: any size, any density, Dukes anywhere."""
    width, height = draw(st.integers(2, max_size)), draw(st.integers(2, max_size))
    density = draw(st.sampled_from((0.15, 0.3, 0.45, 0.6, 0.75, 0.95)))
    cells = [(f, r) for f in range(width) for r in range(height)]
    dukes = draw(st.lists(st.sampled_from(cells), min_size=2, max_size=2, unique=True))
    pos = ref.Pos(width, height, {dukes[0]: "D", dukes[1]: "d"}, draw(st.sampled_from("wb")),
                  draw(st.integers(0, 12)), draw(st.integers(1, 40)))
    rng = draw(st.randoms(use_true_random=False))
    for cell in cells:
        if cell not in pos.squares and rng.random() < density:
            pos.squares[cell] = rng.choice("Mm")
    return pos
