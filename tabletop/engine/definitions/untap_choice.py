"""502.3: "You may choose not to untap ~ during your untap step" (a rule its controller
may use; the choice is the answer `keep_tapped`)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

MAY_NOT_UNTAP = "may_not_untap"
RULE_KINDS[MAY_NOT_UNTAP] = "its controller may choose not to untap it (502.3)"
