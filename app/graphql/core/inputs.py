"""Input helpers: what a resolver hands to a service is plain data, never graphene containers."""
import enum


def plain(value):
    """Graphene input containers to plain dicts and lists, dropping unset (None) fields."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value.value if isinstance(value, enum.Enum) else value
