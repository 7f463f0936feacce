"""Shared fixtures: every game at every player count it is played by."""

import pytest

import interregnum

TABLES = [(name, players) for name, counts in interregnum.GAMES.items() for players in counts]


@pytest.fixture(params=TABLES, ids=[f"{n}-{p}" for n, p in TABLES])
def table(request):
    """(game name, player count) for every table the package plays."""
    return request.param
