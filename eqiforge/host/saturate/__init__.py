"""Saturation (DESIGN §3): the egglog e-graph driver, the serialized e-graph every later stage reads, its
canonical dump and diff, growth profiles, and the record of checked rule files."""
