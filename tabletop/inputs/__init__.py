"""Reading the files a person gives us: one validation layer under cards and session.

Every reader (scenario, recording, card TOML, deck list, card data, settings) checks
types, ranges and sizes where the file is read, against the limits in `limits`, and
reports a problem as a `TabletopDataError` ("FILE:LINE: what is wrong"). Never a
traceback, never a hang. Imports nothing of tabletop but the engine's data.
"""
