"""Every message of every registered game renders with its placeholders in both languages.

A placeholder may have any name, even one the catalogue's own function uses
(``key``, ``lang``, ``self``): a damaged record's refusal names its ``key``,
and that once crashed the error message itself.
"""
import pytest

from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, placeholders
from games import REGISTRY


def catalogues():
    for entry in REGISTRY:
        yield entry.name, Catalogue(COMMON, HOUSE, *entry.spec().texts)


@pytest.mark.parametrize("name, catalogue", list(catalogues()), ids=[e.name for e in REGISTRY])
def test_every_key_renders_with_every_placeholder_filled(name, catalogue):
    rendered = 0
    for lang in LANGUAGES:
        for key in sorted(catalogue.keys(lang)):
            template = catalogue.template(lang, key)
            params = {field: f"<{field}>" for field in placeholders(template)}
            text = catalogue.text(lang, key, **params)
            assert "{" not in text.replace("{{", "").replace("}}", ""), (name, lang, key, text)
            for field in params:
                assert f"<{field}>" in text, (name, lang, key, field)
            rendered += 1
    assert rendered > 100


@pytest.mark.parametrize("field", ["key", "lang", "self", "params", "template"])
def test_a_placeholder_named_like_the_functions_own_arguments_is_filled(field):
    catalogue = Catalogue({"en": {"x": "{%s} here" % field}, "cs": {"x": "{%s} tady" % field}})
    assert catalogue.text("en", "x", **{field: "Colour"}) == "Colour here"
