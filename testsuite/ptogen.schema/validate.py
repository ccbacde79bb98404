#!/usr/bin/env python3
"""validate.py SCHEMA SPEC... - check ptogen specs against the JSON Schema.

Each SPEC is read as YAML 1.2 would type it (what editors' YAML language
servers do): true/false are booleans, plain decimal, 0x and 0o numbers
and decimal floats are numbers, quoted scalars and everything else are
strings.  Prints "valid SPEC" or "invalid SPEC: PATH: MESSAGE" for each
(every error, sorted); exits 0 when all are valid, 1 when one is not, 2
when the schema itself is not a valid draft-07 schema or a file cannot
be read.  Needs python3-yaml and python3-jsonschema.
"""
import json
import re
import sys

import jsonschema
import yaml


class Yaml12Loader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core schema resolution: PyYAML's defaults
    are YAML 1.1's, where on/off/yes/no are booleans and 010 is octal."""


Yaml12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$",
     "-+0123456789"),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
     r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", "-+0123456789."),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]:
    Yaml12Loader.add_implicit_resolver(tag, re.compile(pattern), list(first))


def construct_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith(("0x", "0o")):
        return int(text, 0)
    return int(text, 10)


Yaml12Loader.add_constructor("tag:yaml.org,2002:int", construct_int)


def main(argv):
    if len(argv) < 3:
        print("usage: validate.py SCHEMA SPEC...", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.SchemaError) as e:
        print(f"bad schema {argv[1]}: {e}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema)
    status = 0
    for path in argv[2:]:
        try:
            with open(path, encoding="utf-8") as f:
                doc = yaml.load(f, Loader=Yaml12Loader)
        except (OSError, yaml.YAMLError) as e:
            print(f"cannot read {path}: {e}", file=sys.stderr)
            return 2
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(map(str, e.path)))
        if not errors:
            print(f"valid {path}")
            continue
        status = 1
        for e in errors:
            where = "/".join(map(str, e.path)) or "(top)"
            print(f"invalid {path}: {where}: {e.message}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
