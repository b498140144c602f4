"""`eqiforge fuzz`: seeded random PyTorch programs through the whole pipeline, failures shrunk to
reproducers."""
