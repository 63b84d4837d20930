"""The PySide6 window: the table scene, card items, panels and dialogs."""
