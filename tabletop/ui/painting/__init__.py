"""The parts of a painted card, one module per responsibility.

The public entry is `tabletop.ui.card_painter.paint_card`; these modules are
its pieces:

- `geometry`: the card's proportions, level of detail, `CardGeometry`
- `shapes`: small drawing helpers (rounded rects, pills, bar gradients)
- `marks`: the selection / highlight glows and the "what-if" outline
- `frame`: border, frame colours, name bar, type line, art area
- `text_box`: rules text layout (italic reminder text, font shrinking)
- `pt_box`: P/T, loyalty and defense boxes and their flash
- `leveler`: the striated leveler text box of rule 711.1 and the level badge
- `badges`: counters, token, summoning sickness, manual marker, attachments
- `full`: the full-detail card, assembled from the above
- `compact`: the compact small-size form
- `face_down`: the card back of a face-down card (rule 708)
"""
