"""One SparkSession for every Spark test (starting Spark's JVM takes seconds)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def spark() -> Iterator[Any]:
    """Our own local[2] session (``spark_session`` as the CLI starts it); the CLI runs in these
    tests find it active and use it, and it is stopped (its scratch folder removed) at the end."""
    from adjudicator.engines.spark.session import spark_session

    with spark_session() as session:
        yield session
