"""Scenarios, session recordings, replay and export."""
