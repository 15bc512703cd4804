"""The engines' registry: every counting engine the commands offer is in it, made from the
command line's settings, and refuses what it cannot honour in its own name."""

from __future__ import annotations

import argparse

import pytest

from adjudicator.commands.agreement.agree import build_parser as agree_parser
from adjudicator.commands.agreement.agree_engine import Engine, refuse_options
from adjudicator.commands.reporting.report import build_parser as report_parser
from adjudicator.core.errors import InputError
from adjudicator.engines.engine import Settings
from adjudicator.engines.registry import ENGINES, counting_engine


def _engine_choices(parser: argparse.ArgumentParser) -> set[str]:
    action = next(a for a in parser._actions if a.dest == "engine")
    return set(action.choices or ())


def test_the_commands_offer_memory_auto_and_every_registered_engine() -> None:
    """`agree` and `report` list exactly the registry's engines besides memory and auto."""
    for parser in (agree_parser(), report_parser()):
        assert _engine_choices(parser) == {"auto", "memory", *ENGINES}


def test_a_choice_counts_only_with_a_registered_engine() -> None:
    assert not Engine("memory", "asked").counts
    assert all(Engine(name, "asked").counts for name in ENGINES)


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_each_engine_is_made_by_its_name_and_says_it(name: str) -> None:
    engine = counting_engine(name, Settings(spark_conf=("spark.driver.memory=1g",)))
    assert engine.name == name
    assert f"--engine {name}" in engine.refusal


def test_options_no_count_table_honours_are_refused_naming_the_engine() -> None:
    """The command's unsupported options, --repeats other than refuse and the engine's own
    (Spark: --memory-limit) are named, in the refusal of the engine that refuses them."""
    args = argparse.Namespace(sheet="Sheet2", repeats="last", memory_limit="1GB")
    with pytest.raises(InputError) as duck:
        refuse_options(args, counting_engine("duckdb", Settings()), {"sheet": "--sheet"})
    assert duck.value.args_ == {"options": "--sheet, --repeats"}
    assert duck.value.message == "--sheet, --repeats cannot be used with --engine duckdb"
    with pytest.raises(InputError) as spark:
        refuse_options(args, counting_engine("spark", Settings()), {"sheet": "--sheet"})
    assert spark.value.message == ("--sheet, --repeats, --memory-limit cannot be used with "
                                   "--engine spark")


def test_nothing_given_is_nothing_refused() -> None:
    args = argparse.Namespace(sheet=None, repeats="refuse", memory_limit=None)
    for name in ENGINES:
        refuse_options(args, counting_engine(name, Settings()), {"sheet": "--sheet"})


def test_a_malformed_spark_setting_stops_before_spark_starts() -> None:
    """The Spark engine reads --spark-conf when it is made (no session is started)."""
    with pytest.raises(InputError):
        counting_engine("spark", Settings(spark_conf=("no-equals-sign",)))
