"""Extraction (DESIGN §4): distinct candidate programs from the saturated e-graph, large programs cut into
segments and composed, the unfused program, and what a kernel program may use (lowerable)."""
